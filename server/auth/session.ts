/**
 * Who is asking: the id token in `Authorization: Bearer`, and the access token of the same sign-in in
 * `X-Access-Token` (as Cognito issued it, or split as the page holds it after a refresh: split-token.ts). Both are verified (signature, issuer, client, use, expiry), must belong to the same sign-in
 * (same sub, user name and origin_jti), the sign-in must not be revoked (Cognito GetUser with the access
 * token, cached briefly; see revocation.ts), and the account must not have been deleted or cut from a group since
 * (account-marks.ts, read every time). A pair that passed is remembered for 30 s (session-cache.ts). Any
 * failure is 401 without the reason.
 */
import type { IncomingHttpHeaders } from "http";
import { isSuperAdmin } from "../../core/config/adminNav";
import { ApiErrors } from "../http";
import { logError } from "../log";
import type { AccountStanding } from "./account-marks";
import type { UserReader } from "./cognito";
import type { Principal } from "./principal";
import type { ReadyAuth } from "./services";
import { SessionCache } from "./session-cache";
import { joinAccessToken } from "./split-token";
import type { AccessClaims, IdClaims } from "./verifier";

export const ACCESS_TOKEN_HEADER = "x-access-token";

// Re-exported so callers get the type with requireSession, which produces it.
export type { Principal };

/** What GET /api/auth/session answers. */
export function sessionView(p: Principal): { username: string; groups: string[]; superAdmin: boolean } {
  return { username: p.username, groups: p.groups, superAdmin: p.superAdmin };
}

/** Three base64url parts; a cheap shape and size check before any parsing. Cognito tokens are 1-2 KB. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
export const MAX_TOKEN_LENGTH = 8192;

export function looksLikeJwt(token: string): boolean {
  return token.length <= MAX_TOKEN_LENGTH && JWT_SHAPE.test(token);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** The two tokens from the headers: 401 SignInRequired when absent, InvalidToken when malformed. */
export function tokensFrom(headers: IncomingHttpHeaders): { idToken: string; accessToken: string } {
  const authorization = single(headers.authorization);
  const access = single(headers[ACCESS_TOKEN_HEADER]);
  if (!authorization && !access) throw ApiErrors.signInRequired();
  const m = /^Bearer +(\S+)$/i.exec(authorization ?? "");
  const idToken = m?.[1];
  if (!idToken || !access) throw ApiErrors.signInRequired();
  if (!looksLikeJwt(idToken) || !looksLikeJwt(access)) throw ApiErrors.invalidToken();
  return { idToken, accessToken: access };
}

/** Same user, same user name, same sign-in. */
export function sameSignIn(id: IdClaims, access: AccessClaims): boolean {
  return id.sub === access.sub && id.username === access.username && id.originJti === access.originJti;
}

/** The access token as Cognito issued it: the page holds it split after a refresh (split-token.ts). */
export function issuedAccessToken(auth: ReadyAuth, accessToken: string): string {
  return joinAccessToken(auth.accessKey, accessToken);
}

/** @param reads GetUser as this request shares it (the sign-in's hand-over); the gateway's own otherwise. */
export async function verifySession(
  auth: ReadyAuth,
  idToken: string,
  presented: string,
  reads: UserReader = auth.gateway,
): Promise<Principal> {
  if (!looksLikeJwt(idToken) || !looksLikeJwt(presented)) throw ApiErrors.invalidToken();
  const key = SessionCache.key(idToken, presented);
  const known = auth.sessions.get(key);
  if (known && !(known.originJti && auth.revocation.isEnded(known.originJti))) return inStanding(auth, known);
  const accessToken = issuedAccessToken(auth, presented);
  const [id, access] = await Promise.all([auth.verifier.verifyId(idToken), auth.verifier.verifyAccess(accessToken)]);
  if (!sameSignIn(id, access)) throw ApiErrors.invalidToken();
  await auth.revocation.assertActive(accessToken, access, (token) => auth.gateway.sessionActive(token, reads));
  const principal: Principal = {
    sub: id.sub,
    username: id.username,
    groups: id.groups,
    superAdmin: isSuperAdmin(id.groups),
    issuedAt: id.iat,
  };
  if (id.originJti) principal.originJti = id.originJti;
  auth.sessions.set(key, principal, Math.min(id.exp, access.exp) * 1000, id.originJti);
  return inStanding(auth, principal);
}

/**
 * The principal, unless its account was deleted, or lost a group after its tokens were issued: read on every call
 * (another instance may have marked it a moment ago), failing closed when the table cannot be read, as the
 * refresh's pending sign-outs do.
 */
async function inStanding(auth: ReadyAuth, principal: Principal): Promise<Principal> {
  let standing: AccountStanding;
  try {
    standing = await auth.marks.standing(principal.sub, Math.floor(Date.now() / 1000));
  } catch (err) {
    logError("session: the account marks could not be read", err);
    throw ApiErrors.unavailable();
  }
  if (standing.erased) throw ApiErrors.invalidSession();
  if (standing.groupsCutAt !== undefined && (principal.issuedAt ?? 0) <= standing.groupsCutAt) {
    throw ApiErrors.invalidSession();
  }
  return principal;
}

export async function requireSession(auth: ReadyAuth, headers: IncomingHttpHeaders): Promise<Principal> {
  const { idToken, accessToken } = tokensFrom(headers);
  return verifySession(auth, idToken, accessToken);
}

/** The verified caller with the tokens as Cognito issued them, for functions that call Cognito as the user. */
export async function requireSessionTokens(
  auth: ReadyAuth,
  headers: IncomingHttpHeaders,
): Promise<{ principal: Principal; idToken: string; accessToken: string }> {
  const { idToken, accessToken } = tokensFrom(headers);
  const principal = await verifySession(auth, idToken, accessToken);
  return { principal, idToken, accessToken: issuedAccessToken(auth, accessToken) };
}
