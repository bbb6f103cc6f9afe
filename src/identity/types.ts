/**
 * What the developer page gets from the identity pool, and the one error type it shows. No SDK here: the page's
 * components and tests import these without loading @aws-sdk/client-cognito-identity.
 */
import type { SettingProblem } from "../../core/config/cognito";

/** Temporary AWS credentials. Only `expiration` is ever shown; the rest stays in memory for AWS calls. */
export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

export interface IdentityCredentials {
  /** `<region>:<uuid>`, the same at every sign-in of the user. */
  identityId: string;
  credentials: TemporaryCredentials;
}

export interface IdentityService {
  /** The user's identity id and fresh credentials for this id token (GetId, then GetCredentialsForIdentity). */
  getCredentials(idToken: string): Promise<IdentityCredentials>;
}

/** The service and where it sends calls, or why it cannot be built from the build's settings. */
export type IdentitySetup = { service: IdentityService; endpoint: string } | { problems: SettingProblem[] };

/**
 * - `token`: the page could not get the signed-in user's id token
 * - `refused`: the identity service answered with an error (its code and message are kept)
 * - `unreachable`: no answer (network, CORS, wrong endpoint host)
 * - `unexpected`: anything else, e.g. an answer without credentials
 */
export type IdentityErrorKind = "token" | "refused" | "unreachable" | "unexpected";

export class IdentityError extends Error {
  readonly kind: IdentityErrorKind;
  /** The service's error code (e.g. NotAuthorizedException) for `refused`. */
  readonly code: string | undefined;

  constructor(kind: IdentityErrorKind, message: string, code?: string) {
    super(message);
    this.name = "IdentityError";
    this.kind = kind;
    this.code = code;
  }
}

/** Any thrown value as an IdentityError (unknown ones become `unexpected`). */
export function asIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  return new IdentityError("unexpected", error instanceof Error ? error.message : String(error));
}
