/**
 * The identity pool's logic: the user pool as a login provider (its id token checked for real: signature with
 * the emulator's key, issuer, audience, expiry and, with ServerSideTokenCheck, revocation), identities that stay
 * the same for a user across sign-ins and restarts (kept in the JSON state), and temporary AWS credentials.
 *
 * The Logins key is the one Cognito defines, `cognito-idp.<region>.amazonaws.com/<userPoolId>`, computed from the
 * pool id, although the emulator's tokens carry its own issuer (`http://localhost:<port>/<userPoolId>`): a client
 * sends exactly what it would send to AWS, and the token is checked against the issuer this emulator signs with.
 * Amplify v6 builds the key from the id token's issuer instead (`iss` without its scheme), which on AWS is that
 * same name; here it is `localhost:<port>/<userPoolId>`, so that form of this emulator's own issuer names the same
 * provider. Identities keep Cognito's name either way.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Context } from "./context";
import { CognitoError } from "./errors";
import { identityRegionOf } from "./identity-pool-config";
import type { IdentityRecord } from "./state";
import { verifyJwtSignature, type JwtPayload } from "./tokens";
import { findUser } from "./users";

/** GetCredentialsForIdentity's credentials last one hour in Cognito; clients refresh before that. */
export const CREDENTIALS_VALIDITY_SECONDS = 60 * 60;
/** Guest identities kept (the oldest go first) so that anonymous callers cannot grow the state file forever. */
export const MAX_GUEST_IDENTITIES = 1000;

/** Cognito's messages (quoted from the service's responses where known; see the emulator README). */
export const IdentityErrors = {
  unauthenticatedNotSupported: () =>
    new CognitoError("NotAuthorizedException", "Unauthenticated access is not supported for this identity pool."),
  poolNotFound: (id: string) => new CognitoError("ResourceNotFoundException", `IdentityPool '${id}' not found.`),
  identityNotFound: (id: string) => new CognitoError("ResourceNotFoundException", `Identity '${id}' not found.`),
  forbidden: (id: string) => new CognitoError("NotAuthorizedException", `Access to Identity '${id}' is forbidden.`),
  loginsDontMatch: () =>
    new CognitoError(
      "NotAuthorizedException",
      "Logins don't match. Please include at least one valid login for this identity or identity pool.",
    ),
  unsupportedProvider: () =>
    new CognitoError("NotAuthorizedException", "Token is not from a supported provider of this identity pool."),
  invalidLogin: (detail: string) => new CognitoError("NotAuthorizedException", `Invalid login token. ${detail}`),
};

/** The Logins key of this user pool, as Cognito names user-pool providers. */
export function userPoolProviderName(userPoolId: string): string {
  return `cognito-idp.${userPoolId.split("_")[0]}.amazonaws.com/${userPoolId}`;
}

/** This emulator's issuer without its scheme: the Logins key Amplify v6 computes from the id token's `iss`. */
export function issuerProviderName(ctx: Context): string {
  return ctx.urls.issuer.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
}

export interface VerifiedLogin {
  provider: string;
  /** The user's `sub` in the user pool. */
  subject: string;
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Checks one user-pool id token the way the identity pool does; returns its claims or throws Cognito's refusal. */
export function verifyLoginToken(ctx: Context, token: string): JwtPayload {
  const parts = token.split(".");
  if (parts.length !== 3 || !decodePart(parts[0] as string) || !decodePart(parts[1] as string)) {
    throw IdentityErrors.invalidLogin("Not a valid OpenId Connect identity token.");
  }
  const claims = verifyJwtSignature(token, ctx.key);
  if (!claims) throw IdentityErrors.invalidLogin("Couldn't verify signed token.");
  if (claims.iss !== ctx.urls.issuer) throw IdentityErrors.invalidLogin("Issuer doesn't match providerName");
  // Access tokens have no `aud`: this is what Cognito answers when one is sent instead of the id token.
  if (claims.aud === undefined) throw IdentityErrors.invalidLogin("Missing a required claim: aud");
  if (claims.token_use !== "id") throw IdentityErrors.invalidLogin("Not a valid OpenId Connect identity token.");
  if (typeof claims.exp !== "number") throw IdentityErrors.invalidLogin("Missing a required claim: exp");
  const now = Math.floor(ctx.now() / 1000);
  if (now >= claims.exp) throw IdentityErrors.invalidLogin(`Token expired: ${now} >= ${claims.exp}`);
  // The provider's configured app client: this pool's one.
  if (claims.aud !== ctx.config.clientId) throw IdentityErrors.unsupportedProvider();
  if (typeof claims.sub !== "string" || claims.sub === "")
    throw IdentityErrors.invalidLogin("Missing a required claim: sub");
  if (ctx.config.identityPool.serverSideTokenCheck) {
    const family = typeof claims.origin_jti === "string" ? ctx.store.state.families[claims.origin_jti] : undefined;
    if (!family || family.revoked) throw IdentityErrors.invalidLogin("Token has been revoked.");
    const user = findUser(ctx, claims["cognito:username"]);
    if (!user || user.sub !== claims.sub) throw IdentityErrors.invalidLogin("User does not exist.");
    if (!user.enabled) throw IdentityErrors.invalidLogin("User is disabled.");
  }
  return claims;
}

/**
 * The login of a GetId / GetCredentialsForIdentity call, or null for a guest call (no Logins, or an empty map).
 * Only the user pool is a provider of this identity pool.
 */
export function verifyLogins(ctx: Context, logins: Record<string, string> | undefined): VerifiedLogin | null {
  const entries = Object.entries(logins ?? {});
  if (entries.length === 0) return null;
  const provider = userPoolProviderName(ctx.config.poolId);
  const issuerName = issuerProviderName(ctx);
  let login: VerifiedLogin | null = null;
  for (const [name, token] of entries) {
    if (name !== provider && name !== issuerName) throw IdentityErrors.unsupportedProvider();
    const subject = verifyLoginToken(ctx, token).sub as string;
    // Both names in one call are one provider: they must name the same user.
    if (login && login.subject !== subject) throw IdentityErrors.loginsDontMatch();
    login = { provider, subject };
  }
  return login;
}

function identities(ctx: Context): Record<string, IdentityRecord> {
  ctx.store.state.identities ??= {};
  return ctx.store.state.identities;
}

function newIdentity(ctx: Context, logins: Record<string, string>): IdentityRecord {
  const pool = ctx.config.identityPool;
  const now = ctx.now();
  const record: IdentityRecord = {
    identityId: `${identityRegionOf(pool.id)}:${randomUUID()}`,
    identityPoolId: pool.id,
    logins,
    createdAt: now,
    lastModifiedAt: now,
  };
  const all = identities(ctx);
  all[record.identityId] = record;
  if (Object.keys(logins).length === 0) dropOldGuests(all);
  return record;
}

function dropOldGuests(all: Record<string, IdentityRecord>): void {
  const guests = Object.values(all).filter((i) => Object.keys(i.logins).length === 0);
  if (guests.length <= MAX_GUEST_IDENTITIES) return;
  guests.sort((a, b) => a.lastModifiedAt - b.lastModifiedAt);
  for (const g of guests.slice(0, guests.length - MAX_GUEST_IDENTITIES)) delete all[g.identityId];
}

export function findIdentity(ctx: Context, identityId: string): IdentityRecord | undefined {
  const record = Object.prototype.hasOwnProperty.call(identities(ctx), identityId)
    ? identities(ctx)[identityId]
    : undefined;
  return record && record.identityPoolId === ctx.config.identityPool.id ? record : undefined;
}

function identityOfLogin(ctx: Context, login: VerifiedLogin): IdentityRecord | undefined {
  const poolId = ctx.config.identityPool.id;
  return Object.values(identities(ctx)).find(
    (i) => i.identityPoolId === poolId && i.logins[login.provider] === login.subject,
  );
}

/** GetId: the user's identity (created on first use), or a new guest identity. */
export function identityFor(ctx: Context, login: VerifiedLogin | null): IdentityRecord {
  if (!login) {
    if (!ctx.config.identityPool.allowUnauthenticatedIdentities) throw IdentityErrors.unauthenticatedNotSupported();
    return newIdentity(ctx, {});
  }
  return identityOfLogin(ctx, login) ?? newIdentity(ctx, { [login.provider]: login.subject });
}

/**
 * GetCredentialsForIdentity's access rule: a user's identity needs that user's login; a guest identity is open to
 * guests when the pool allows them, and a login presented for it links it to that user (Cognito keeps the id when
 * a guest signs in) unless the user already has another identity.
 */
export function authorizeIdentity(ctx: Context, identity: IdentityRecord, login: VerifiedLogin | null): void {
  const linked = Object.keys(identity.logins).length > 0;
  if (!login) {
    if (linked) throw IdentityErrors.forbidden(identity.identityId);
    if (!ctx.config.identityPool.allowUnauthenticatedIdentities) throw IdentityErrors.unauthenticatedNotSupported();
    return;
  }
  const subject = identity.logins[login.provider];
  if (subject === login.subject) return;
  if (subject !== undefined || linked) throw IdentityErrors.loginsDontMatch();
  const other = identityOfLogin(ctx, login);
  if (other) throw IdentityErrors.loginsDontMatch();
  identity.logins = { [login.provider]: login.subject };
  identity.lastModifiedAt = ctx.now();
}

export interface TemporaryCredentials {
  AccessKeyId: string;
  SecretKey: string;
  SessionToken: string;
  /** Epoch seconds (JSON 1.1 timestamps are numbers). */
  Expiration: number;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Credentials shaped like STS's: `ASIA` + 16 characters, a 40-character secret, an opaque session token. */
export function mintCredentials(ctx: Context): TemporaryCredentials {
  const id = Array.from(randomBytes(16), (b) => BASE32[b % 32]).join("");
  return {
    AccessKeyId: `ASIA${id}`,
    SecretKey: randomBytes(30).toString("base64"),
    SessionToken: randomBytes(300).toString("base64"),
    Expiration: Math.floor(ctx.now() / 1000) + CREDENTIALS_VALIDITY_SECONDS,
  };
}
