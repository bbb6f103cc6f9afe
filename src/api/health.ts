/** GET /api/health: 200 when the build's settings are usable, 503 naming each bad variable. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { allowMethods } from "../../server/http";
import { healthReport } from "../../server/health";
import { builtCognitoSettings } from "../../server/settings";

export default function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
  if (!allowMethods(req, res, ["GET", "HEAD"])) return;
  const report = healthReport(builtCognitoSettings());
  res.setHeader("Cache-Control", "no-store");
  res.status(report.status === "ok" ? 200 : 503).json(report);
}
