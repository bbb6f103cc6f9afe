/**
 * GET /api/health: 200 when the build's settings are usable, 503 naming each bad variable, or (in a deployment)
 * when the app client's access tokens live longer than the 5 minutes step-up needs.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { isLocalBuild } from "../../core/config/deployment";
import { builtAccessTokenLifetime, logLifetimeProblem } from "../../server/auth/built-token-lifetime";
import { allowMethods } from "../../server/http";
import { healthReport } from "../../server/health";
import { builtCognitoSettings } from "../../server/settings";

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  if (!allowMethods(req, res, ["GET", "HEAD"])) return;
  const deployment = !isLocalBuild();
  const lifetime = await builtAccessTokenLifetime();
  if (deployment) logLifetimeProblem(lifetime);
  const report = healthReport(builtCognitoSettings(), lifetime, deployment);
  res.setHeader("Cache-Control", "no-store");
  res.status(report.status === "ok" ? 200 : 503).json(report);
}
