/**
 * GET /api/calendar/events?start=<ISO instant>&end=<ISO instant> (at most 400 days) -> EventsResponse: the events of
 * both connected calendars, fetched concurrently, with each provider's outcome (one failing never fails the call).
 */
import { queryOf, signedInCalendar, spentSince } from "../../../server/calendar/handler-kit";
import { parseRange } from "../../../server/calendar/events-service";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res, startedAt }) {
      const { sub, calendar } = await signedInCalendar(req);
      const range = parseRange(queryOf(req));
      sendJson(res, 200, await calendar.events.events(sub, range, spentSince(startedAt)));
    },
  }),
});
