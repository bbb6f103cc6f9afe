/**
 * POST /api/calendar/locks  body LockRequest (the figures the user sees, frozen as filed) -> PreferencesResponse.
 * Refused unless the quarter has ended in the given time zone, count equals the lines and hours their sum;
 * 409 when the quarter is already locked.
 */
import { LOCK_BODY_LIMIT_BYTES } from "../../../server/calendar/report/lock-function-config";
import { signedInCalendar } from "../../../server/calendar/handler-kit";
import { LockBody } from "../../../server/calendar/requests";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// A larger body limit than other functions (see server/calendar/report/lock-function-config.ts).
export * from "../../../server/calendar/report/lock-function-config";

export default apiHandler(
  {
    POST: route({
      mutating: true,
      body: LockBody,
      async run({ req, res, body }) {
        const { sub, calendar } = await signedInCalendar(req);
        sendJson(res, 200, await calendar.preferences.lock(sub, body));
      },
    }),
  },
  { bodyLimitBytes: LOCK_BODY_LIMIT_BYTES },
);
