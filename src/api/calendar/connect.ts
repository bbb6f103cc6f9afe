/**
 * POST /api/calendar/connect  body { provider, returnTo? } -> { authorizeUrl }, and the sealed ten-minute cookie
 * that the callback checks (state, PKCE verifier, provider, the signed-in user, where to return).
 */
import type { ConnectResponse } from "../../../core/calendar/model";
import { requestPlace, signedInCalendar } from "../../../server/calendar/handler-kit";
import { requireProvider } from "../../../server/calendar/names";
import { ConnectBody } from "../../../server/calendar/requests";
import { requireProviderSettings } from "../../../server/calendar/runtime";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    body: ConnectBody,
    async run({ req, res, body }) {
      const { sub, calendar } = await signedInCalendar(req);
      const provider = requireProvider(body.provider);
      requireProviderSettings(calendar, provider);
      const started = calendar.connections.startConnect(sub, provider, body.returnTo, requestPlace(req.headers));
      res.setHeader("Set-Cookie", started.setCookie);
      const answer: ConnectResponse = { authorizeUrl: started.authorizeUrl };
      sendJson(res, 200, answer);
    },
  }),
});
