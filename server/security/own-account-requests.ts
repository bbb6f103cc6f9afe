/**
 * The bodies the own-account proxy (own-account-proxy.ts) accepts, one shape per operation, with the fields and
 * limits Cognito's API reference gives for it. The proxy forwards only what a shape parsed, never the browser's
 * bytes: a field Cognito would ignore today (or read tomorrow) cannot ride along on the user's token, and a wrong
 * type is refused here with a message naming the field. Refusals are in Cognito's error format, so the account
 * page's library reports them like the pool's own. Pure.
 */
import { z } from "zod";

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

/** Cognito's AttributeNameType: 1 to 32 characters. */
const AttributeName = z.string().min(1).max(32);
/** Cognito's ClientMetadataType: a map of string to string, handed to the pool's Lambda triggers. */
const ClientMetadata = z.record(z.string(), z.string()).optional();
/** Cognito's DeviceKeyType: 1 to 55 characters. */
const DeviceKey = z.string().min(1).max(55);

/**
 * Each forwarded operation's fields besides AccessToken (checked apart: a missing token is NotAuthorized). Lengths
 * without a limit in the reference are bounded by the body limit (server/request/body.ts).
 */
export const OWN_ACCOUNT_REQUESTS = {
  GetUser: z.strictObject({}),
  UpdateUserAttributes: z.strictObject({
    UserAttributes: z.array(z.strictObject({ Name: AttributeName, Value: z.string().max(2048).optional() })),
    ClientMetadata,
  }),
  DeleteUserAttributes: z.strictObject({ UserAttributeNames: z.array(AttributeName) }),
  GetUserAttributeVerificationCode: z.strictObject({ AttributeName, ClientMetadata }),
  VerifyUserAttribute: z.strictObject({ AttributeName, Code: z.string().min(1).max(2048) }),
  ListDevices: z.strictObject({
    Limit: z.number().int().min(0).max(60).optional(),
    PaginationToken: z.string().min(1).optional(),
  }),
  GetDevice: z.strictObject({ DeviceKey }),
  UpdateDeviceStatus: z.strictObject({
    DeviceKey,
    DeviceRememberedStatus: z.enum(["remembered", "not_remembered"]).optional(),
  }),
  ForgetDevice: z.strictObject({ DeviceKey }),
  GlobalSignOut: z.strictObject({}),
  ListWebAuthnCredentials: z.strictObject({
    NextToken: z.string().min(1).optional(),
    MaxResults: z.number().int().min(0).max(20).optional(),
  }),
} as const;

export type OwnAccountOperation = keyof typeof OWN_ACCOUNT_REQUESTS;
/** One parsed call: the operation and exactly the fields its shape allows. */
export type OwnAccountRequest = {
  [K in OwnAccountOperation]: { operation: K; params: z.infer<(typeof OWN_ACCOUNT_REQUESTS)[K]> };
}[OwnAccountOperation];

export const isOwnAccountOperation = (name: string): name is OwnAccountOperation =>
  Object.prototype.hasOwnProperty.call(OWN_ACCOUNT_REQUESTS, name);

/** Cognito's names for JSON types, as in its SerializationException messages. */
const TYPE_NAMES: Record<string, string> = {
  array: "list",
  object: "structure",
  record: "map",
  int: "integer",
  number: "integer",
};

/** 'UserAttributes[0].Name': the field at fault, as the page's code names it. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** One issue as Cognito would word it, naming the field and the rule, never echoing the value. */
function describe(operation: string, issue: z.core.$ZodIssue, input: unknown): CognitoError {
  const field = fieldName(issue.path);
  const invalid = (constraint: string) =>
    cognitoError(400, "InvalidParameterException", `Invalid value for ${field}: ${constraint}.`);
  switch (issue.code) {
    case "unrecognized_keys": {
      const keys = issue.keys.slice(0, 5).map((k) => `"${k.slice(0, 40)}"`);
      return cognitoError(
        400,
        "InvalidParameterException",
        `${operation} does not take ${keys.join(", ")}${field ? ` in ${field}` : ""}.`,
      );
    }
    case "invalid_type":
      if (valueAt(input, issue.path) === undefined)
        return cognitoError(400, "InvalidParameterException", `Missing required parameter ${field}`);
      return cognitoError(
        400,
        "SerializationException",
        `Unexpected value type for ${field}: expected ${TYPE_NAMES[issue.expected] ?? issue.expected}.`,
      );
    case "too_small":
      return invalid(
        issue.origin === "string"
          ? `must have length greater than or equal to ${String(issue.minimum)}`
          : `must be greater than or equal to ${String(issue.minimum)}`,
      );
    case "too_big":
      return invalid(
        issue.origin === "string"
          ? `must have length less than or equal to ${String(issue.maximum)}`
          : `must be less than or equal to ${String(issue.maximum)}`,
      );
    case "invalid_value":
      return invalid(`must be one of ${issue.values.map(String).join(", ")}`);
    default:
      return invalid("not accepted");
  }
}

export type ParsedRequest = { ok: true; request: OwnAccountRequest } | { ok: false; error: CognitoError };

/**
 * The fields of `body` (AccessToken left out) that `operation` takes. A JSON null reads as absent, as Cognito
 * reads it, and is not forwarded.
 */
export function parseOwnAccountRequest(operation: OwnAccountOperation, body: Record<string, unknown>): ParsedRequest {
  // No prototype: a "__proto__" key stays a field (and is refused) instead of lending fields it does not have.
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) if (key !== "AccessToken" && value !== null) fields[key] = value;
  const result = OWN_ACCOUNT_REQUESTS[operation].safeParse(fields);
  if (!result.success) {
    // An unknown field first: it says most about what is wrong with the call.
    const issues = result.error.issues;
    const first = issues.find((i) => i.code === "unrecognized_keys") ?? issues[0];
    return {
      ok: false,
      error: first
        ? describe(operation, first, fields)
        : cognitoError(400, "InvalidParameterException", `${operation}: the request is not valid.`),
    };
  }
  return { ok: true, request: { operation, params: result.data } as OwnAccountRequest };
}
