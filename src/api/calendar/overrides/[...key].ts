/**
 * PUT    /api/calendar/overrides/<event key>  body { class?, attendance?, note? } -> PreferencesResponse
 * DELETE /api/calendar/overrides/<event key>                                     -> PreferencesResponse
 * The key is URL-encoded by the page (event keys hold ":" and provider ids may hold "/"); Gatsby decodes it.
 */
import { pathParam, signedInCalendar } from "../../../../server/calendar/handler-kit";
import { OverrideBody } from "../../../../server/calendar/requests";
import { sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

const PREFIX = "/api/calendar/overrides/";

export default apiHandler({
  PUT: route({
    mutating: true,
    body: OverrideBody,
    async run({ req, res, body }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.putOverride(sub, pathParam(req, "key", PREFIX), body));
    },
  }),
  DELETE: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.deleteOverride(sub, pathParam(req, "key", PREFIX)));
    },
  }),
});
