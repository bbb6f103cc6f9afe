/** POST /oauth2/token, POST /oauth2/revoke, GET|POST /oauth2/userInfo. */
import { createHash } from "node:crypto";
import { oauthClientAuthenticated } from "../client-secret";
import type { Context } from "../context";
import { CognitoError } from "../errors";
import { formBody, json, type HttpRequest, type HttpResponse } from "../../kit";
import {
  ADMIN_SCOPE,
  authenticateAccessToken,
  findFamilyByRefreshToken,
  issueTokens,
  refreshTokens,
  revokeFamily,
} from "../token-service";
import { verifyJwtSignature } from "../tokens";
import { findUser } from "../users";
import { pruneOAuth } from "./oauth-state";

const oauthError = (error: string, description?: string, status = 400): HttpResponse =>
  json(status, description ? { error, error_description: description } : { error }, { Pragma: "no-cache" });

/**
 * client_id from the form or from HTTP Basic auth (public client: empty secret), and whether the client
 * authenticated when it has a secret (client_secret_basic or client_secret_post).
 */
function clientOf(ctx: Context, req: HttpRequest, form: URLSearchParams): string | null {
  const auth = String(req.headers.authorization ?? "");
  let id: string | null = form.get("client_id");
  let basicSecret: string | null = null;
  if (auth.toLowerCase().startsWith("basic ")) {
    const decoded = Buffer.from(auth.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    id = decodeURIComponent(colon < 0 ? decoded : decoded.slice(0, colon)) || null;
    basicSecret = colon < 0 ? null : decodeURIComponent(decoded.slice(colon + 1));
  }
  if (id && !oauthClientAuthenticated(ctx, basicSecret, form.get("client_secret"))) return null;
  return id;
}

function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export function tokenEndpoint(ctx: Context, req: HttpRequest): HttpResponse {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded"))
    return oauthError("invalid_request", "Content-Type must be application/x-www-form-urlencoded.");
  const form = formBody(req);
  const clientId = clientOf(ctx, req, form);
  if (!clientId || clientId !== ctx.config.clientId) return oauthError("invalid_client");
  const grant = form.get("grant_type");
  if (grant === "authorization_code") {
    pruneOAuth(ctx.oauth, ctx.now());
    const code = form.get("code") ?? "";
    const record = ctx.oauth.codes.get(code);
    if (!record) return oauthError("invalid_grant");
    // Single use: any redemption attempt burns the code.
    ctx.oauth.codes.delete(code);
    ctx.oauth.usedCodes.set(code, record.expiresAt);
    if (record.expiresAt <= ctx.now() || record.clientId !== clientId) return oauthError("invalid_grant");
    if (form.get("redirect_uri") !== record.redirectUri)
      return oauthError("invalid_grant", "redirect_uri does not match the authorization request.");
    if (record.codeChallenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || s256(verifier) !== record.codeChallenge)
        return oauthError("invalid_grant", "PKCE verification failed.");
    }
    const user = findUser(ctx, record.username);
    if (!user || !user.enabled) return oauthError("invalid_grant");
    const tokens = issueTokens(ctx, user, {
      clientId,
      authTime: record.authTime,
      scopes: record.scopes,
      idToken: record.scopes.includes("openid"),
      ...(record.provider ? { provider: record.provider } : {}),
      ...(record.nonce ? { nonce: record.nonce } : {}),
    });
    const body: Record<string, unknown> = {
      access_token: tokens.AccessToken,
      refresh_token: tokens.RefreshToken,
      expires_in: tokens.ExpiresIn,
      token_type: "Bearer",
    };
    if (tokens.IdToken) body.id_token = tokens.IdToken;
    return json(200, body, { Pragma: "no-cache" });
  }
  if (grant === "refresh_token") {
    try {
      const { result } = refreshTokens(ctx, form.get("refresh_token") ?? "", clientId);
      const body: Record<string, unknown> = {
        access_token: result.AccessToken,
        expires_in: result.ExpiresIn,
        token_type: "Bearer",
      };
      if (result.IdToken) body.id_token = result.IdToken;
      return json(200, body, { Pragma: "no-cache" });
    } catch (err) {
      if (err instanceof CognitoError && err.status < 500) return oauthError("invalid_grant");
      throw err;
    }
  }
  if (grant === "client_credentials") return oauthError("unauthorized_client");
  return oauthError(grant ? "unsupported_grant_type" : "invalid_request");
}

export function revokeEndpoint(ctx: Context, req: HttpRequest): HttpResponse {
  const form = formBody(req);
  const clientId = clientOf(ctx, req, form);
  const token = form.get("token");
  if (!token) return oauthError("invalid_request");
  if (!clientId || clientId !== ctx.config.clientId) return oauthError("invalid_client", undefined, 401);
  if (verifyJwtSignature(token, ctx.key)) return oauthError("unsupported_token_type");
  const family = findFamilyByRefreshToken(ctx, token);
  if (family) {
    if (family.clientId !== clientId) return oauthError("invalid_client", undefined, 401);
    revokeFamily(family);
  }
  return { status: 200, headers: { "Cache-Control": "no-store" }, body: "" };
}

export function userInfoEndpoint(ctx: Context, req: HttpRequest): HttpResponse {
  const auth = String(req.headers.authorization ?? "");
  const m = /^Bearer\s+(\S+)$/i.exec(auth);
  const challenge = (error: string, description: string) =>
    json(
      401,
      { error, error_description: description },
      { "WWW-Authenticate": `Bearer error="${error}", error_description="${description}"` },
    );
  if (!m) return challenge("invalid_request", "Missing Bearer access token");
  try {
    const { user, claims } = authenticateAccessToken(ctx, m[1], null);
    const scopes = typeof claims.scope === "string" ? claims.scope.split(" ") : [];
    if (!scopes.includes("openid") && !scopes.includes(ADMIN_SCOPE))
      return challenge("insufficient_scope", "Access token does not have the openid scope");
    const info: Record<string, string> = { sub: user.sub };
    for (const [k, v] of Object.entries(user.attributes)) if (k !== "sub") info[k] = v;
    info.username = user.username;
    return json(200, info);
  } catch (err) {
    if (err instanceof CognitoError && err.status < 500) return challenge("invalid_token", err.message);
    throw err;
  }
}
