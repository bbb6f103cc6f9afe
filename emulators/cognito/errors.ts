/**
 * Cognito-shaped errors. On the wire: HTTP 400 (500 for internal errors), header
 * `x-amzn-ErrorType: <Type>:` and body `{"__type": "<Type>", "message": "..."}`, which is what both
 * amazon-cognito-identity-js (reads `__type`) and the AWS SDK v3 (reads the header, then `__type`)
 * parse into `error.code` / `error.name`.
 */

export type CognitoErrorType =
  | "AliasExistsException"
  | "CodeDeliveryFailureException"
  | "CodeMismatchException"
  | "EnableSoftwareTokenMFAException"
  | "ExpiredCodeException"
  | "GroupExistsException"
  | "FeatureUnavailableInTierException"
  | "ForbiddenException"
  | "InternalErrorException"
  | "InvalidParameterException"
  | "InvalidPasswordException"
  | "InvalidUserPoolConfigurationException"
  | "LimitExceededException"
  | "MFAMethodNotFoundException"
  | "MissingAuthenticationTokenException"
  | "NotAuthorizedException"
  | "PasswordResetRequiredException"
  | "ResourceNotFoundException"
  | "SerializationException"
  | "SoftwareTokenMFANotFoundException"
  | "TooManyFailedAttemptsException"
  | "TooManyRequestsException"
  | "UnknownOperationException"
  | "UnsupportedOperationException"
  | "UnsupportedTokenTypeException"
  | "UserNotConfirmedException"
  | "UserNotFoundException"
  | "UsernameExistsException"
  | "WebAuthnChallengeNotFoundException"
  | "WebAuthnClientMismatchException"
  | "WebAuthnConfigurationMissingException"
  | "WebAuthnCredentialNotSupportedException"
  | "WebAuthnNotEnabledException"
  | "WebAuthnOriginNotAllowedException"
  | "WebAuthnRelyingPartyMismatchException";

export class CognitoError extends Error {
  readonly type: CognitoErrorType;
  readonly status: number;

  constructor(type: CognitoErrorType, message: string, status = 400) {
    super(message);
    this.name = type;
    this.type = type;
    this.status = status;
  }
}

export interface WireError {
  status: number;
  headers: Record<string, string>;
  body: { __type: string; message: string };
}

/** Turns anything thrown by an operation into the response Cognito would send. */
export function toWireError(err: unknown): WireError {
  const e =
    err instanceof CognitoError
      ? err
      : new CognitoError("InternalErrorException", "An internal error occurred in the emulator.", 500);
  return {
    status: e.status,
    headers: { "x-amzn-ErrorType": `${e.type}:` },
    body: { __type: e.type, message: e.message },
  };
}

/** The messages Cognito uses, in one place so operations and tests agree. */
export const Errors = {
  serialization: (detail = "Invalid JSON in request body.") => new CognitoError("SerializationException", detail),
  unknownOperation: (target: string) =>
    new CognitoError(
      "UnknownOperationException",
      target ? `Unknown operation ${target}.` : "Missing X-Amz-Target header.",
    ),
  /**
   * Cognito's (Coral's) validation message. With a value it reads `Value 'X' at 'field' ...`, as for enums; without
   * one `Value at 'field' ...`, as Cognito writes it for sensitive members (passwords, tokens, client ids).
   */
  validation: (field: string, constraint: string, value?: string) =>
    new CognitoError(
      "InvalidParameterException",
      `1 validation error detected: Value ${value === undefined ? "" : `'${value}' `}at '${field}' failed to satisfy constraint: ${constraint}`,
    ),
  /** A value outside an enum: `Value 'X' at 'field' failed to satisfy constraint: Member must satisfy enum value set: [A, B]`. */
  enumValue: (field: string, value: string, allowed: readonly string[]): CognitoError =>
    Errors.validation(field, `Member must satisfy enum value set: [${allowed.join(", ")}]`, value),
  invalidParameter: (message: string) => new CognitoError("InvalidParameterException", message),
  missingParameter: (name: string) =>
    new CognitoError("InvalidParameterException", `Missing required parameter ${name}`),
  clientNotFound: (clientId: string) =>
    new CognitoError("ResourceNotFoundException", `User pool client ${clientId} does not exist.`),
  poolNotFound: (poolId: string) =>
    new CognitoError("ResourceNotFoundException", `User pool ${poolId} does not exist.`),
  deviceNotFound: () => new CognitoError("ResourceNotFoundException", "Device does not exist."),
  groupNotFound: () => new CognitoError("ResourceNotFoundException", "Group not found."),
  userNotFound: () => new CognitoError("UserNotFoundException", "User does not exist."),
  usernameClientNotFound: () => new CognitoError("UserNotFoundException", "Username/client id combination not found."),
  incorrectCredentials: () => new CognitoError("NotAuthorizedException", "Incorrect username or password."),
  userDisabled: () => new CognitoError("NotAuthorizedException", "User is disabled."),
  notConfirmed: () => new CognitoError("UserNotConfirmedException", "User is not confirmed."),
  resetRequired: () => new CognitoError("PasswordResetRequiredException", "Password reset required for the user"),
  tempPasswordExpired: () =>
    new CognitoError("NotAuthorizedException", "Temporary password has expired and must be reset by an administrator."),
  sessionExpired: () => new CognitoError("NotAuthorizedException", "Invalid session for the user, session is expired."),
  sessionInvalid: () => new CognitoError("NotAuthorizedException", "Invalid session for the user."),
  sessionUsed: () =>
    new CognitoError("NotAuthorizedException", "Invalid session for the user, session can only be used once."),
  codeMismatch: () =>
    new CognitoError("CodeMismatchException", "Invalid verification code provided, please try again."),
  mfaCodeMismatch: () => new CognitoError("CodeMismatchException", "Invalid code received for user"),
  codeExpired: () => new CognitoError("ExpiredCodeException", "Invalid code provided, please request a code again."),
  totpReused: () => new CognitoError("ExpiredCodeException", "Your software token has already been used once."),
  attemptsExceeded: () =>
    new CognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time."),
  invalidPassword: (detail: string) =>
    new CognitoError("InvalidPasswordException", `Password did not conform with policy: ${detail}`),
  usernameExists: () => new CognitoError("UsernameExistsException", "User already exists"),
  accountExists: () => new CognitoError("UsernameExistsException", "User account already exists"),
  invalidAccessToken: () => new CognitoError("NotAuthorizedException", "Invalid Access Token"),
  accessTokenExpired: () => new CognitoError("NotAuthorizedException", "Access Token has expired"),
  accessTokenRevoked: () => new CognitoError("NotAuthorizedException", "Access Token has been revoked"),
  missingScope: () => new CognitoError("NotAuthorizedException", "Access Token does not have required scopes"),
  // With the period, as the service sends it (x-amzn-ErrorMessage in SDK debug logs).
  invalidRefreshToken: () => new CognitoError("NotAuthorizedException", "Invalid Refresh Token."),
  refreshTokenRevoked: () => new CognitoError("NotAuthorizedException", "Refresh Token has been revoked"),
  refreshTokenExpired: () => new CognitoError("NotAuthorizedException", "Refresh Token has expired"),
  // Cognito's wording for app clients with a secret (AWS troubleshooting guide; SDK issue reports).
  secretHashMissing: (clientId: string) =>
    new CognitoError(
      "NotAuthorizedException",
      `Client ${clientId} is configured with secret but SECRET_HASH was not received`,
    ),
  secretHashMismatch: (clientId: string) =>
    new CognitoError("NotAuthorizedException", `SecretHash does not match for the client: ${clientId}`),
  clientSecretMissing: (clientId: string) =>
    new CognitoError(
      "NotAuthorizedException",
      `Client ${clientId} is configured with secret but ClientSecret was not received`,
    ),
  clientSecretMismatch: (clientId: string) =>
    new CognitoError("NotAuthorizedException", `ClientSecret does not match for the client: ${clientId}`),
  missingAuthToken: () => new CognitoError("MissingAuthenticationTokenException", "Missing Authentication Token"),
  internal: (message = "An internal error occurred in the emulator.") =>
    new CognitoError("InternalErrorException", message, 500),
};
