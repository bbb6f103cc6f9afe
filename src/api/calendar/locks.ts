/**
 * POST /api/calendar/locks  body LockRequest (the figures the user sees) -> PreferencesResponse.
 * Refused unless the quarter has ended in the given time zone, count equals the lines and hours their sum. The
 * server computes the quarter's figures itself and files them only if the page showed the same: 409 when they
 * differ or the quarter is already locked, 503 while a calendar cannot be read.
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
