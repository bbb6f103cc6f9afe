/**
 * The identity-pool settings the developer page is built with (GATSBY_COGNITO_IDENTITY_*), their checks and the
 * Logins key of the user pool. Pure: the browser, the tests and the build read the same rules.
 */
import { regionOf, type SettingProblem } from "../../core/config/cognito";

export interface IdentitySettings {
  /** `<region>:<uuid>` */
  identityPoolId: string;
  /** Identity-pool API endpoint; empty means the AWS regional one (`https://cognito-identity.<region>.amazonaws.com`). */
  endpoint: string;
  /** The user pool whose id tokens are the login (its id names the Logins key). */
  userPoolId: string;
}

export const IDENTITY_VARIABLES = {
  identityPoolId: "GATSBY_COGNITO_IDENTITY_POOL_ID",
  endpoint: "GATSBY_COGNITO_IDENTITY_ENDPOINT",
  userPoolId: "GATSBY_COGNITO_USER_POOL_ID",
} as const satisfies Record<keyof IdentitySettings, string>;

/** Cognito's pattern for identity pool ids (API reference: `[\w-]+:[0-9a-f-]+`, at most 55 characters). */
const IDENTITY_POOL_ID = /^[\w-]+:[0-9a-f-]+$/;
const USER_POOL_ID = /^[\w-]+_[0-9a-zA-Z]+$/;
const EXAMPLE_ID = "us-east-1:4f1e0c7a-9b2d-4e35-8a6c-2d7b1f0e9c53";

/** Webpack replaces only literal `process.env.GATSBY_*` reads, so they are listed one by one. */
export function identityBuildEnv(): Record<string, string | undefined> {
  return {
    GATSBY_COGNITO_IDENTITY_POOL_ID: process.env.GATSBY_COGNITO_IDENTITY_POOL_ID,
    GATSBY_COGNITO_IDENTITY_ENDPOINT: process.env.GATSBY_COGNITO_IDENTITY_ENDPOINT,
    GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
  };
}

export function identitySettingsFrom(env: Record<string, string | undefined>): IdentitySettings {
  const read = (name: string) => (env[name] ?? "").trim();
  return {
    identityPoolId: read(IDENTITY_VARIABLES.identityPoolId),
    endpoint: read(IDENTITY_VARIABLES.endpoint),
    userPoolId: read(IDENTITY_VARIABLES.userPoolId),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Every problem, each naming its variable; an empty list means usable. */
export function checkIdentitySettings(settings: IdentitySettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const { identityPoolId, endpoint, userPoolId } = settings;
  if (!identityPoolId) {
    problems.push({
      variable: IDENTITY_VARIABLES.identityPoolId,
      message: `Not set. It is the identity pool's id, <region>:<uuid>, e.g. ${EXAMPLE_ID}.`,
    });
  } else if (identityPoolId.length > 55 || !IDENTITY_POOL_ID.test(identityPoolId)) {
    problems.push({
      variable: IDENTITY_VARIABLES.identityPoolId,
      message: `Expected <region>:<uuid> of at most 55 characters, e.g. ${EXAMPLE_ID}; got "${identityPoolId}".`,
    });
  }
  if (endpoint && !isHttpUrl(endpoint)) {
    problems.push({
      variable: IDENTITY_VARIABLES.endpoint,
      message: `Expected an http(s) URL, or nothing for the AWS regional endpoint; got "${endpoint}".`,
    });
  }
  if (!userPoolId || userPoolId.length > 55 || !USER_POOL_ID.test(userPoolId)) {
    problems.push({
      variable: IDENTITY_VARIABLES.userPoolId,
      message: userPoolId
        ? `Expected <region>_<id>, e.g. us-east-1_AbC123; got "${userPoolId}".`
        : "Not set. The identity pool needs the user pool's id to name the sign-in it is given.",
    });
  }
  return problems;
}

/** The region of an identity pool (and of the identity ids it hands out). */
export function identityRegionOf(identityPoolId: string): string {
  return identityPoolId.split(":")[0] ?? "";
}

/** Where the browser sends the calls: the configured endpoint, or the AWS regional one. */
export function identityEndpointOf(settings: IdentitySettings): string {
  return settings.endpoint || `https://cognito-identity.${identityRegionOf(settings.identityPoolId)}.amazonaws.com/`;
}

/** The Logins key under which the user pool's id token goes, as Cognito names user-pool providers. */
export function userPoolLoginKey(userPoolId: string): string {
  return `cognito-idp.${regionOf(userPoolId)}.amazonaws.com/${userPoolId}`;
}
