/**
 * The user console's wire contract, shared by the functions (src/api/users/*, server/users/) and the page: the
 * actions a super admin can take on a user, the user and audit-entry shapes, and the error codes the page treats
 * specially. Pure, no React, no SDK.
 */

/** Per-user actions of `POST /api/users/action`. Inviting is `POST /api/users/invite`. */
export const USER_ACTIONS = ["disable", "enable", "addAdmin", "removeAdmin", "resetMfa"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export type AuditAction = "invite" | UserAction;

/** What each action is called on the page and in the audit trail's export. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  invite: "Invited",
  disable: "Disabled",
  enable: "Enabled",
  addAdmin: "Added to Admins",
  removeAdmin: "Removed from Admins",
  resetMfa: "Reset MFA",
};

export function isUserAction(value: unknown): value is UserAction {
  return typeof value === "string" && (USER_ACTIONS as readonly string[]).includes(value);
}

/** The Cognito user status values, as ListUsers reports them. */
export type UserStatus =
  | "UNCONFIRMED"
  | "CONFIRMED"
  | "FORCE_CHANGE_PASSWORD"
  | "RESET_REQUIRED"
  | "EXTERNAL_PROVIDER"
  | "ARCHIVED"
  | "COMPROMISED"
  | "UNKNOWN";

export const STATUS_LABELS: Record<string, string> = {
  UNCONFIRMED: "Not confirmed",
  CONFIRMED: "Confirmed",
  FORCE_CHANGE_PASSWORD: "Invited (must set a password)",
  RESET_REQUIRED: "Password reset required",
  EXTERNAL_PROVIDER: "Federated (Google)",
  ARCHIVED: "Archived",
  COMPROMISED: "Compromised",
  UNKNOWN: "Unknown",
};

/** The MFA methods a user has turned on: an authenticator app, SMS codes, e-mail codes (Cognito's EMAIL_OTP). */
export type MfaMethod = "TOTP" | "SMS" | "EMAIL";

export interface ConsoleUser {
  username: string;
  /** The e-mail attribute ("" when the user has none). */
  email: string;
  status: string;
  enabled: boolean;
  groups: string[];
  /** MFA methods turned on (Cognito's UserMFASettingList); empty: no MFA. */
  mfa: MfaMethod[];
  /** ISO time of the last sign-in the site recorded (POST /api/auth/session); null when none was recorded. */
  lastSignIn: string | null;
  /** ISO time the account was created. */
  createdAt: string | null;
}

export interface UserList {
  users: ConsoleUser[];
  /** True when the pool has more users than the console lists. */
  truncated: boolean;
}

export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  /** The super admin's user name. */
  actor: string;
  action: AuditAction;
  /** The user acted on. */
  target: string;
}

/** 401: the action needs a sign-in within the last STEP_UP_MAX_AGE_SECONDS (the id token's auth_time). */
export const STEP_UP_CODE = "ReauthenticationRequired";
export const STEP_UP_MAX_AGE_SECONDS = 5 * 60;
/** 409: a super admin acting against their own account (disable, leave Admins). */
export const SELF_PROTECTION_CODE = "SelfProtection";

/** The group whose members may use the console (the super admins). */
export { SUPER_ADMIN_GROUP as ADMINS_GROUP } from "../config/adminNav";

/** A loose e-mail check for the invite form (Cognito does the final one). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** The invite form's check; null when the address is usable. Shared by the page and the function. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return "Enter the e-mail address of the person to invite.";
  if (value.length > MAX_EMAIL_LENGTH)
    return `The e-mail address is too long (at most ${MAX_EMAIL_LENGTH} characters).`;
  if (!EMAIL_PATTERN.test(value)) return "Enter an e-mail address like name@example.com.";
  return null;
}
