/**
 * GET    /api/calendar/locks/<quarter>  ("2026-Q1") -> LockLinesResponse: the filed lines (404 when not locked).
 * DELETE /api/calendar/locks/<quarter>  -> PreferencesUpdate: the quarter's figures are live again (with the report's
 *        query, the report after it).
 */
import { answerChange, pathParam, signedInCalendar } from "../../../../server/calendar/handler-kit";
import { sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

const PREFIX = "/api/calendar/locks/";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.lockLines(sub, pathParam(req, "quarter", PREFIX)));
    },
  }),
  DELETE: route({
    mutating: true,
    run: ({ req, res, startedAt }) =>
      answerChange(req, res, startedAt, (sub, calendar) =>
        calendar.preferences.unlock(sub, pathParam(req, "quarter", PREFIX)),
      ),
  }),
});
