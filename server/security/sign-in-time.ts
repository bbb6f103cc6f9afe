/**
 * Step-up (a sign-in within five minutes before changing the password, a sign-in factor or deleting the account)
 * judged from the server's own record, not from the token alone. Cognito dates a sign-in in the tokens'
 * `auth_time`, but a public report (oidc-client-ts#2107) says a refresh with rotation moves it; the functions
 * therefore also keep the time each sign-in's session started (POST /api/auth/session, once per origin_jti, in
 * store.ts) and require both to be recent. A refresh never writes the record, so no refresh can renew step-up.
 */
import type { Principal } from "../auth/session";
import { verifiedClaim } from "../auth/claims";
import { authTimeOf, requireRecentSignIn, stepUpRequired } from "../auth/step-up";
import { ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import type { SecurityStore } from "./store";

/** How long a sign-in's record is kept: Cognito's default refresh-token lifetime (30 days) and a day. */
export const SIGN_IN_RECORD_SECONDS = 31 * 24 * 60 * 60;

/** A sign-in's own tokens are issued when it authenticates; a refreshed token is issued later. */
export const FRESH_TOKEN_SECONDS = 60;

/**
 * After a sign-in's tokens reached POST /api/auth/session: records the sign-in's time (its auth_time, never later
 * than now). Only the sign-in's own tokens count: ones issued more than a minute after auth_time, or handed back
 * split (`refreshed`, see auth/split-token.ts), came from a refresh and record nothing, so an open session cannot
 * create a record for a sign-in the server never saw start. Tokens without origin_jti (token revocation off for
 * the app client) or auth_time are not recorded either; step-up refuses them all.
 */
export async function recordSignInTime(
  store: SecurityStore,
  principal: Principal,
  idToken: string,
  nowMs: number,
  refreshed = false,
): Promise<void> {
  const authTime = authTimeOf(idToken);
  const issuedAt = verifiedClaim(idToken, "iat");
  if (!principal.originJti || authTime === null || refreshed || typeof issuedAt !== "number") return;
  if (issuedAt - authTime > FRESH_TOKEN_SECONDS) return;
  const at = Math.min(authTime, Math.floor(nowMs / 1000));
  await store.recordSignIn(principal.sub, principal.originJti, at, at + SIGN_IN_RECORD_SECONDS);
}

/** Step-up holds against direct Cognito calls only when the sign-in's own access token lives 5 minutes. */
export const STEP_UP_ACCESS_TOKEN_SECONDS = 300;

/**
 * In a deployment, logs (once) when the app client's access tokens live longer than 5 minutes: the sign-in's own
 * token is the one the page could take straight to Cognito, so its lifetime is how long step-up can be skipped.
 */
export function checkAccessTokenLifetime(accessToken: string, deployment: boolean): void {
  const exp = verifiedClaim(accessToken, "exp");
  const iat = verifiedClaim(accessToken, "iat");
  if (!deployment || typeof exp !== "number" || typeof iat !== "number") return;
  if (exp - iat > STEP_UP_ACCESS_TOKEN_SECONDS + 5)
    logOnce(
      `ServerMisconfigured: the app client's access tokens live ${exp - iat} s; set the access token expiration to 5 minutes in Cognito (docs/deployment.md, Cognito settings), or a page's sign-in token can reach Cognito past step-up.`,
    );
}

/** 401 ReauthenticationRequired unless the token's auth_time and the server's record of the sign-in are recent. */
export async function requireStepUp(
  store: SecurityStore,
  principal: Pick<Principal, "sub" | "originJti">,
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
