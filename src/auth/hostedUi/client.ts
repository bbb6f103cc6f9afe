/**
 * Our client for Cognito's hosted UI (no Amplify): the OAuth 2.0 authorization-code flow with PKCE (RFC 7636,
 * S256). The `state` and the verifier live in sessionStorage, so a callback only completes in the tab that
 * started it, once, within ten minutes. The tokens are then written where amazon-cognito-identity-js 6.x looks
 * for a signed-in user, so the rest of the site sees a hosted-UI sign-in like any other.
 * Browser objects (storage, fetch, crypto, location) are injected, so tests need no globals.
 */
import { safeRedirectPath } from "../safeRedirect";
import { cognitoStorageKeys, decodeJwtClaims } from "../../../core/auth/jwtClaims";
import { OAUTH_SCOPES } from "../../../core/cognito/oauthScopes";

/**
 * Cognito's `identity_provider`: the user pool's own sign-in page, Google, or another provider configured on the
 * app client (LoginWithAmazon, SignInWithApple, Facebook, see socialProviders.ts), hence open to any name.
 */
export type HostedUiProvider = "Google" | "COGNITO" | (string & Record<never, never>);

export interface HostedUiTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token is valid for, from the token endpoint. */
  expiresIn: number;
}

export interface HostedUiOptions {
  /** The hosted UI's base URL without a trailing slash, e.g. http://localhost:9229 or https://auth.example.com. */
  domain: string;
  clientId: string;
  /** The site's /login/ URL, one of the app client's callback URLs. */
  redirectUri: string;
  /** One of the app client's sign-out URLs. */
  logoutUri: string;
  /** sessionStorage: binds the pending sign-in to the tab. */
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  fetch: typeof fetch;
  /** For getRandomValues and subtle.digest. */
  crypto: Crypto;
  /** window.location.assign */
  assign: (url: string) => void;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

export interface HostedUiClient {
  signIn(provider: HostedUiProvider, from: string): Promise<void>;
  handleCallback(search: string): Promise<{ tokens: HostedUiTokens; from: string }>;
  /** Writes the tokens for amazon-cognito-identity-js; returns the username they were stored under. */
  storeSession(
    tokens: HostedUiTokens,
    storage: { setItem(key: string, value: string): void },
    clockDrift?: number,
  ): string;
  logoutUrl(): string;
}

export type HostedUiErrorCode =
  | "access_denied"
  | "authorization_error"
  | "missing_state"
  | "unknown_state"
  | "foreign_state"
  | "stale_state"
  | "missing_code"
  | "invalid_grant"
  | "token_refused"
  | "network_error"
  | "bad_token_response";

/** A failed hosted-UI sign-in: `message` is for the person signing in, `code` for code and logs. */
export class HostedUiError extends Error {
  override readonly name = "HostedUiError";
  constructor(
    readonly code: HostedUiErrorCode,
    message: string,
    /** The OAuth `error` the hosted UI or token endpoint sent, when there was one. */
    readonly oauthError?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const PENDING_SIGN_IN_KEY = "northwind.auth.hostedUi.pending";
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;
export const HOSTED_UI_SCOPES = OAUTH_SCOPES.join(" ");

const SIGN_IN_AGAIN = "Please sign in again.";
/** What the person signing in reads for each refusal that has no provider text in it. */
const MESSAGES = {
  missing_state: `The sign-in response is incomplete (it has no state), so it was not accepted. ${SIGN_IN_AGAIN}`,
  unknown_state: `This sign-in was not started in this browser tab, or it was already completed, so it was not accepted. ${SIGN_IN_AGAIN}`,
  foreign_state: `This sign-in response does not match the sign-in started in this browser tab, so it was not accepted. ${SIGN_IN_AGAIN}`,
  stale_state: `The sign-in was started more than 10 minutes ago and has expired. ${SIGN_IN_AGAIN}`,
  missing_code: `The sign-in response has no authorization code. ${SIGN_IN_AGAIN}`,
  invalid_grant: `This sign-in has already been used or has expired. ${SIGN_IN_AGAIN}`,
  network_error:
    "The sign-in service could not be reached, so the sign-in was not completed. Check your connection and sign in again.",
  bad_token_response:
    "The sign-in service sent an answer we could not use, so the sign-in was not completed. Please try again.",
} as const;
const BAD_TOKEN_RESPONSE = MESSAGES.bad_token_response;

interface PendingSignIn {
  state: string;
  verifier: string;
  from: string;
  createdAt: number;
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function randomBase64url(crypto: Crypto, byteLength: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** The S256 code challenge of a verifier (the verifier is base64url, so ASCII: no TextEncoder needed). */
export async function pkceChallenge(crypto: Crypto, verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    Uint8Array.from(verifier, (c) => c.charCodeAt(0)),
  );
  return base64url(new Uint8Array(digest));
}

/**
 * A JWT's claims, without checking the signature: the tokens come straight from the token endpoint over TLS,
 * and we only read the username to file them under. Anything that grants access verifies them elsewhere.
 */
export const decodeJwtPayload = decodeJwtClaims;

export { cognitoStorageKeys };

/**
 * Files the tokens as CognitoUser.cacheTokens would, so `pool.getCurrentUser()` and `getSession()` find the user.
 * The username is the access token's `username` claim (the id token's `cognito:username` as a fallback).
 */
export function storeHostedUiSession(
  clientId: string,
  tokens: HostedUiTokens,
  storage: { setItem(key: string, value: string): void },
  clockDrift = 0,
): string {
  let username: unknown;
  try {
    username = decodeJwtPayload(tokens.accessToken).username ?? decodeJwtPayload(tokens.idToken)["cognito:username"];
  } catch (error) {
    throw new HostedUiError("bad_token_response", BAD_TOKEN_RESPONSE, undefined, { cause: error });
  }
  if (typeof username !== "string" || username === "")
    throw new HostedUiError("bad_token_response", BAD_TOKEN_RESPONSE);
  const keys = cognitoStorageKeys(clientId, username);
  storage.setItem(keys.idToken, tokens.idToken);
  storage.setItem(keys.accessToken, tokens.accessToken);
  storage.setItem(keys.refreshToken, tokens.refreshToken);
  storage.setItem(keys.clockDrift, String(clockDrift));
  storage.setItem(keys.lastAuthUser, username);
  return username;
}

/** Drops a final full stop, so a provider's sentence can sit inside ours. */
const clause = (text: string) => text.trim().replace(/\.+$/, "");

function authorizationError(error: string, description: string | null): HostedUiError {
  if (error === "access_denied") {
    const detail = description ? ` (${clause(description)})` : "";
    const message = `The sign-in was canceled or access was denied${detail}. Please try again.`;
    return new HostedUiError("access_denied", message, error);
  }
  const detail = description ? `: ${clause(description)}` : ` (${error})`;
  const message = `The sign-in service could not sign you in${detail}. Please try again.`;
  return new HostedUiError("authorization_error", message, error);
}

function readPending(raw: string | null): PendingSignIn | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingSignIn> | null;
    if (!p || typeof p.state !== "string" || typeof p.verifier !== "string" || typeof p.createdAt !== "number")
      return null;
    return { state: p.state, verifier: p.verifier, from: safeRedirectPath(p.from), createdAt: p.createdAt };
  } catch {
    return null;
  }
}

async function tokenRefusal(response: Response): Promise<HostedUiError> {
  let body: { error?: unknown; error_description?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  const error = typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
  if (error === "invalid_grant") return new HostedUiError("invalid_grant", MESSAGES.invalid_grant, error);
  const description = typeof body.error_description === "string" ? body.error_description : "";
  const detail = description ? `: ${clause(description)}` : ` (${error})`;
  const message = `The sign-in service refused to complete the sign-in${detail}. ${SIGN_IN_AGAIN}`;
  return new HostedUiError("token_refused", message, error);
}

function tokensOf(body: unknown): HostedUiTokens | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const { id_token: idToken, access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = b;
  if (typeof idToken !== "string" || typeof accessToken !== "string" || typeof refreshToken !== "string") return null;
  if (!idToken || !accessToken || !refreshToken) return null;
  const seconds = typeof expiresIn === "number" ? expiresIn : Number(expiresIn) || 0;
  return { idToken, accessToken, refreshToken, expiresIn: seconds };
}

/**
 * The page's client: the tab's sessionStorage, this window's fetch and crypto, and /login/ as both return
 * addresses.
 */
export function hostedUiClientFor(
  win: Window,
  settings: { domain: string; clientId: string },
  storage: HostedUiOptions["storage"],
): HostedUiClient {
  const login = `${win.location.origin}/login/`;
  return createHostedUiClient({
    ...settings,
    redirectUri: login,
    logoutUri: login,
    storage,
    fetch: win.fetch.bind(win),
    crypto: win.crypto,
    assign: (url) => win.location.assign(url),
  });
}

export function createHostedUiClient(options: HostedUiOptions): HostedUiClient {
  const { domain, clientId, redirectUri, logoutUri, storage, crypto, assign } = options;
  const now = options.now ?? Date.now;
  // Called as a plain function, not as `options.fetch(...)`: a browser's fetch refuses to run with another `this`.
  const { fetch: fetchImpl } = options;
  const fetchFn: typeof fetch = (input, init) => fetchImpl(input, init);
  const query = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join("&");

  async function redeem(code: string, verifier: string): Promise<HostedUiTokens> {
    let response: Response;
    try {
      response = await fetchFn(`${domain}/oauth2/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          client_id: clientId,
          redirect_uri: redirectUri,
          code,
          code_verifier: verifier,
        }).toString(),
      });
    } catch (error) {
      throw new HostedUiError("network_error", MESSAGES.network_error, undefined, { cause: error });
    }
    if (!response.ok) throw await tokenRefusal(response);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new HostedUiError("bad_token_response", BAD_TOKEN_RESPONSE, undefined, { cause: error });
    }
    const tokens = tokensOf(body);
    if (!tokens) throw new HostedUiError("bad_token_response", BAD_TOKEN_RESPONSE);
    return tokens;
  }

  return {
    async signIn(provider, from) {
      const verifier = randomBase64url(crypto, 32);
      const state = randomBase64url(crypto, 32);
      const challenge = await pkceChallenge(crypto, verifier);
      const pending: PendingSignIn = { state, verifier, from: safeRedirectPath(from), createdAt: now() };
      storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
      assign(
        `${domain}/oauth2/authorize?${query({
          response_type: "code",
          client_id: clientId,
          redirect_uri: redirectUri,
          scope: HOSTED_UI_SCOPES,
          state,
          code_challenge: challenge,
          code_challenge_method: "S256",
          identity_provider: provider,
        })}`,
      );
    },

    async handleCallback(search) {
      const params = new URLSearchParams(search);
      // Single use: whatever this callback turns out to be, the pending sign-in is spent.
      const pending = readPending(storage.getItem(PENDING_SIGN_IN_KEY));
      storage.removeItem(PENDING_SIGN_IN_KEY);

      // The state is checked before anything else in the URL is believed, error_description included: a crafted
      // link must not put its own words in our error message.
      const state = params.get("state");
      if (!state) throw new HostedUiError("missing_state", MESSAGES.missing_state);
      if (!pending) throw new HostedUiError("unknown_state", MESSAGES.unknown_state);
      if (pending.state !== state) throw new HostedUiError("foreign_state", MESSAGES.foreign_state);
      if (Math.abs(now() - pending.createdAt) > PENDING_SIGN_IN_TTL_MS) {
        throw new HostedUiError("stale_state", MESSAGES.stale_state);
      }

      const error = params.get("error");
      if (error) throw authorizationError(error, params.get("error_description"));
      const code = params.get("code");
      if (!code) throw new HostedUiError("missing_code", MESSAGES.missing_code);

      return { tokens: await redeem(code, pending.verifier), from: pending.from };
    },

    storeSession(tokens, target, clockDrift = 0) {
      return storeHostedUiSession(clientId, tokens, target, clockDrift);
    },

    logoutUrl() {
      return `${domain}/logout?${query({ client_id: clientId, logout_uri: logoutUri })}`;
    },
  };
}
