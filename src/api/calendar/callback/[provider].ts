/**
 * GET /api/calendar/callback/<provider>?code&state  (the provider redirects the browser here) -> 303 to the page
 * with ?connected=<provider>, or ?error=<code> (the page words it). A top-level navigation from the provider: there
 * is no Authorization header, and the sealed cookie set by POST /api/calendar/connect names the user; two such
 * cookies (one planted beside the browser's own) count as none.
 */
import { calendarFor, pathParam, queryOf, requestPlace } from "../../../../server/calendar/handler-kit";
import { isProviderId } from "../../../../server/calendar/names";
import { OAUTH_COOKIE } from "../../../../server/calendar/oauth-cookie";
import { ApiErrors } from "../../../../server/http";
import { readCookie, siteCookieName } from "../../../../server/request/cookies";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const calendar = calendarFor(req);
      const provider = pathParam(req, "provider", "/api/calendar/callback/");
      if (!isProviderId(provider)) throw ApiErrors.notFound("There is no such calendar provider.");
      const place = requestPlace(req.headers);
      const cookie = readCookie(req.headers.cookie, siteCookieName(OAUTH_COOKIE, place.secureCookies));
      const out = await calendar.connections.finishConnect(provider, queryOf(req), cookie, place);
      res.setHeader("Set-Cookie", out.setCookie);
      res.setHeader("Location", out.location);
      res.status(303).end();
    },
  }),
});
