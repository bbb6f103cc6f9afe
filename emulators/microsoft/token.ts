/**
 * POST /{tenant}/oauth2/v2.0/token: authorization_code (one-time code, PKCE verifier, same redirect URI) and
 * refresh_token (rotating refresh tokens; earlier ones stay valid until the grant is revoked, as Microsoft does).
 * Client authentication by client_secret_post or HTTP Basic. Answers and errors in Microsoft's shapes.
 */
import { createHash } from "node:crypto";
import { formBody, json, type HttpRequest, type HttpResponse } from "../kit";
import { checkClient, clientCredentials, type CodeFailure, type IssuedTokens } from "../kit/oauth";
import { AAD, tokenError, type AadError } from "./aad-errors";
import { MICROSOFT_TENANT_ID } from "./accounts";
import type { MicrosoftContext } from "./context";
import { normalizeScopes, OIDC_SCOPES, responseScope } from "./scopes";

const CODE_FAILURES: Record<CodeFailure, () => AadError> = {
  unknown: AAD.badCode,
  used: AAD.codeRedeemed,
  expired: AAD.codeExpired,
  client_mismatch: AAD.badCode,
  redirect_mismatch: AAD.redirectMismatchAtToken,
  verifier_missing: AAD.verifierMissing,
  verifier_mismatch: AAD.verifierMismatch,
};

function idToken(ctx: MicrosoftContext, issued: IssuedTokens, nonce?: string): string | undefined {
  const { grant } = issued;
  if (!grant.scopes.includes("openid")) return undefined;
  const account = ctx.accounts.find((a) => a.id === grant.accountId);
  const iat = Math.floor(ctx.now() / 1000);
  // `sub` is pairwise (per app), `oid` is the user's object id, as in Microsoft's v2.0 id_tokens.
  const sub = createHash("sha256").update(`${grant.accountId}|${grant.clientId}`).digest("base64url").slice(0, 43);
  return ctx.signer.sign({
    ver: "2.0",
    iss: `${ctx.publicUrl}/${MICROSOFT_TENANT_ID}/v2.0`,
    sub,
    aud: grant.clientId,
    exp: iat + 3600,
    iat,
    nbf: iat,
    tid: MICROSOFT_TENANT_ID,
    oid: grant.accountId,
    ...(account && grant.scopes.includes("profile") ? { name: account.name, preferred_username: account.email } : {}),
    ...(account && grant.scopes.includes("email") ? { email: account.email } : {}),
    ...(nonce ? { nonce } : {}),
  });
}

function tokenResponse(ctx: MicrosoftContext, issued: IssuedTokens, nonce?: string): HttpResponse {
  const body: Record<string, unknown> = {
    token_type: "Bearer",
    scope: responseScope(issued.grant.scopes),
    expires_in: issued.expiresIn,
    ext_expires_in: issued.expiresIn,
    access_token: issued.accessToken,
  };
  if (issued.refreshToken) body.refresh_token = issued.refreshToken;
  const id = idToken(ctx, issued, nonce);
  if (id) body.id_token = id;
  return json(200, body, { Pragma: "no-cache" });
}

async function authorizationCode(
  ctx: MicrosoftContext,
  form: URLSearchParams,
  clientId: string,
): Promise<HttpResponse> {
  const fail = (e: AadError) => tokenError(e, ctx);
  const code = form.get("code");
  if (!code) return fail(AAD.missingParameter("code"));
  const redeemed = ctx.codes.redeem(code, {
    clientId,
    redirectUri: form.get("redirect_uri"),
    verifier: form.get("code_verifier"),
  });
  if (!redeemed.ok) return fail(CODE_FAILURES[redeemed.reason]());
  const { request } = redeemed;
  const issued = await ctx.grants.create({
    accountId: request.accountId,
    clientId,
    scopes: request.scopes,
    offline: request.offline,
  });
  return tokenResponse(ctx, issued, request.nonce);
}

/** The token endpoint's answer for a grant a dev control failed (emulator.ts lists the failures). */
function grantFailure(failure: string | undefined, clientId: string): AadError {
  if (failure === "consent_required") return AAD.consentRequired(clientId);
  if (failure === "login_required") return AAD.loginRequired();
  return AAD.interactionRequired();
}

async function refreshToken(ctx: MicrosoftContext, form: URLSearchParams, clientId: string): Promise<HttpResponse> {
  const fail = (e: AadError) => tokenError(e, ctx);
  const token = form.get("refresh_token");
  if (!token) return fail(AAD.missingParameter("refresh_token"));
  // A refresh may ask for the same or fewer resource scopes; more would need new consent.
  const asked = normalizeScopes(form.get("scope") ?? "");
  if ("unknown" in asked) return fail(AAD.invalidScope(asked.unknown));
  const result = await ctx.grants.refresh(token, clientId, {
    rotate: true,
    allow: (grant) => asked.scopes.every((s) => OIDC_SCOPES.includes(s) || grant.scopes.includes(s)),
  });
  if (!result.ok) {
    const issuedAt = result.grant?.createdAt ?? ctx.now();
    if (result.reason === "revoked") return fail(AAD.refreshRevoked(issuedAt, result.grant?.revokedAt ?? ctx.now()));
    if (result.reason === "expired") return fail(AAD.refreshExpired(issuedAt));
    if (result.reason === "not_allowed") return fail(AAD.scopeNotGranted(clientId));
    if (result.reason === "failed") return fail(grantFailure(result.grant?.failure, clientId));
    return fail(AAD.badRefreshToken());
  }
  return tokenResponse(ctx, result);
}

export async function tokenEndpoint(ctx: MicrosoftContext, req: HttpRequest, tenant: string): Promise<HttpResponse> {
  const fail = (e: AadError) => tokenError(e, ctx);
  if (
    !String(req.headers["content-type"] ?? "")
      .toLowerCase()
      .startsWith("application/x-www-form-urlencoded")
  )
    return fail(AAD.wrongContentType());
  const form = formBody(req);
  const creds = clientCredentials(req, form);
  switch (checkClient(creds, ctx.client)) {
    case "missing_client":
      return fail(AAD.missingParameter("client_id"));
    case "unknown_client":
      return fail(AAD.unknownClient(creds.clientId ?? "", tenant));
    case "missing_secret":
      return fail(AAD.missingSecret());
    case "bad_secret":
      return fail(AAD.badSecret(ctx.client.clientId));
    case "ok":
      break;
  }
  const grantType = form.get("grant_type");
  if (!grantType) return fail(AAD.missingParameter("grant_type"));
  if (grantType === "authorization_code") return authorizationCode(ctx, form, ctx.client.clientId);
  if (grantType === "refresh_token") return refreshToken(ctx, form, ctx.client.clientId);
  return fail(AAD.unsupportedGrant(grantType));
}
