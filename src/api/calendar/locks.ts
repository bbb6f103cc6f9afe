/**
 * POST /api/calendar/locks  body { quarter, timeZone, count?, hours? } -> PreferencesUpdate.
 * The functions compute the quarter's figures from the calendars and file them: refused unless the quarter has
 * ended in the given time zone; 409 when it is already locked or the figures the page offered have moved; 503
 * while a calendar cannot be read. With the report's query the answer carries the report after the lock.
 */
import { answerChange } from "../../../server/calendar/handler-kit";
import { LockBody } from "../../../server/calendar/requests";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    body: LockBody,
    run: ({ req, res, body, startedAt }) =>
      answerChange(req, res, startedAt, (sub, calendar) => calendar.preferences.lock(sub, body)),
  }),
});
