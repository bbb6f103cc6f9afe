/**
 * Minting, refreshing, checking and revoking tokens. Every sign-in starts a token family keyed by
 * `origin_jti`; the refresh token and all access/id tokens minted from it carry that id, so
 * RevokeToken and GlobalSignOut invalidate exactly what Cognito invalidates.
 */
import { tokenValidity } from "./client-validity";
import { randomUUID } from "node:crypto";
import type { Context } from "./context";
import { Errors } from "./errors";
import type { TokenFamily, UserRecord } from "./state";
import { atHash, hashToken, newJti, newRefreshToken, signJwt, verifyJwtSignature, type JwtPayload } from "./tokens";
import { findUser } from "./users";

export const ADMIN_SCOPE = "aws.cognito.signin.user.admin";

export interface AuthenticationResult {
  AccessToken: string;
  ExpiresIn: number;
  TokenType: "Bearer";
  IdToken?: string;
  RefreshToken?: string;
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

export interface IssueOptions {
  clientId: string;
  /** epoch seconds of the sign-in */
  authTime: number;
  scopes: string[];
  deviceKey?: string;
  provider?: string;
  nonce?: string;
  /** Hosted UI without the openid scope gets no id token. */
  idToken: boolean;
}

const sec = (ms: number) => Math.floor(ms / 1000);

function groupsOf(user: UserRecord): string[] | undefined {
  return user.groups.length ? [...user.groups] : undefined;
}

function accessClaims(ctx: Context, user: UserRecord, family: TokenFamily, eventId: string): JwtPayload {
  const iat = sec(ctx.now());
  const claims: JwtPayload = { sub: user.sub };
  const groups = groupsOf(user);
  if (groups) claims["cognito:groups"] = groups;
  if (family.deviceKey) claims.device_key = family.deviceKey;
  Object.assign(claims, {
    iss: ctx.urls.issuer,
    version: 2,
    client_id: family.clientId,
    origin_jti: family.originJti,
    event_id: eventId,
    token_use: "access",
    scope: family.scopes.join(" "),
    auth_time: family.authTime,
    exp: iat + tokenValidity(ctx).accessSeconds,
    iat,
    jti: newJti(),
    username: user.username,
  });
  return claims;
}

function idClaims(
  ctx: Context,
  user: UserRecord,
  family: TokenFamily,
  eventId: string,
  accessToken: string,
  nonce?: string,
): JwtPayload {
  const iat = sec(ctx.now());
  const claims: JwtPayload = { sub: user.sub };
  const groups = groupsOf(user);
  if (groups) claims["cognito:groups"] = groups;
  for (const [name, value] of Object.entries(user.attributes)) {
    if (name === "sub" || name === "identities") continue;
    claims[name] = name.endsWith("_verified") ? value === "true" : value;
  }
  if (user.identities?.length) {
    claims.identities = user.identities.map((i) => ({
      dateCreated: String(i.dateCreated),
      userId: i.userId,
      providerName: i.providerName,
      providerType: i.providerType,
      issuer: null,
      primary: "true",
    }));
  }
  Object.assign(claims, {
    iss: ctx.urls.issuer,
    "cognito:username": user.username,
    origin_jti: family.originJti,
    aud: family.clientId,
    event_id: eventId,
    token_use: "id",
    auth_time: family.authTime,
    exp: iat + tokenValidity(ctx).idSeconds,
    iat,
    jti: newJti(),
  });
  if (family.provider) claims.at_hash = atHash(accessToken);
  if (nonce) claims.nonce = nonce;
  return claims;
}

/** Starts a token family and mints access, id and refresh tokens. */
export function issueTokens(ctx: Context, user: UserRecord, opts: IssueOptions): AuthenticationResult {
  const refreshToken = newRefreshToken();
  const now = ctx.now();
  const family: TokenFamily = {
    originJti: randomUUID(),
    username: user.username,
    clientId: opts.clientId,
    scopes: opts.scopes,
    authTime: opts.authTime,
    refreshTokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: now + tokenValidity(ctx).refreshSeconds * 1000,
    revoked: false,
  };
  if (opts.deviceKey) family.deviceKey = opts.deviceKey;
  if (opts.provider) family.provider = opts.provider;
  ctx.store.state.families[family.originJti] = family;
  const eventId = randomUUID();
  const AccessToken = signJwt(accessClaims(ctx, user, family, eventId), ctx.key);
  const result: AuthenticationResult = {
    AccessToken,
    ExpiresIn: tokenValidity(ctx).accessSeconds,
    TokenType: "Bearer",
  };
  if (opts.idToken) result.IdToken = signJwt(idClaims(ctx, user, family, eventId, AccessToken, opts.nonce), ctx.key);
  result.RefreshToken = refreshToken;
  return result;
}

/**
 * The sign-in a refresh token belongs to: its current refresh token, or one rotated out whose retry grace period
 * has not ended (refresh-token rotation).
 */
export function findFamilyByRefreshToken(ctx: Context, refreshToken: string): TokenFamily | undefined {
  const hash = hashToken(refreshToken);
  const now = ctx.now();
  for (const family of Object.values(ctx.store.state.families)) {
    if (family.refreshTokenHash === hash) return family;
    if (family.retiredRefreshTokens?.some((r) => r.hash === hash && now < r.validUntil)) return family;
  }
  return undefined;
}

/** Retired refresh tokens kept per sign-in (each for at most 60 s), so retries cannot grow the state. */
const MAX_RETIRED_REFRESH_TOKENS = 10;

/**
 * Refresh-token rotation: the sign-in gets a new refresh token; the current one keeps working for the grace period
 * (none when it is 0). The sign-in, its origin_jti and its expiry stay the same.
 */
function rotateRefreshToken(ctx: Context, family: TokenFamily, graceSeconds: number): string {
  const now = ctx.now();
  const retired = (family.retiredRefreshTokens ?? []).filter((r) => now < r.validUntil);
  if (graceSeconds > 0) retired.push({ hash: family.refreshTokenHash, validUntil: now + graceSeconds * 1000 });
  const next = newRefreshToken();
  family.refreshTokenHash = hashToken(next);
  if (retired.length) family.retiredRefreshTokens = retired.slice(-MAX_RETIRED_REFRESH_TOKENS);
  else delete family.retiredRefreshTokens;
  return next;
}

export interface RefreshOptions {
  /** GetTokensFromRefreshToken on a client with rotation: the grace period of the token sent, in seconds. */
  rotate?: { graceSeconds: number };
}

/**
 * REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken: new access and id tokens of the same family. The result has a
 * RefreshToken only when `rotate` is given (refresh-token rotation).
 */
export function refreshTokens(
  ctx: Context,
  refreshToken: unknown,
  clientId: string,
  opts: RefreshOptions = {},
): { result: AuthenticationResult; user: UserRecord } {
  if (typeof refreshToken !== "string" || refreshToken.length === 0) throw Errors.missingParameter("REFRESH_TOKEN");
  if (refreshToken.length > 4096) throw Errors.invalidRefreshToken();
  const family = findFamilyByRefreshToken(ctx, refreshToken);
  if (!family || family.clientId !== clientId) throw Errors.invalidRefreshToken();
  if (family.revoked) throw Errors.refreshTokenRevoked();
  if (ctx.now() >= family.expiresAt) throw Errors.refreshTokenExpired();
  const user = findUser(ctx, family.username);
  if (!user) throw Errors.userNotFound();
  if (!user.enabled) throw Errors.userDisabled();
  const eventId = randomUUID();
  const AccessToken = signJwt(accessClaims(ctx, user, family, eventId), ctx.key);
  const result: AuthenticationResult = {
    AccessToken,
    ExpiresIn: tokenValidity(ctx).accessSeconds,
    TokenType: "Bearer",
  };
  if (family.provider || family.scopes.includes("openid") || family.scopes.includes(ADMIN_SCOPE)) {
    result.IdToken = signJwt(idClaims(ctx, user, family, eventId, AccessToken), ctx.key);
  }
  if (opts.rotate) result.RefreshToken = rotateRefreshToken(ctx, family, opts.rotate.graceSeconds);
  return { result, user };
}

export interface AuthenticatedAccess {
  user: UserRecord;
  family: TokenFamily;
  claims: JwtPayload;
}

/**
 * Verifies an access token for a user-pool API call: signature, issuer, token_use, expiry,
 * revocation (its family), the user still existing and enabled, and the admin scope.
 */
export function authenticateAccessToken(
  ctx: Context,
  token: unknown,
  requiredScope: string | null = ADMIN_SCOPE,
): AuthenticatedAccess {
  if (typeof token !== "string" || token.length === 0) throw Errors.missingParameter("AccessToken");
  const claims = verifyJwtSignature(token, ctx.key);
  if (!claims || claims.iss !== ctx.urls.issuer || claims.token_use !== "access") throw Errors.invalidAccessToken();
  if (typeof claims.exp !== "number" || sec(ctx.now()) >= claims.exp) throw Errors.accessTokenExpired();
  const family = typeof claims.origin_jti === "string" ? ctx.store.state.families[claims.origin_jti] : undefined;
  if (!family || family.revoked) throw Errors.accessTokenRevoked();
  const user = findUser(ctx, claims.username);
  if (!user || user.sub !== claims.sub) throw Errors.userNotFound();
  if (!user.enabled) throw Errors.userDisabled();
  if (requiredScope) {
    const scopes = typeof claims.scope === "string" ? claims.scope.split(" ") : [];
    if (!scopes.includes(requiredScope)) throw Errors.missingScope();
  }
  return { user, family, claims };
}

export function revokeFamily(family: TokenFamily): void {
  family.revoked = true;
}

/** GlobalSignOut: every family of the user, plus hosted-UI browser sessions. */
export function revokeAllForUser(ctx: Context, username: string): number {
  let count = 0;
  const key = username.toLowerCase();
  for (const family of Object.values(ctx.store.state.families)) {
    if (family.username.toLowerCase() === key && !family.revoked) {
      family.revoked = true;
      count++;
    }
  }
  for (const [id, s] of Object.entries(ctx.store.state.hostedSessions)) {
    if (s.username.toLowerCase() === key) delete ctx.store.state.hostedSessions[id];
  }
  return count;
}

/** Sign-ins kept (refresh tokens beyond this, oldest first, stop working) so the state file stays small. */
export const MAX_TOKEN_FAMILIES = 2000;

/** Drops expired families, codes, unconfirmed devices and hosted sessions, and caps the number of families. */
export function pruneState(ctx: Context): void {
  const now = ctx.now();
  const s = ctx.store.state;
  for (const [id, f] of Object.entries(s.families)) if (f.expiresAt < now) delete s.families[id];
  const families = Object.values(s.families);
  if (families.length > MAX_TOKEN_FAMILIES) {
    families.sort((a, b) => a.createdAt - b.createdAt);
    for (const f of families.slice(0, families.length - MAX_TOKEN_FAMILIES)) delete s.families[f.originJti];
  }
  for (const [id, c] of Object.entries(s.codes)) if (c.expiresAt < now) delete s.codes[id];
  for (const [id, h] of Object.entries(s.hostedSessions)) if (h.expiresAt < now) delete s.hostedSessions[id];
  for (const [id, d] of Object.entries(s.devices))
    if (!d.confirmed && d.createdAt + 86_400_000 < now) delete s.devices[id];
}
