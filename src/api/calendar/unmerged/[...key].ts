/**
 * PUT    /api/calendar/unmerged/<merged key> -> PreferencesResponse (show the copies of a merged event apart)
 * DELETE /api/calendar/unmerged/<merged key> -> PreferencesResponse (merge them again)
 */
import { pathParam, signedInCalendar } from "../../../../server/calendar/handler-kit";
import { sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

const PREFIX = "/api/calendar/unmerged/";

export default apiHandler({
  PUT: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.putUnmerged(sub, pathParam(req, "key", PREFIX)));
    },
  }),
  DELETE: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.deleteUnmerged(sub, pathParam(req, "key", PREFIX)));
    },
  }),
});
