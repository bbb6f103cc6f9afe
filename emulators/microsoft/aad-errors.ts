/**
 * The identity platform's error answers as Microsoft sends them: token endpoint errors as JSON with an AADSTS
 * code, error_codes, timestamp, trace and correlation ids; authorize errors as a redirect (error,
 * error_description, state) or, when the client or redirect URI cannot be trusted, an error page.
 */
import { randomUUID } from "node:crypto";
import { errorPage, html, json, redirect, type HttpResponse } from "../kit";
import { withQuery } from "../kit/oauth";

/** "2024-05-01 09:30:12Z", the timestamp format of Azure AD error bodies. */
function aadTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")}Z`;
}

export interface AadError {
  error: string;
  code: number;
  message: string;
  status?: number;
  /** What the user must do (MSAL reads it: basic_action, consent_required, ...). */
  suberror?: string;
}

export function tokenError(e: AadError, ctx: { now: () => number; publicUrl: string }): HttpResponse {
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = aadTimestamp(ctx.now());
  return json(
    e.status ?? (e.error === "invalid_client" ? 401 : 400),
    {
      error: e.error,
      error_description: `AADSTS${e.code}: ${e.message} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [e.code],
      ...(e.suberror ? { suberror: e.suberror } : {}),
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `${ctx.publicUrl}/error?code=${e.code}`,
    },
    { Pragma: "no-cache" },
  );
}

export function authorizeErrorRedirect(redirectUri: string, e: AadError, state: string | undefined): HttpResponse {
  return redirect(
    withQuery(redirectUri, { error: e.error, error_description: `AADSTS${e.code}: ${e.message}`, state }),
  );
}

export function authorizeErrorPage(e: AadError): HttpResponse {
  return html(e.status ?? 400, errorPage(e.error, `AADSTS${e.code}: ${e.message}`));
}

/** The messages Microsoft uses, by situation. */
export const AAD = {
  missingParameter: (name: string): AadError => ({
    error: "invalid_request",
    code: 900144,
    message: `The request body must contain the following parameter: '${name}'.`,
  }),
  unknownClient: (clientId: string, tenant: string): AadError => ({
    error: "unauthorized_client",
    code: 700016,
    message: `Application with identifier '${clientId}' was not found in the directory '${tenant}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant.`,
  }),
  missingSecret: (): AadError => ({
    error: "invalid_client",
    code: 7000218,
    message: "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
  }),
  badSecret: (clientId: string): AadError => ({
    error: "invalid_client",
    code: 7000215,
    message: `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
  }),
  redirectMismatch: (uri: string, clientId: string): AadError => ({
    error: "invalid_request",
    code: 50011,
    message: `The redirect URI '${uri}' specified in the request does not match the redirect URIs configured for the application '${clientId}'.`,
  }),
  redirectMismatchAtToken: (): AadError => ({
    error: "invalid_grant",
    code: 50011,
    message:
      "The redirect URI specified in the request does not match the redirect URI used to obtain the authorization code.",
  }),
  unsupportedResponseType: (type: string): AadError => ({
    error: "unsupported_response_type",
    code: 70002,
    message: `The response_type '${type}' is not supported by this stand-in; use response_type=code.`,
  }),
  unsupportedResponseMode: (mode: string): AadError => ({
    error: "invalid_request",
    code: 900144,
    message: `The response_mode '${mode}' is not supported by this stand-in; use response_mode=query.`,
  }),
  invalidScope: (scope: string): AadError => ({
    error: "invalid_scope",
    code: 70011,
    message: `The provided value for the input parameter 'scope' is not valid. The scope '${scope}' is not valid.`,
  }),
  pkceRequired: (): AadError => ({
    error: "invalid_request",
    code: 9002325,
    message: "Proof Key for Code Exchange is required for cross-origin authorization code redemption.",
  }),
  pkceMethod: (): AadError => ({
    error: "invalid_request",
    code: 501471,
    message: "The code_challenge_method must be S256.",
  }),
  pkceSize: (): AadError => ({
    error: "invalid_request",
    code: 501491,
    message: "Invalid size of Code_Challenge parameter.",
  }),
  declined: (): AadError => ({
    error: "access_denied",
    code: 65004,
    message: "User declined to consent to access the app.",
  }),
  badCode: (): AadError => ({
    error: "invalid_grant",
    code: 70000,
    message: "The provided value for the 'code' parameter is not valid.",
  }),
  codeRedeemed: (): AadError => ({
    error: "invalid_grant",
    code: 54005,
    message:
      "OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.",
  }),
  codeExpired: (): AadError => ({
    error: "invalid_grant",
    code: 70008,
    message:
      "The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.",
  }),
  verifierMissing: (): AadError => ({
    error: "invalid_grant",
    code: 50148,
    message: "The code_verifier does not match the code_challenge supplied in the authorization request for PKCE.",
  }),
  verifierMismatch: (): AadError => ({
    error: "invalid_grant",
    code: 501481,
    message: "The Code_Verifier does not match the code_challenge supplied in the authorization request.",
  }),
  badRefreshToken: (): AadError => ({
    error: "invalid_grant",
    code: 9002313,
    message: "Invalid request. Request is malformed or invalid.",
  }),
  refreshRevoked: (issuedAt: number, revokedAt: number): AadError => ({
    error: "invalid_grant",
    code: 50173,
    message: `The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might have changed or reset their password. The grant was issued on '${new Date(issuedAt).toISOString()}' and the TokensValidFrom date (before which tokens are not valid) for this user is '${new Date(revokedAt).toISOString()}'.`,
  }),
  /** After a conditional-access change: the user must pass multi-factor authentication. */
  interactionRequired: (): AadError => ({
    error: "interaction_required",
    code: 50076,
    message:
      "Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access '00000003-0000-0000-c000-000000000000'.",
  }),
  /** Consent withdrawn (or never given) for the grant's scopes. */
  consentRequired: (clientId: string): AadError => ({
    error: "invalid_grant",
    suberror: "consent_required",
    code: 65001,
    message: `The user or administrator has not consented to use the application with ID '${clientId}'. Send an interactive authorization request for this user and resource.`,
  }),
  /** The user's session ended (signed out everywhere, password reset): sign in again. */
  loginRequired: (): AadError => ({
    error: "login_required",
    code: 50058,
    message: "A silent sign-in request was sent but no user is signed in. The user must sign in again.",
  }),
  refreshExpired: (issuedAt: number): AadError => ({
    error: "invalid_grant",
    code: 700082,
    message: `The refresh token has expired due to inactivity. The token was issued on ${new Date(issuedAt).toISOString()} and was inactive for 90.00:00:00.`,
  }),
  scopeNotGranted: (clientId: string): AadError => ({
    error: "invalid_grant",
    code: 65001,
    message: `The user or administrator has not consented to use the application with ID '${clientId}'. Send an interactive authorization request for this user and resource.`,
  }),
  unsupportedGrant: (grant: string): AadError => ({
    error: "unsupported_grant_type",
    code: 70003,
    message: `The app requested an unsupported grant type '${grant}'.`,
  }),
  wrongContentType: (): AadError => ({
    error: "invalid_request",
    code: 900144,
    message: "The request body must contain the following parameter: 'grant_type'.",
  }),
};
