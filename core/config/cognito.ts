/**
 * The user-pool settings the browser and the functions are built with (GATSBY_COGNITO_*), and their checks.
 * Pure: no I/O, so the same rules run in the browser, in the functions and in unit tests.
 * Rules and messages follow amazon-cognito-identity-js's own checks.
 */

export interface CognitoSettings {
  userPoolId: string;
  clientId: string;
  /** User-pool API endpoint; empty means the AWS regional endpoint derived from the pool id. */
  endpoint: string;
  /** Hosted UI base URL (https://auth.example.com, or the emulator's http URL). Empty: no hosted UI. */
  hostedUiDomain: string;
}

export interface SettingProblem {
  variable: string;
  message: string;
}

export const COGNITO_VARIABLES = {
  userPoolId: "GATSBY_COGNITO_USER_POOL_ID",
  clientId: "GATSBY_COGNITO_CLIENT_ID",
  endpoint: "GATSBY_COGNITO_ENDPOINT",
  hostedUiDomain: "GATSBY_COGNITO_DOMAIN",
} as const satisfies Record<keyof CognitoSettings, string>;

/** amazon-cognito-identity-js's pool-id pattern (CognitoUserPool.js) and Cognito's length limit. */
const USER_POOL_ID = /^[\w-]+_[0-9a-zA-Z]+$/;
export const MAX_USER_POOL_ID_LENGTH = 55;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The region is the part of the pool id before the underscore. */
export function regionOf(userPoolId: string): string {
  return userPoolId.split("_")[0] ?? "";
}

/** Every problem with the settings, each naming its variable; an empty list means usable. */
export function checkCognitoSettings(settings: CognitoSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const { userPoolId, clientId, endpoint, hostedUiDomain } = settings;
  if (!userPoolId || !clientId) {
    const missing = [!userPoolId && COGNITO_VARIABLES.userPoolId, !clientId && COGNITO_VARIABLES.clientId].filter(
      Boolean,
    );
    problems.push({ variable: missing.join(", "), message: "Both UserPoolId and ClientId are required." });
  }
  if (userPoolId && (userPoolId.length > MAX_USER_POOL_ID_LENGTH || !USER_POOL_ID.test(userPoolId))) {
    problems.push({
      variable: COGNITO_VARIABLES.userPoolId,
      message: `Invalid UserPoolId format. Expected <region>_<id> of at most ${MAX_USER_POOL_ID_LENGTH} characters, e.g. us-east-1_AbC123; got "${userPoolId}".`,
    });
  }
  if (endpoint && !isHttpUrl(endpoint)) {
    problems.push({
      variable: COGNITO_VARIABLES.endpoint,
      message: `Expected an http(s) URL or nothing; got "${endpoint}".`,
    });
  }
  if (hostedUiDomain && !isHttpUrl(hostedUiDomain)) {
    problems.push({
      variable: COGNITO_VARIABLES.hostedUiDomain,
      message: `Expected the hosted UI's base URL, e.g. https://auth.example.com; got "${hostedUiDomain}".`,
    });
  }
  return problems;
}

/** Reads the settings from an environment-like object (trimmed; a trailing slash on the domain is dropped). */
export function cognitoSettingsFrom(env: Record<string, string | undefined>): CognitoSettings {
  const read = (name: string) => (env[name] ?? "").trim();
  return {
    userPoolId: read(COGNITO_VARIABLES.userPoolId),
    clientId: read(COGNITO_VARIABLES.clientId),
    endpoint: read(COGNITO_VARIABLES.endpoint),
    hostedUiDomain: read(COGNITO_VARIABLES.hostedUiDomain).replace(/\/+$/, ""),
  };
}
