/**
 * GET /api/health (and HEAD): 200 when the build's settings are usable, 503 naming each bad variable, or (in a
 * deployment) when the app client's access tokens live longer than the 5 minutes step-up needs.
 */
import { isLocalBuild } from "../../core/config/deployment";
import { builtAccessTokenLifetime, logLifetimeProblem } from "../../server/auth/built-token-lifetime";
import { sendJson } from "../../server/http";
import { healthReport } from "../../server/health";
import { apiHandler, route } from "../../server/request/guard";
import { builtCognitoSettings } from "../../server/settings";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../server/request/function-config";

const report = route({
  mutating: false,
  async run({ res }) {
    const deployment = !isLocalBuild();
    const lifetime = await builtAccessTokenLifetime();
    if (deployment) logLifetimeProblem(lifetime);
    const health = healthReport(builtCognitoSettings(), lifetime, deployment);
    sendJson(res, health.status === "ok" ? 200 : 503, health);
  },
});

export default apiHandler({ GET: report, HEAD: report });
