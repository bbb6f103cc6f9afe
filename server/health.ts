/**
 * The deployment health report: is this build configured well enough for sign-in to work?
 * Pure over its inputs so the handler stays thin and the rules are unit-tested.
 */
import { checkCognitoSettings, regionOf, type CognitoSettings, type SettingProblem } from "../core/config/cognito";

export interface HealthReport {
  status: "ok" | "misconfigured";
  checks: {
    cognito:
      | {
          status: "ok";
          userPoolId: string;
          region: string;
          clientId: string;
          customEndpoint: boolean;
          hostedUi: boolean;
        }
      | { status: "misconfigured"; problems: SettingProblem[] };
  };
}

export function healthReport(cognito: CognitoSettings): HealthReport {
  const problems = checkCognitoSettings(cognito);
  if (problems.length > 0)
    return { status: "misconfigured", checks: { cognito: { status: "misconfigured", problems } } };
  return {
    status: "ok",
    checks: {
      cognito: {
        status: "ok",
        userPoolId: cognito.userPoolId,
        region: regionOf(cognito.userPoolId),
        clientId: cognito.clientId,
        customEndpoint: cognito.endpoint !== "",
        hostedUi: cognito.hostedUiDomain !== "",
      },
    },
  };
}
