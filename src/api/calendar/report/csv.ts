/**
 * GET /api/calendar/report/csv?year=2026&timeZone=Europe/Berlin -> text/csv: the year's counted events, written as
 * the rows are made (a busy year's file is never held as one string), as an attachment with the report's name.
 */
import { queryOf, signedInCalendar, spentSince } from "../../../../server/calendar/handler-kit";
import { reportCsvChunks } from "../../../../core/calendar/report/csv";
import { noStore } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res, startedAt }) {
      const { sub, calendar } = await signedInCalendar(req);
      const query = calendar.report.query(queryOf(req));
      const { fileName, lines, timeZone } = await calendar.report.csv(sub, query, spentSince(startedAt));
      noStore(res);
      res.status(200);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
      for (const chunk of reportCsvChunks(lines, timeZone)) res.write(chunk);
      res.end();
    },
  }),
});
