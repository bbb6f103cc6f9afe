/**
 * The console's rules, pure: who may use it (super admins) and what a super admin may not do to their own account.
 * How recent the sign-in must be for an action (step-up) is server/auth/step-up.ts, shared with the account
 * functions.
 */
import type { Principal } from "../auth/session";
import { ADMINS_GROUP, SELF_PROTECTION_CODE, type UserAction } from "../../core/portal/users";
import { ApiError, ApiErrors } from "../http";

/** 403 unless the verified session is a member of Admins. */
export function requireSuperAdmin(principal: Principal): void {
  if (!principal.superAdmin || !principal.groups.includes(ADMINS_GROUP))
    throw ApiErrors.forbidden("The user console is for super admins (the Admins group).");
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
