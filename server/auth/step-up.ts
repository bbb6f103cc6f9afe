/**
 * Step-up for sensitive actions (the user console's, changing one's password): the sign-in behind the session must
 * be at most five minutes old, judged by the id token's `auth_time`, or the function answers 401
 * ReauthenticationRequired and the page asks for the password (or passkey) again. Pure.
 */
import { STEP_UP_CODE, STEP_UP_MAX_AGE_SECONDS } from "../../core/portal/users";
import { ApiError } from "../http";
import { verifiedClaim } from "./claims";

/**
 * The `auth_time` claim (epoch seconds) of a JWT whose signature was already verified (requireSession), or null.
 * Cognito keeps a sign-in's auth_time in every token refreshed from it, so it dates the password entry, not the
 * token.
 */
export function authTimeOf(idToken: string): number | null {
  const authTime = verifiedClaim(idToken, "auth_time");
  return typeof authTime === "number" && Number.isFinite(authTime) ? authTime : null;
}

export function stepUpRequired(): ApiError {
  return new ApiError(
    401,
    STEP_UP_CODE,
    `This action needs a sign-in within the last ${STEP_UP_MAX_AGE_SECONDS / 60} minutes. Sign in again, then repeat it.`,
    {
      "WWW-Authenticate": `Bearer realm="api", error="insufficient_user_authentication", max_age=${STEP_UP_MAX_AGE_SECONDS}`,
    },
  );
}

/**
 * 401 ReauthenticationRequired unless the sign-in is at most STEP_UP_MAX_AGE_SECONDS old. A sign-in dated more
 * than a minute in the future (clock skew beyond reason) or without auth_time is refused too.
 */
export function requireRecentSignIn(authTime: number | null, nowMs: number): void {
  const now = Math.floor(nowMs / 1000);
  if (authTime === null || authTime > now + 60 || now - authTime > STEP_UP_MAX_AGE_SECONDS) throw stepUpRequired();
}
