/**
 * The OAuth 2.0 authorization-code flow (PKCE S256, client_secret_post) for both providers, on oauth4webapi.
 * Each provider describes its endpoints from settings; no discovery request is made (Microsoft's `common`
 * tenant has no single issuer to discover). Token-endpoint errors become ProviderError: `invalid_grant` (revoked
 * or expired grant, bad code) as its own kind so the caller can ask the user to reconnect.
 */
import * as oauth from "oauth4webapi";
import type { ProviderId } from "../../../core/calendar/model";
import { type OAuthGrant, ProviderError } from "../providers/provider";
import type { HttpDeps } from "../providers/http/deps";
import { fetchFailureReason } from "../providers/http/retry";
import { isLoopbackHttp, parseUrl } from "../providers/http/urls";

export interface AuthorizationServerDescription {
  /** Only a label here: ID tokens are not used (see withoutIdToken). */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
}

export interface CodeFlowConfig {
  provider: ProviderId;
  server: AuthorizationServerDescription;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** Provider-specific authorization parameters (prompt, access_type, ...). */
  authorizationParams?: Readonly<Record<string, string>>;
  /** Send `scope` with refresh requests (Microsoft's v2 endpoint documents it). */
  scopeOnRefresh?: boolean;
}

export interface CodeFlow {
  authorizationUrl(params: { state: string; codeChallenge: string; redirectUri: string }): URL;
  exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthGrant>;
  /** `refreshToken` of the result is undefined when the provider issued none: the caller keeps the previous one. */
  refresh(refreshToken: string): Promise<OAuthGrant>;
  /** Revokes a token; a token the server calls invalid is already revoked. */
  revoke(token: string): Promise<"revoked">;
}

/** Used when a token response has no expires_in (both providers send it; an hour is their usual lifetime). */
const DEFAULT_EXPIRES_IN_S = 3600;

const PROVIDER_NAMES: Record<ProviderId, string> = { microsoft: "Microsoft", google: "Google" };

/** fetch rejected (no answer): kept apart from oauth4webapi's own TypeErrors. */
class NoAnswer extends Error {}

/**
 * The token response without its ID token. Accounts are identified through the API (Graph /me, Google userinfo)
 * with the access token, so the ID token is never read; leaving it in would make oauth4webapi compare its `iss`
 * with one fixed issuer, which Microsoft's multi-tenant endpoints and Google's two spellings of its issuer defeat.
 */
async function withoutIdToken(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  let text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "id_token" in body) {
      const { id_token: _ignored, ...rest } = body as Record<string, unknown>;
      text = JSON.stringify(rest);
    }
  } catch {
    // Not JSON: oauth4webapi reports it.
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(text, { status: response.status, headers });
}

/**
 * Microsoft's ways of saying the user must sign in or consent again (MSAL's InteractionRequiredAuthError): the
 * `error` itself, or an `invalid_grant` whose `suberror` says why (an MFA or conditional-access change is
 * `basic_action` / `additional_action`).
 */
const INTERACTION_ERRORS = new Set(["interaction_required", "login_required", "consent_required"]);
const INTERACTION_SUBERRORS: Readonly<Record<string, string>> = {
  consent_required: "consent_required",
  bad_token: "login_required",
  basic_action: "interaction_required",
  additional_action: "interaction_required",
  message_only: "interaction_required",
  user_password_expired: "interaction_required",
};

function interactionReason(error: string, suberror: unknown): string | undefined {
  if (INTERACTION_ERRORS.has(error)) return error;
  return typeof suberror === "string" && Object.hasOwn(INTERACTION_SUBERRORS, suberror)
    ? INTERACTION_SUBERRORS[suberror]
    : undefined;
}

export function createCodeFlow(config: CodeFlowConfig, deps: HttpDeps): CodeFlow {
  const { provider, server } = config;
  const as: oauth.AuthorizationServer = {
    issuer: server.issuer,
    authorization_endpoint: server.authorizationEndpoint,
    token_endpoint: server.tokenEndpoint,
    revocation_endpoint: server.revocationEndpoint,
  };
  const client: oauth.Client = { client_id: config.clientId };
  const scope = config.scopes.join(" ");

  /** Transport options for one endpoint: our fetch, a timeout, and plain http only for the loopback stand-ins. */
  const optionsFor = (endpoint: string | undefined) => {
    const url = endpoint ? parseUrl(endpoint) : undefined;
    return {
      [oauth.customFetch]: async (input: string, init: oauth.CustomFetchOptions<"POST", URLSearchParams>) => {
        const timeout = AbortSignal.timeout(deps.retry.timeoutMs);
        try {
          return await deps.fetch(input, { ...init, signal: timeout });
        } catch (error) {
          const seconds = deps.retry.timeoutMs / 1000;
          throw new NoAnswer(
            timeout.aborted ? `no answer within ${seconds} s` : fetchFailureReason(error) || "no answer",
          );
        }
      },
      [oauth.allowInsecureRequests]: url !== undefined && isLoopbackHttp(url),
    };
  };

  const fail = (operation: ProviderError["operation"], error: unknown): ProviderError => {
    if (error instanceof ProviderError) return error;
    const label = `${PROVIDER_NAMES[provider]} ${operation === "revoke" ? "revocation" : "token"}`;
    if (error instanceof NoAnswer) {
      return new ProviderError(
        provider,
        operation,
        "network",
        `Could not reach the ${label} endpoint: ${error.message}.`,
      );
    }
    if (error instanceof oauth.ResponseBodyError) {
      const kind = error.error === "invalid_grant" ? "invalid_grant" : "provider_error";
      const detail = error.error_description ? `: ${error.error_description}` : "";
      const reason = interactionReason(error.error, error.cause.suberror) ?? error.error;
      return new ProviderError(provider, operation, kind, `${error.error}${detail}`, error.status, reason);
    }
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      return new ProviderError(
        provider,
        operation,
        "provider_error",
        `The ${label} endpoint refused the client.`,
        error.status,
      );
    }
    const status =
      error instanceof oauth.OperationProcessingError && error.cause instanceof Response
        ? error.cause.status
        : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError(provider, operation, "provider_error", `The ${label} request failed: ${message}`, status);
  };

  const toGrant = (response: oauth.TokenEndpointResponse): OAuthGrant => ({
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: deps.now() + (response.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000,
    scope: response.scope ?? scope,
  });

  return {
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(server.authorizationEndpoint);
      const params = {
        client_id: config.clientId,
        response_type: "code",
        redirect_uri: redirectUri,
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
        ...config.authorizationParams,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url;
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      try {
        // The callback handler has already matched `state` with the one it bound to the user and browser.
        const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code }), oauth.skipStateCheck);
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          oauth.ClientSecretPost(config.clientSecret),
          callback,
          redirectUri,
          codeVerifier,
          optionsFor(server.tokenEndpoint),
        );
        return toGrant(await oauth.processAuthorizationCodeResponse(as, client, await withoutIdToken(response)));
      } catch (error) {
        throw fail("token", error);
      }
    },

    async refresh(refreshToken) {
      try {
        const response = await oauth.refreshTokenGrantRequest(
          as,
          client,
          oauth.ClientSecretPost(config.clientSecret),
          refreshToken,
          { ...optionsFor(server.tokenEndpoint), additionalParameters: config.scopeOnRefresh ? { scope } : undefined },
        );
        return toGrant(await oauth.processRefreshTokenResponse(as, client, await withoutIdToken(response)));
      } catch (error) {
        throw fail("refresh", error);
      }
    },

    async revoke(token) {
      if (!server.revocationEndpoint) {
        throw new ProviderError(provider, "revoke", "provider_error", `${provider} has no revocation endpoint.`);
      }
      try {
        // Google's revoke endpoint takes the token alone, with no client authentication.
        const noClientAuth: oauth.ClientAuth = () => undefined;
        const response = await oauth.revocationRequest(
          as,
          client,
          noClientAuth,
          token,
          optionsFor(server.revocationEndpoint),
        );
        await oauth.processRevocationResponse(response);
        return "revoked";
      } catch (error) {
        // Google answers 400 invalid_token for a token that is already revoked or expired: the goal is met.
        if (error instanceof oauth.ResponseBodyError && error.error === "invalid_token") return "revoked";
        throw fail("revoke", error);
      }
    },
  };
}
