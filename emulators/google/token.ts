/**
 * POST /token (oauth2.googleapis.com): authorization_code (one-time code, PKCE, same redirect URI; a refresh token
 * only for an offline grant) and refresh_token (no new refresh token: Google's do not rotate). Client
 * authentication by client_secret_post or HTTP Basic. Errors as Google sends them.
 */
import { formBody, json, type HttpRequest, type HttpResponse } from "../kit";
import { checkClient, clientCredentials, type CodeFailure, type IssuedTokens } from "../kit/oauth";
import type { GoogleContext } from "./context";
import { oauthError } from "./errors";
import { EMAIL_SCOPE, PROFILE_SCOPE } from "./scopes";
import { TESTING_APP_REFRESH_MS } from "./testing-app";

const CODE_FAILURES: Record<CodeFailure, [string, string]> = {
  unknown: ["invalid_grant", "Malformed auth code."],
  used: ["invalid_grant", "Bad Request"],
  expired: ["invalid_grant", "Bad Request"],
  client_mismatch: ["invalid_grant", "Bad Request"],
  redirect_mismatch: ["redirect_uri_mismatch", "Bad Request"],
  verifier_missing: ["invalid_grant", "Missing code verifier."],
  verifier_mismatch: ["invalid_grant", "Invalid code verifier."],
};

function idToken(ctx: GoogleContext, issued: IssuedTokens, nonce?: string): string | undefined {
  const { grant } = issued;
  if (!grant.scopes.includes("openid")) return undefined;
  const account = ctx.accounts.find((a) => a.id === grant.accountId);
  const iat = Math.floor(ctx.now() / 1000);
  const [given, ...family] = (account?.name ?? "").split(" ");
  return ctx.signer.sign({
    iss: ctx.publicUrl,
    azp: grant.clientId,
    aud: grant.clientId,
    sub: grant.accountId,
    ...(account && grant.scopes.includes(EMAIL_SCOPE) ? { email: account.email, email_verified: true } : {}),
    ...(account && grant.scopes.includes(PROFILE_SCOPE)
      ? { name: account.name, given_name: given, family_name: family.join(" ") }
      : {}),
    ...(nonce ? { nonce } : {}),
    iat,
    exp: iat + 3600,
  });
}

function tokenResponse(ctx: GoogleContext, issued: IssuedTokens, nonce?: string): HttpResponse {
  const body: Record<string, unknown> = { access_token: issued.accessToken, expires_in: issued.expiresIn };
  if (issued.refreshToken) body.refresh_token = issued.refreshToken;
  body.scope = issued.grant.scopes.join(" ");
  body.token_type = "Bearer";
  const id = idToken(ctx, issued, nonce);
  if (id) body.id_token = id;
  return json(200, body, { Pragma: "no-cache" });
}

export async function tokenEndpoint(ctx: GoogleContext, req: HttpRequest): Promise<HttpResponse> {
  if (
    !String(req.headers["content-type"] ?? "")
      .toLowerCase()
      .startsWith("application/x-www-form-urlencoded")
  )
    return oauthError(400, "invalid_request", "Content-Type must be application/x-www-form-urlencoded.");
  const form = formBody(req);
  const creds = clientCredentials(req, form);
  switch (checkClient(creds, ctx.client)) {
    case "missing_client":
      return oauthError(400, "invalid_request", "Could not determine client ID from request.");
    case "unknown_client":
      return oauthError(401, "invalid_client", "The OAuth client was not found.");
    case "missing_secret":
    case "bad_secret":
      return oauthError(401, "invalid_client", "Unauthorized");
    case "ok":
      break;
  }
  const clientId = ctx.client.clientId;
  const grantType = form.get("grant_type") ?? "";
  if (grantType === "authorization_code") {
    const code = form.get("code");
    if (!code) return oauthError(400, "invalid_request", "Missing required parameter: code");
    const redeemed = ctx.codes.redeem(code, {
      clientId,
      redirectUri: form.get("redirect_uri"),
      verifier: form.get("code_verifier"),
    });
    if (!redeemed.ok) {
      const [error, description] = CODE_FAILURES[redeemed.reason];
      return oauthError(400, error, description);
    }
    const { request } = redeemed;
    const account = ctx.accounts.find((a) => a.id === request.accountId);
    const issued = await ctx.grants.create({
      accountId: request.accountId,
      clientId,
      scopes: request.scopes,
      offline: request.offline,
      ...(account?.testingApp ? { refreshLifetimeMs: TESTING_APP_REFRESH_MS } : {}),
    });
    return tokenResponse(ctx, issued, request.nonce);
  }
  if (grantType === "refresh_token") {
    const token = form.get("refresh_token");
    if (!token) return oauthError(400, "invalid_request", "Missing required parameter: refresh_token");
    const result = await ctx.grants.refresh(token, clientId, { rotate: false });
    if (result.ok) return tokenResponse(ctx, result);
    if (result.reason === "client_mismatch") return oauthError(401, "unauthorized_client", "Unauthorized");
    if (result.reason === "unknown") return oauthError(400, "invalid_grant", "Bad Request");
    return oauthError(400, "invalid_grant", "Token has been expired or revoked.");
  }
  return oauthError(400, "unsupported_grant_type", `Invalid grant_type: ${grantType}`);
}
