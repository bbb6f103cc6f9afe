/**
 * The /oauth2/authorize parameters, validated the way Cognito does: problems with the client or
 * the redirect URI are shown on an error page (never redirected to an unverified URI); other
 * problems are redirected back to the app as `?error=...&state=...`.
 */
import type { CognitoEmulatorConfig } from "../config";

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseType: "code";
  scopes: string[];
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: "S256";
  identityProvider?: "COGNITO" | "Google";
  nonce?: string;
  prompt?: string;
}

export type AuthorizeValidation =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; kind: "page"; error: string; description: string }
  | { ok: false; kind: "redirect"; location: string };

const MAX_PARAM = 2048;

export function errorRedirect(redirectUri: string, error: string, description: string, state?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set("error", error);
  url.searchParams.set("error_description", description);
  if (state !== undefined) url.searchParams.set("state", state);
  return url.toString();
}

/** Takes the configuration, not the context: the context holds the OAuth state, which holds these requests. */
export function validateAuthorize(config: CognitoEmulatorConfig, params: URLSearchParams): AuthorizeValidation {
  for (const [, v] of params) {
    if (v.length > MAX_PARAM)
      return { ok: false, kind: "page", error: "invalid_request", description: "A parameter is too long." };
  }
  const clientId = params.get("client_id") ?? "";
  if (!clientId) return { ok: false, kind: "page", error: "invalid_request", description: "client_id is required." };
  if (clientId !== config.clientId)
    return { ok: false, kind: "page", error: "invalid_client", description: "Client does not exist." };
  const redirectUri = params.get("redirect_uri") ?? "";
  if (!redirectUri)
    return { ok: false, kind: "page", error: "invalid_request", description: "redirect_uri is required." };
  if (!config.callbackUrls.includes(redirectUri)) {
    return {
      ok: false,
      kind: "page",
      error: "redirect_mismatch",
      description: "redirect_uri is not one of the app client's callback URLs.",
    };
  }
  const state = params.get("state") ?? undefined;
  const fail = (error: string, description: string): AuthorizeValidation => ({
    ok: false,
    kind: "redirect",
    location: errorRedirect(redirectUri, error, description, state),
  });
  const responseType = params.get("response_type");
  if (responseType !== "code") {
    return responseType === "token"
      ? fail("unauthorized_client", "The implicit grant is not enabled for this client.")
      : fail("unsupported_response_type", "response_type must be code.");
  }
  const requested = (params.get("scope") ?? "").split(/[\s+]+/).filter(Boolean);
  const scopes = requested.length ? [...new Set(requested)] : [...config.oauthScopes];
  for (const s of scopes)
    if (!config.oauthScopes.includes(s)) return fail("invalid_scope", `Scope ${s} is not allowed for this client.`);
  const codeChallenge = params.get("code_challenge") ?? undefined;
  const method = params.get("code_challenge_method") ?? undefined;
  if (method !== undefined && method !== "S256") return fail("invalid_request", "code_challenge_method must be S256.");
  if (codeChallenge !== undefined && method !== "S256")
    return fail("invalid_request", "code_challenge_method=S256 is required with code_challenge.");
  if (method !== undefined && !codeChallenge)
    return fail("invalid_request", "code_challenge is required with code_challenge_method.");
  if (codeChallenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
    return fail("invalid_request", "code_challenge must be a base64url SHA-256 digest (43 characters).");
  }
  const idp = params.get("identity_provider") ?? undefined;
  if (idp !== undefined && idp !== "COGNITO" && idp !== "Google")
    return fail("invalid_request", `Identity provider ${idp} is not supported.`);
  if (idp && !config.identityProviders.includes(idp))
    return fail("invalid_request", `Identity provider ${idp} is not enabled for this client.`);
  const request: AuthorizeRequest = { clientId, redirectUri, responseType: "code", scopes };
  if (state !== undefined) request.state = state;
  if (codeChallenge) {
    request.codeChallenge = codeChallenge;
    request.codeChallengeMethod = "S256";
  }
  if (idp === "COGNITO" || idp === "Google") request.identityProvider = idp;
  const nonce = params.get("nonce");
  if (nonce) request.nonce = nonce;
  const prompt = params.get("prompt");
  if (prompt) request.prompt = prompt;
  return { ok: true, request };
}

/** The request as query parameters again (for the login form's hidden fields and links). */
export function authorizeParams(
  request: AuthorizeRequest,
  overrides: Record<string, string | undefined> = {},
): URLSearchParams {
  const p = new URLSearchParams();
  p.set("client_id", request.clientId);
  p.set("response_type", request.responseType);
  p.set("redirect_uri", request.redirectUri);
  p.set("scope", request.scopes.join(" "));
  if (request.state !== undefined) p.set("state", request.state);
  if (request.codeChallenge) {
    p.set("code_challenge", request.codeChallenge);
    p.set("code_challenge_method", "S256");
  }
  if (request.identityProvider) p.set("identity_provider", request.identityProvider);
  if (request.nonce) p.set("nonce", request.nonce);
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) p.delete(k);
    else p.set(k, v);
  }
  return p;
}

/** Form fields named like the query (hosted pages post them back). */
export function requestFromForm(form: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of [
    "client_id",
    "response_type",
    "redirect_uri",
    "scope",
    "state",
    "code_challenge",
    "code_challenge_method",
    "identity_provider",
    "nonce",
  ]) {
    const v = form.get(key);
    if (v !== null) p.set(key, v);
  }
  return p;
}
