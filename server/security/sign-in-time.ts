/**
 * Step-up (a sign-in within five minutes before changing the password, a sign-in factor or deleting the account)
 * judged from the server's own record, not from the token alone. Cognito dates a sign-in in the tokens'
 * `auth_time`, but a public report (oidc-client-ts#2107) says a refresh with rotation moves it; the functions
 * therefore also keep the time each sign-in's session started (POST /api/auth/session, once per origin_jti, in
 * store.ts) and require both to be recent. A refresh never writes the record, so no refresh can renew step-up.
 */
import type { Principal } from "../auth/session";
import { authTimeOf, requireRecentSignIn, stepUpRequired } from "../auth/step-up";
import { ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import type { SecurityStore } from "./store";

/** How long a sign-in's record is kept: Cognito's default refresh-token lifetime (30 days) and a day. */
export const SIGN_IN_RECORD_SECONDS = 31 * 24 * 60 * 60;

/**
 * After a sign-in's tokens reached POST /api/auth/session: records the sign-in's time (its auth_time, never later
 * than now). Tokens without origin_jti (token revocation off for the app client) or auth_time are not recorded,
 * so step-up refuses them.
 */
export async function recordSignInTime(
  store: SecurityStore,
  principal: Principal,
  idToken: string,
  nowMs: number,
): Promise<void> {
  const authTime = authTimeOf(idToken);
  if (!principal.originJti || authTime === null) return;
  const at = Math.min(authTime, Math.floor(nowMs / 1000));
  await store.recordSignIn(principal.sub, principal.originJti, at, at + SIGN_IN_RECORD_SECONDS);
}

/** 401 ReauthenticationRequired unless the token's auth_time and the server's record of the sign-in are recent. */
export async function requireStepUp(
  store: SecurityStore,
  principal: Principal,
  idToken: string,
  nowMs: number,
): Promise<void> {
  requireRecentSignIn(authTimeOf(idToken), nowMs);
  if (!principal.originJti) {
    logOnce("step-up: the tokens carry no origin_jti; turn on token revocation for the app client");
    throw stepUpRequired();
  }
  let recorded: number | null;
  try {
    recorded = await store.signInTime(principal.sub, principal.originJti);
  } catch (err) {
    logError("step-up: the sign-in record could not be read", err);
    throw ApiErrors.unavailable();
  }
  requireRecentSignIn(recorded, nowMs);
}
