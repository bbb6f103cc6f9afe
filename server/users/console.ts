/**
 * What the console's functions do, between the thin handlers and the pool: the super-admin gate, step-up, input
 * checks with field-level messages, self-protection, the pool call and the audit entry.
 */
import type { IncomingHttpHeaders } from "http";
import { authServices, requireReady } from "../auth/services";
import { requireSession, tokensFrom, type Principal } from "../auth/session";
import {
  emailProblem,
  isUserAction,
  USER_ACTIONS,
  ADMINS_GROUP,
  type AuditEntry,
  type ConsoleUser,
  type UserAction,
  type UserList,
} from "../../core/portal/users";
import { ApiError, ApiErrors } from "../http";
import { logError } from "../log";
import type { AuditRecord } from "./audit";
import type { PoolUser } from "./cognito-admin";
import { checkActionApplies, checkSelfProtection, requireSuperAdmin } from "./rules";
import { usersServices, type ReadyUsers } from "./services";
import { securityStore } from "../security/services";
import { requireStepUp } from "../security/sign-in-time";

export interface ConsoleCaller {
  principal: Principal;
  /** The caller's id token, for step-up (server/security/sign-in-time.ts), checked only by the actions. */
  idToken: string;
}

/**
 * 401 signed out or a bad session, 403 outside Admins: first by the token's groups, then by the pool's answer now,
 * so someone just removed from Admins loses the console at once instead of when their token expires.
 */
export async function requireConsoleCaller(
  headers: IncomingHttpHeaders,
  users: () => ReadyUsers = usersServices,
): Promise<ConsoleCaller> {
  const principal = await requireSession(requireReady(authServices()), headers);
  requireSuperAdmin(principal);
  const groups = await users().admin.groupsOf(principal.username);
  if (!groups.includes(ADMINS_GROUP))
    throw ApiErrors.forbidden("You are no longer in Admins: the user console is for super admins.");
  return { principal, idToken: tokensFrom(headers).idToken };
}

function storeUnavailable(err: unknown): ApiError {
  logError("user console: the audit table failed", err);
  return new ApiError(503, "AuditUnavailable", "The audit trail cannot be reached right now. Try again shortly.", {
    "Retry-After": "5",
  });
}

function withSignIn(user: PoolUser, signIns: Map<string, string>): ConsoleUser {
  return {
    username: user.username,
    email: user.email,
    status: user.status,
    enabled: user.enabled,
    groups: user.groups,
    mfa: user.mfa,
    lastSignIn: signIns.get(user.sub) ?? null,
    createdAt: user.createdAt,
  };
}

export async function listUsers(users: ReadyUsers): Promise<UserList> {
  const [list, signIns] = await Promise.all([
    users.admin.listUsers(),
    users.store.lastSignIns().catch((err: unknown) => {
      logError("user console: could not read the recorded sign-ins", err);
      return new Map<string, string>();
    }),
  ]);
  return { users: list.users.map((u) => withSignIn(u, signIns)), truncated: list.truncated };
}

async function audit(users: ReadyUsers, entry: AuditRecord): Promise<AuditEntry> {
  try {
    return await users.store.record(entry);
  } catch (err) {
    logError(`user console: ${entry.action} of ${entry.target} by ${entry.actor} done but not recorded`, err);
    throw new ApiError(
      500,
      "AuditNotRecorded",
      "The change was made, but the audit trail could not record it. Note it by hand and tell the site's operator.",
    );
  }
}

export interface ActionResult {
  user: ConsoleUser;
  entry: AuditEntry;
}

/** Reads the invite body: `{ email }`. */
export function inviteInput(body: Record<string, unknown>): { email: string } {
  const unknown = Object.keys(body).filter((k) => k !== "email");
  if (unknown.length)
    throw ApiErrors.invalidFields(Object.fromEntries(unknown.map((k) => [k.slice(0, 40), "Unknown field."])));
  const email = body.email;
  if (typeof email !== "string")
    throw ApiErrors.invalidFields({ email: "Enter the e-mail address of the person to invite." });
  const problem = emailProblem(email);
  if (problem) throw ApiErrors.invalidFields({ email: problem });
  return { email: email.trim().toLowerCase() };
}

/** Reads the action body: `{ username, action }`. */
export function actionInput(body: Record<string, unknown>): { username: string; action: UserAction } {
  const fields: Record<string, string> = {};
  for (const k of Object.keys(body)) if (k !== "username" && k !== "action") fields[k.slice(0, 40)] = "Unknown field.";
  const { username, action } = body;
  if (typeof username !== "string" || !username.trim()) fields.username = "Name the user to act on.";
  else if (username.length > 128) fields.username = "The user name is too long (at most 128 characters).";
  if (!isUserAction(action)) fields.action = `The action must be one of: ${USER_ACTIONS.join(", ")}.`;
  if (Object.keys(fields).length) throw ApiErrors.invalidFields(fields);
  return { username: (username as string).trim(), action: action as UserAction };
}

export async function inviteUser(users: ReadyUsers, caller: ConsoleCaller, email: string): Promise<ActionResult> {
  await requireStepUp(securityStore(), caller.principal, caller.idToken, users.now());
  const created = await users.admin.invite(email);
  const entry = await audit(users, {
    actor: caller.principal.username,
    actorSub: caller.principal.sub,
    action: "invite",
    target: created.username,
  });
  return { user: withSignIn(created, new Map()), entry };
}

export async function actOnUser(
  users: ReadyUsers,
  caller: ConsoleCaller,
  username: string,
  action: UserAction,
): Promise<ActionResult> {
  await requireStepUp(securityStore(), caller.principal, caller.idToken, users.now());
  const target = await users.admin.getUser(username);
  checkSelfProtection(caller.principal, target, action);
  checkActionApplies(target, action);
  const name = target.username;
  switch (action) {
    case "disable":
      await users.admin.disable(name);
      break;
    case "enable":
      await users.admin.enable(name);
      break;
    case "addAdmin":
      await users.admin.addToGroup(name, ADMINS_GROUP);
      break;
    case "removeAdmin":
      // Marked first: the tokens they hold still say Admins, and every function must refuse them from now on,
      // not at their next refresh. A removal that then fails costs them a sign-in, nothing more.
      await markGroupsCut(users, target.sub);
      await users.admin.removeFromGroup(name, ADMINS_GROUP);
      break;
    case "resetMfa":
      await users.admin.resetMfa(name, target.mfa);
      break;
  }
  const entry = await audit(users, {
    actor: caller.principal.username,
    actorSub: caller.principal.sub,
    action,
    target: name,
  });
  const after = await users.admin.getUser(name);
  return { user: withSignIn(after, new Map()), entry };
}

async function markGroupsCut(users: ReadyUsers, sub: string): Promise<void> {
  try {
    await users.marks.markGroupsCut(sub, Math.floor(users.now() / 1000));
  } catch (err) {
    throw storeUnavailable(err);
  }
}

export async function auditTrail(users: ReadyUsers): Promise<AuditEntry[]> {
  try {
    return await users.store.trail();
  } catch (err) {
    throw storeUnavailable(err);
  }
}
