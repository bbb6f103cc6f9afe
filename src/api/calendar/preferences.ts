/** GET /api/calendar/preferences -> PreferencesResponse: the definition, overrides, un-merged events and locks. */
import { signedInCalendar } from "../../../server/calendar/handler-kit";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.read(sub));
    },
  }),
});
