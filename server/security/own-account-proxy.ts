/**
 * POST /api/account/cognito: the account page's calls on its own account (profile, e-mail and phone verification,
 * devices, the passkey list, sign-out everywhere) in Cognito's own wire format, forwarded to the user pool with the
 * access token as Cognito issued it. After a refresh the page holds that token split (auth/split-token.ts), which
 * Cognito refuses, so this is the page's one way to its account, and it forwards only the operations below. The
 * password, sign-in methods and deletion have their own functions with step-up; changing the e-mail address or
 * phone number (where codes and account recovery go) and marking a device remembered need step-up here. Refusals are in Cognito's error format
 * ({ __type, message }), so amazon-cognito-identity-js reports them like the pool's own.
 */
/** The media type Cognito's clients send (and amazon-cognito-identity-js): JSON 1.1. */
export const COGNITO_JSON = "application/x-amz-json-1.1";

/** Operations forwarded as they are (each takes the caller's AccessToken and touches only their account). */
export const FORWARDED: ReadonlySet<string> = new Set([
  "GetUser",
  "UpdateUserAttributes",
  "DeleteUserAttributes",
  "GetUserAttributeVerificationCode",
  "VerifyUserAttribute",
  "ListDevices",
  "GetDevice",
  "UpdateDeviceStatus",
  "ForgetDevice",
  "GlobalSignOut",
  "ListWebAuthnCredentials",
]);

/** Attributes whose change needs a recent sign-in: verification codes, MFA codes and account recovery go there. */
export const STEP_UP_ATTRIBUTES: ReadonlySet<string> = new Set(["email", "phone_number"]);

const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z]{1,64})$/;

export interface CognitoError {
  status: number;
  type: string;
  message: string;
}

export const cognitoError = (status: number, type: string, message: string): CognitoError => ({
  status,
  type,
  message,
});

export type ProxyPlan =
  | { kind: "forward"; operation: string; accessToken: string; stepUp: boolean }
  | { kind: "refuse"; error: CognitoError };

/** What to do with one call: the operation from X-Amz-Target, the token from the body. Pure. */
export function planCall(target: string | string[] | undefined, body: unknown): ProxyPlan {
  const operation = typeof target === "string" ? TARGET.exec(target)?.[1] : undefined;
  if (!operation)
    return { kind: "refuse", error: cognitoError(400, "UnknownOperationException", "Unknown operation.") };
  if (!FORWARDED.has(operation))
    return {
      kind: "refuse",
      error: cognitoError(
        400,
        "NotAuthorizedException",
        `${operation} is not available here: the account page makes this change through the site's own functions.`,
      ),
    };
  const params = (body ?? {}) as Record<string, unknown>;
  const accessToken = params.AccessToken;
  if (typeof accessToken !== "string" || !accessToken)
    return { kind: "refuse", error: cognitoError(400, "NotAuthorizedException", "Missing access token.") };
  return { kind: "forward", operation, accessToken, stepUp: needsStepUp(operation, params) };
}

/**
 * A change of where codes and recovery go (e-mail, phone), or a device marked remembered (a remembered device
 * skips MFA at sign-in, so marking one is as good as turning MFA off for it).
 */
function needsStepUp(operation: string, params: Record<string, unknown>): boolean {
  if (operation === "UpdateDeviceStatus") return params.DeviceRememberedStatus !== "not_remembered";
  if (operation === "UpdateUserAttributes" && Array.isArray(params.UserAttributes))
    return params.UserAttributes.some((a) => STEP_UP_ATTRIBUTES.has(String((a as { Name?: unknown })?.Name)));
  if (operation === "DeleteUserAttributes" && Array.isArray(params.UserAttributeNames))
    return params.UserAttributeNames.some((name) => STEP_UP_ATTRIBUTES.has(String(name)));
  return false;
}

export interface Forwarded {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one call to the pool, as the browser would have, with the token as Cognito issued it. */
export async function forward(
  url: string,
  operation: string,
  params: Record<string, unknown>,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Forwarded> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: {
      "Content-Type": COGNITO_JSON,
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ ...params, AccessToken: accessToken }),
    signal: AbortSignal.timeout(8_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? COGNITO_JSON,
    body: await response.text(),
  };
}
