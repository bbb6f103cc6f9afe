/**
 * PUT /api/calendar/dev-clock  body { now: ISO instant | null } -> { now, offsetMs }. Local builds on a loopback host
 * only (404 elsewhere, as if it did not exist): moves the signed-in user's own calendar clock, so an end-to-end test
 * sees the calendars on another day (server/calendar/dev-clock.ts). null puts it back.
 */
import { MAX_DEV_CLOCK_OFFSET_MS } from "../../../server/calendar/dev-clock";
import { signedInCalendar } from "../../../server/calendar/handler-kit";
import { DevClockBody } from "../../../server/calendar/requests";
import { ApiErrors, sendJson } from "../../../server/http";
import { localOnlyAllowed } from "../../../server/request/local-only";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  PUT: route({
    mutating: true,
    body: DevClockBody,
    async run({ req, res, body }) {
      if (!localOnlyAllowed(req.headers)) throw ApiErrors.notFound("No such function.");
      const { sub, calendar } = await signedInCalendar(req);
      const offsetMs = body.now === null ? 0 : Date.parse(body.now) - Date.now();
      if (Math.abs(offsetMs) > MAX_DEV_CLOCK_OFFSET_MS)
        throw ApiErrors.invalidRequest('Field "now" must be within two years of today.');
      await calendar.store.putDevClockOffset(sub, offsetMs);
      sendJson(res, 200, { now: new Date(Date.now() + offsetMs).toISOString(), offsetMs });
    },
  }),
});
