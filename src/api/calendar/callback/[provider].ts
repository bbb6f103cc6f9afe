/**
 * GET  /api/calendar/callback/<provider>?code&state  (the provider redirects the browser here) -> 303 to the page
 *      with ?finish=<provider> (the code kept in the sealed cookie), or ?error=<code> (the page words it). A
 *      top-level navigation from the provider: there is no Authorization header, so nothing is stored yet.
 * POST /api/calendar/callback/<provider>  (the signed-in page, with the session headers) -> 200 { connected } or
 *      { error: <code> }: the kept code is exchanged and the connection stored only when the cookie was sealed for
 *      this same user ('other_user' otherwise). Two OAuth cookies (one planted beside the browser's own) count as none.
 */
import {
  calendarFor,
  pathParam,
  queryOf,
  requestPlace,
  signedInCalendar,
} from "../../../../server/calendar/handler-kit";
import { isProviderId } from "../../../../server/calendar/names";
import { OAUTH_COOKIE } from "../../../../server/calendar/oauth/cookie";
import { ApiErrors, sendJson } from "../../../../server/http";
import { readCookie, siteCookieName } from "../../../../server/request/cookies";
import { apiHandler, route } from "../../../../server/request/guard";
import type { GatsbyFunctionRequest } from "gatsby";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

function providerOf(req: GatsbyFunctionRequest) {
  const provider = pathParam(req, "provider", "/api/calendar/callback/");
  if (!isProviderId(provider)) throw ApiErrors.notFound("There is no such calendar provider.");
  return provider;
}

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const calendar = calendarFor(req);
      const provider = providerOf(req);
      const place = requestPlace(req.headers);
      const cookie = readCookie(req.headers.cookie, siteCookieName(OAUTH_COOKIE, place.secureCookies));
      const out = calendar.connections.receiveCallback(provider, queryOf(req), cookie, place);
      res.setHeader("Set-Cookie", out.setCookie);
      res.setHeader("Location", out.location);
      res.status(303).end();
    },
  }),
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      const provider = providerOf(req);
      const place = requestPlace(req.headers);
      const cookie = readCookie(req.headers.cookie, siteCookieName(OAUTH_COOKIE, place.secureCookies));
      const out = await calendar.connections.completeConnect(sub, provider, cookie, place);
      res.setHeader("Set-Cookie", out.setCookie);
      sendJson(res, 200, out.outcome);
    },
  }),
});
