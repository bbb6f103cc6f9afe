/**
 * The deployment health report: is this build configured well enough for sign-in to work, and for step-up to hold
 * (the app client's access tokens live at most 5 minutes: auth/access-token-lifetime.ts)?
 * Pure over its inputs so the handler stays thin and the rules are unit-tested.
 */
import { checkCognitoSettings, regionOf, type CognitoSettings, type SettingProblem } from "../core/config/cognito";
import type { AccessTokenLifetime } from "./auth/access-token-lifetime";

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
    /** The app client's access-token lifetime as Cognito has it, against the 5 minutes step-up needs. */
    accessTokenLifetime: AccessTokenLifetime;
  };
}

/**
 * `deployment`: a lifetime longer than step-up allows makes the report 'misconfigured' (503); a local build (the
 * emulator's tokens live an hour) only shows it. A lifetime that could not be read is shown, never a failure.
 */
export function healthReport(
  cognito: CognitoSettings,
  accessTokenLifetime: AccessTokenLifetime,
  deployment: boolean,
): HealthReport {
  const problems = checkCognitoSettings(cognito);
  if (problems.length > 0)
    return {
      status: "misconfigured",
      checks: { cognito: { status: "misconfigured", problems }, accessTokenLifetime },
    };
  return {
    status: deployment && accessTokenLifetime.status === "too-long" ? "misconfigured" : "ok",
    checks: {
      cognito: {
        status: "ok",
        userPoolId: cognito.userPoolId,
        region: regionOf(cognito.userPoolId),
        clientId: cognito.clientId,
        customEndpoint: cognito.endpoint !== "",
        hostedUi: cognito.hostedUiDomain !== "",
      },
      accessTokenLifetime,
    },
  };
}
