/**
 * GET /api/users/audit  (super admins) -> 200 { entries: [{ id, at, actor, action, target }] }, newest first;
 * GET /api/users/audit?format=csv -> the same as a CSV download (UTF-8 with BOM). 401 signed out, 403 outside
 * Admins, 400 for another format.
 */
import { auditCsv } from "../../../server/users/audit";
import { auditTrail, requireConsoleCaller } from "../../../server/users/console";
import { usersServices } from "../../../server/users/services";
import { ApiErrors, noStore, sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      await requireConsoleCaller(req.headers);
      const format = req.query?.format;
      if (format !== undefined && format !== "json" && format !== "csv")
        throw ApiErrors.invalidFields({ format: 'The format must be "json" or "csv".' });
      const entries = await auditTrail(usersServices());
      if (format !== "csv") {
        sendJson(res, 200, { entries });
        return;
      }
      noStore(res);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", 'attachment; filename="user-console-audit.csv"');
      res.status(200).send(auditCsv(entries));
    },
  }),
});
