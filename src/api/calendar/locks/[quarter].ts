/** DELETE /api/calendar/locks/<quarter>  ("2026-Q1") -> PreferencesResponse: the quarter's figures are live again. */
import { pathParam, signedInCalendar } from "../../../../server/calendar/handler-kit";
import { sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  DELETE: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.unlock(sub, pathParam(req, "quarter", "/api/calendar/locks/")));
    },
  }),
});
