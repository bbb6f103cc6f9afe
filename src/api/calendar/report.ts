/**
 * GET /api/calendar/report?year=2026&timeZone=Europe/Berlin[&review=0&counted=0&notCounted=0] -> ReportResponse:
 * the year's in-person report computed from the kept events, with one page of each list.
 */
import { queryOf, signedInCalendar, spentSince } from "../../../server/calendar/handler-kit";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res, startedAt }) {
      const { sub, calendar } = await signedInCalendar(req);
      const query = calendar.report.query(queryOf(req));
      sendJson(res, 200, await calendar.report.report(sub, query, spentSince(startedAt)));
    },
  }),
});
