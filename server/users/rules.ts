/**
 * The console's rules, pure: who may use it (super admins), how recent the sign-in must be for an action (step-up:
 * the id token's `auth_time` within five minutes), and what a super admin may not do to their own account.
 */
import type { Principal } from "../auth/session";
import {
  ADMINS_GROUP,
  SELF_PROTECTION_CODE,
  STEP_UP_CODE,
  STEP_UP_MAX_AGE_SECONDS,
  type UserAction,
} from "../../src/portal/users/model";
import { ApiError, ApiErrors } from "../http";

/** 403 unless the verified session is a member of Admins. */
export function requireSuperAdmin(principal: Principal): void {
  if (!principal.superAdmin || !principal.groups.includes(ADMINS_GROUP))
    throw ApiErrors.forbidden("The user console is for super admins (the Admins group).");
}

/**
 * The `auth_time` claim (epoch seconds) of a JWT whose signature was already verified (requireSession), or null.
 * Cognito keeps a sign-in's auth_time in every token refreshed from it, so it dates the password entry, not the
 * token.
 */
export function authTimeOf(idToken: string): number | null {
  const part = idToken.split(".")[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as { auth_time?: unknown };
    return typeof payload.auth_time === "number" && Number.isFinite(payload.auth_time) ? payload.auth_time : null;
  } catch {
    return null;
  }
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

/** The actions a super admin may not take against their own account, with the reason shown to them. */
const SELF_REFUSALS: Partial<Record<UserAction, string>> = {
  disable: "You cannot disable your own account. Ask another super admin if it must be disabled.",
  removeAdmin: "You cannot remove yourself from Admins: the console would lock you out. Ask another super admin.",
};

/** 409 SelfProtection when the actor would disable themselves or leave Admins (same `sub`, or same user name). */
export function checkSelfProtection(
  actor: Pick<Principal, "sub" | "username">,
  target: { sub: string; username: string },
  action: UserAction,
): void {
  const reason = SELF_REFUSALS[action];
  if (!reason) return;
  const same =
    (target.sub !== "" && target.sub === actor.sub) || target.username.toLowerCase() === actor.username.toLowerCase();
  if (same) throw new ApiError(409, SELF_PROTECTION_CODE, reason);
}

/** Refuses an action that would change nothing, so the audit trail only lists real changes. */
export function checkActionApplies(
  target: { enabled: boolean; groups: readonly string[]; mfa: readonly string[] },
  action: UserAction,
): void {
  const refuse = (message: string) => {
    throw new ApiError(409, "NothingToChange", message);
  };
  switch (action) {
    case "disable":
      if (!target.enabled) refuse("This user is already disabled.");
      return;
    case "enable":
      if (target.enabled) refuse("This user is already enabled.");
      return;
    case "addAdmin":
      if (target.groups.includes(ADMINS_GROUP)) refuse("This user is already in Admins.");
      return;
    case "removeAdmin":
      if (!target.groups.includes(ADMINS_GROUP)) refuse("This user is not in Admins.");
      return;
    case "resetMfa":
      if (target.mfa.length === 0) refuse("This user has no MFA to reset.");
      return;
  }
}
