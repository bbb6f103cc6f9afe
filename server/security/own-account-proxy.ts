/**
 * POST /api/account/cognito: the account page's calls on its own account (profile, e-mail and phone verification,
 * devices, the passkey list, sign-out everywhere) in Cognito's own wire format, forwarded to the user pool with the
 * access token as Cognito issued it. After a refresh the page holds that token split (auth/split-token.ts), which
 * Cognito refuses, so this is the page's one way to its account, and it forwards only the operations of
 * own-account-requests.ts, each re-serialized from the fields its shape parsed (never the browser's bytes). The
 * password, sign-in methods and deletion have their own functions with step-up; changing the e-mail address or
 * phone number (where codes and account recovery go) and marking a device remembered need step-up here, and a
 * change of address is told to the old address (contact-notices.ts). Refusals are in Cognito's error format
 * ({ __type, message }), so amazon-cognito-identity-js reports them like the pool's own.
 */
import {
  cognitoError,
  isOwnAccountOperation,
  OWN_ACCOUNT_REQUESTS,
  parseOwnAccountRequest,
  type CognitoError,
  type OwnAccountOperation,
  type OwnAccountRequest,
} from "./own-account-requests";

type OwnAccountParams = OwnAccountRequest["params"];

export { cognitoError, type CognitoError } from "./own-account-requests";

/** The media type Cognito's clients send (and amazon-cognito-identity-js): JSON 1.1. */
export const COGNITO_JSON = "application/x-amz-json-1.1";

/** Operations forwarded (each takes the caller's AccessToken and touches only their account). */
export const FORWARDED: ReadonlySet<string> = new Set(Object.keys(OWN_ACCOUNT_REQUESTS));

/** Attributes whose change needs a recent sign-in: verification codes, MFA codes and account recovery go there. */
export const STEP_UP_ATTRIBUTES: ReadonlySet<string> = new Set(["email", "phone_number"]);

const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z]{1,64})$/;

/**
 * What a call does to where codes and notices go: "change" sets or removes the e-mail address or phone number,
 * "verify" confirms one (notices may then go to it).
 */
export type ContactEffect = "change" | "verify" | null;

export type ProxyPlan =
  | {
      kind: "forward";
      operation: OwnAccountOperation;
      /** Exactly the fields the operation's shape parsed, AccessToken left out. */
      params: OwnAccountParams;
      accessToken: string;
      stepUp: boolean;
      contact: ContactEffect;
    }
  | { kind: "refuse"; error: CognitoError };

const refuse = (error: CognitoError): ProxyPlan => ({ kind: "refuse", error });

/** What to do with one call: the operation from X-Amz-Target, the token and the operation's fields from the body. */
export function planCall(target: string | string[] | undefined, body: unknown): ProxyPlan {
  const operation = typeof target === "string" ? TARGET.exec(target)?.[1] : undefined;
  if (!operation) return refuse(cognitoError(400, "UnknownOperationException", "Unknown operation."));
  if (!isOwnAccountOperation(operation))
    return refuse(
      cognitoError(
        400,
        "NotAuthorizedException",
        `${operation} is not available here: the account page makes this change through the site's own functions.`,
      ),
    );
  if (body === undefined) body = {};
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return refuse(cognitoError(400, "SerializationException", "The body must be a JSON object."));
  const accessToken = (body as Record<string, unknown>).AccessToken;
  if (typeof accessToken !== "string" || !accessToken)
    return refuse(cognitoError(400, "NotAuthorizedException", "Missing access token."));
  const parsed = parseOwnAccountRequest(operation, body as Record<string, unknown>);
  if (!parsed.ok) return refuse(parsed.error);
  const { request } = parsed;
  return {
    kind: "forward",
    operation: request.operation,
    params: request.params,
    accessToken,
    stepUp: needsStepUp(request),
    contact: contactEffect(request),
  };
}

/** The attribute names a call sets or removes. */
function changedAttributes(request: OwnAccountRequest): string[] {
  if (request.operation === "UpdateUserAttributes") return request.params.UserAttributes.map((a) => a.Name);
  if (request.operation === "DeleteUserAttributes") return request.params.UserAttributeNames;
  return [];
}

/**
 * A change of where codes and recovery go (e-mail, phone), or a device marked remembered (a remembered device
 * skips MFA at sign-in, so marking one is as good as turning MFA off for it).
 */
function needsStepUp(request: OwnAccountRequest): boolean {
  if (request.operation === "UpdateDeviceStatus") return request.params.DeviceRememberedStatus !== "not_remembered";
  return changedAttributes(request).some((name) => STEP_UP_ATTRIBUTES.has(name));
}

function contactEffect(request: OwnAccountRequest): ContactEffect {
  if (changedAttributes(request).some((name) => STEP_UP_ATTRIBUTES.has(name))) return "change";
  if (request.operation === "VerifyUserAttribute" && STEP_UP_ATTRIBUTES.has(request.params.AttributeName))
    return "verify";
  return null;
}

export interface Forwarded {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one planned call to the pool, its parsed fields only, with the token as Cognito issued it. */
export async function forward(
  url: string,
  operation: OwnAccountOperation,
  params: OwnAccountParams,
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
