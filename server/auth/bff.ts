/**
 * The backend-for-frontend session: the browser hands over its refresh token once after sign-in, and from then
 * on only this server holds it (sealed cookie, see refresh-cookie.ts) and uses it to get fresh tokens or to revoke
 * it at sign-out.
 */
import type { IncomingHttpHeaders } from "http";
import { ApiError, ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import { readCookie, readCookies, siteCookieName } from "../request/cookies";
import { localHttpOrigin } from "../request/local-only";
import type { RefreshedTokens, UserReader } from "./cognito";
import {
  clearRefreshCookieHeader,
  MAX_COOKIE_VALUE_LENGTH,
  openRefreshCookie,
  REFRESH_COOKIE,
  refreshCookieHeader,
  sealRefreshCookie,
  type RefreshCookie,
} from "./refresh-cookie";
import { tokenId } from "./pending-revocations";
import { retryPendingRevocations, revokeOrQueue, type SignOutResult } from "./sign-out";
import { requireCookieKey, requireReady, type AuthServices } from "./services";
import { sameSignIn, verifySession, type Principal } from "./session";
import { splitAccessToken } from "./split-token";
import { authTimeOf } from "./step-up";
import { verifiedClaim } from "./claims";
import { contactFromAttributes, type VerifiedContact } from "../../core/auth/contact";
import { endedByLimits, endedMessage, SESSION_ENDED_CODES } from "../../core/auth/sessionLimits";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The cookie's `ate` from an access token's expiry (seconds), when it is one. */
const expiryOf = (exp: unknown): { ate?: number } =>
  typeof exp === "number" && Number.isInteger(exp) ? { ate: exp } : {};
/** Cognito access tokens live at most a day: a sign-in ended here is refused locally for that long. */
const ENDED_SESSION_MEMORY_MS = 24 * 60 * 60 * 1000;

function secureCookie(headers: IncomingHttpHeaders): boolean {
  return !localHttpOrigin(headers);
}

export interface StartedSession {
  principal: Principal;
  setCookie: string;
  /** Which of the user's e-mail and phone Cognito holds as verified; null when it could not say just now. */
  contact: VerifiedContact | null;
}

/** From the GetUser the revocation check has just made (`reads` shares it): no second call. */
async function contactOf(reads: UserReader, accessToken: string): Promise<VerifiedContact | null> {
  try {
    return contactFromAttributes((await reads.getUser(accessToken)).UserAttributes ?? []);
  } catch {
    return null; // a courtesy: the browser then asks the pool itself
  }
}

/**
 * POST /api/auth/session: verifies the sign-in's tokens, then keeps its refresh token in the cookie.
 * @param shared GetUser as the request shares it (sharedUserReads): the revocation check and the contact status
 *   make one call
 */
export async function startSession(
  services: AuthServices,
  headers: IncomingHttpHeaders,
  body: { idToken: string; accessToken: string; refreshToken: string },
  shared?: UserReader,
): Promise<StartedSession> {
  const auth = requireReady(services);
  const reads = shared ?? auth.gateway;
  const key = requireCookieKey(services, headers);
  const principal = await verifySession(auth, body.idToken, body.accessToken, reads);
  const contact = await contactOf(reads, body.accessToken);
  const now = nowSeconds();
  // The sign-in's own time, as Cognito stamped it: a session handed over late still ends 12 hours after sign-in.
  const signedInAt = authTimeOf(body.idToken);
  const payload: RefreshCookie = {
    v: 1,
    rt: body.refreshToken,
    sub: principal.sub,
    usr: principal.username,
    cid: auth.settings.cognito.clientId,
    iat: now,
    ...(principal.originJti ? { ojti: principal.originJti } : {}),
    sia: signedInAt !== null && signedInAt <= now + 60 ? signedInAt : now,
    act: now,
    ...expiryOf(verifiedClaim(body.accessToken, "exp")),
  };
  const sealed = sealRefreshCookie(key, payload);
  if (sealed.length > MAX_COOKIE_VALUE_LENGTH) throw ApiErrors.invalidRequest('Field "refreshToken" is too long.');
  return { principal, setCookie: refreshCookieHeader(sealed, secureCookie(headers)), contact };
}

/** The cookie's content, or null when it does not open. */
function openSession(services: AuthServices, key: Buffer, raw: string): RefreshCookie | null {
  return openRefreshCookie(key, raw, { clientId: services.settings.cognito.clientId, nowSeconds: nowSeconds() });
}

/**
 * The one session cookie, as sent and opened; null when there is none, it does not open, or several were sent. The
 * sealed value is what a revocation queues.
 */
function readSession(
  services: AuthServices,
  headers: IncomingHttpHeaders,
  key: Buffer,
): { raw: string; session: RefreshCookie } | null {
  const raw = readCookie(headers.cookie, siteCookieName(REFRESH_COOKIE, secureCookie(headers)));
  const session = raw ? openSession(services, key, raw) : null;
  return raw && session ? { raw, session } : null;
}

/**
 * This instance forgets a sign-in that ended here (sign-out, account deletion): its verified pair and its
 * revocation check, so its tokens are refused at once rather than when those caches run out.
 */
export function forgetSignIn(auth: ReturnType<typeof requireReady>, originJti: string | undefined): void {
  if (!originJti) return;
  auth.revocation.forgetSession(originJti, Date.now() + ENDED_SESSION_MEMORY_MS);
  auth.sessions.forgetSession(originJti);
}

/**
 * POST /api/auth/refresh: fresh id and access tokens from the cookie's refresh token. The access token goes to the
 * page split (split-token.ts): our functions accept it, Cognito does not, so a refresh never hands a script a
 * token that could change the account's sign-in methods behind step-up.
 */
/** A refresh's outcome: the tokens for the page (access token split), and for the server the user and the token as issued. */
export interface RefreshedSession {
  page: RefreshedTokens;
  sub: string;
  issuedAccessToken: string;
  /** The cookie again, its last renewal now (the idle limit runs from it). */
  setCookie: string;
}

export async function refreshSession(services: AuthServices, headers: IncomingHttpHeaders): Promise<RefreshedSession> {
  const auth = requireReady(services);
  const key = requireCookieKey(services, headers);
  const clear = { "Set-Cookie": clearRefreshCookieHeader(secureCookie(headers)) };
  const read = readSession(services, headers, key);
  if (!read) throw ApiErrors.invalidSession().withHeaders(clear);
  const { raw, session } = read;
  // Signed out, but Cognito has not revoked the token yet: a copy of the cookie must not bring the session back.
  if (await signedOut(auth, session)) throw ApiErrors.invalidSession().withHeaders(clear);
  const now = nowSeconds();
  const limits = auth.settings.sessionLimits;
  const ended = endedByLimits({
    now: now * 1000,
    signedInAt: (session.sia ?? session.iat) * 1000,
    lastRenewal: (session.act ?? session.iat) * 1000,
    ...(session.ate !== undefined ? { tokenExpiry: session.ate * 1000 } : {}),
    limits,
  });
  if (ended) {
    // Past a limit the session is over, not only this renewal: its refresh token is given back (or queued).
    await revokeOrQueue(auth.gateway, auth.pending, session, raw);
    throw new ApiError(401, SESSION_ENDED_CODES[ended], endedMessage(ended, limits)).withHeaders(clear);
  }
  const tokens = await auth.gateway.refresh(session.rt, session.usr);
  if (!tokens) throw ApiErrors.invalidSession().withHeaders(clear);
  // The new tokens must be genuine and belong to the user the cookie was issued to.
  const verified = await Promise.all([
    auth.verifier.verifyId(tokens.idToken),
    auth.verifier.verifyAccess(tokens.accessToken),
  ]).catch((err: unknown) => {
    // A key outage (503) must not cost the user the session; only refused tokens do.
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  });
  if (!verified || !sameSignIn(verified[0], verified[1]) || verified[0].sub !== session.sub) {
    logOnce("refresh: Cognito returned tokens for another user than the cookie's; the cookie was cleared");
    throw ApiErrors.invalidSession().withHeaders(clear);
  }
  await retryQueue(auth, key);
  const renewed = sealRefreshCookie(key, { ...session, act: now, ...expiryOf(now + tokens.expiresIn) });
  return {
    page: { ...tokens, accessToken: splitAccessToken(key, tokens.accessToken) },
    sub: session.sub,
    issuedAccessToken: tokens.accessToken,
    setCookie: refreshCookieHeader(renewed, secureCookie(headers)),
  };
}

/** Whether the cookie's token waits in the pending-revocation queue; the table unreachable is a 503 (fail closed). */
async function signedOut(auth: ReturnType<typeof requireReady>, session: RefreshCookie): Promise<boolean> {
  try {
    return (await auth.pending.get(tokenId(session.rt))) !== null;
  } catch (err) {
    logError("refresh: the pending sign-outs could not be read", err);
    throw ApiErrors.unavailable();
  }
}

/** What sign-out did; `setCookie` always clears the cookie, whatever happened to the token. */
export type EndedSession = SignOutResult & { setCookie: string };

/**
 * POST /api/auth/revoke: clears the cookie in every answer, errors included, and revokes its refresh token; when
 * Cognito cannot revoke it now, the token is queued (sign-out.ts) and the answer says `revoked: false`, so the
 * page can say the sign-out is not confirmed. Nothing to revoke is fine (idempotent).
 */
export async function endSession(services: AuthServices, headers: IncomingHttpHeaders): Promise<EndedSession> {
  const setCookie = clearRefreshCookieHeader(secureCookie(headers));
  let auth: ReturnType<typeof requireReady>;
  let key: Buffer;
  try {
    auth = requireReady(services);
    key = requireCookieKey(services, headers);
  } catch (err) {
    throw err instanceof ApiError ? err.withHeaders({ "Set-Cookie": setCookie }) : err;
  }
  // Every session cookie sent is ended: with two (one planted beside ours), neither may stay alive.
  const sessions = readCookies(headers.cookie, siteCookieName(REFRESH_COOKIE, secureCookie(headers)))
    .map((raw) => ({ raw, session: openSession(services, key, raw) }))
    .filter((s): s is { raw: string; session: RefreshCookie } => s.session !== null);
  if (!sessions.length) return { setCookie, revoked: true };
  const results: SignOutResult[] = [];
  for (const { raw, session } of sessions) {
    forgetSignIn(auth, session.ojti);
    results.push(await revokeOrQueue(auth.gateway, auth.pending, session, raw));
  }
  const unrevoked = results.find((r) => !r.revoked);
  if (!unrevoked) await retryQueue(auth, key);
  return { setCookie, ...(unrevoked ?? { revoked: true }) };
}

/** After Cognito answered this request: retry the queued sign-outs (at most once a minute per instance). */
function retryQueue(auth: ReturnType<typeof requireReady>, key: Buffer): Promise<void> {
  return auth.retryPending(() =>
    retryPendingRevocations(auth.gateway, auth.pending, {
      key,
      clientId: auth.settings.cognito.clientId,
      nowSeconds: nowSeconds(),
    }),
  );
}
