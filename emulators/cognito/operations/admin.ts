/**
 * The admin (IAM-signed) operations that server functions and seeding need. The emulator checks
 * that a SigV4 Authorization header is present (any credentials are accepted) and that
 * UserPoolId is this pool.
 */
import { randomInt } from "node:crypto";
import { applyAttributeWrites, validateAttributeWrites } from "../attributes";
import type { Context } from "../context";
import { CognitoError, Errors } from "../errors";
import { send } from "../outbox";
import { assertPasswordAcceptable, generatePassword } from "../password-policy";
import { applyPoolMfaConfig, poolMfaView } from "../pool-mfa";
import { clientView, rotationInput } from "../app-client";
import { updateTokenValidity } from "../client-validity";
import type { UserRecord } from "../state";
import { revokeAllForUser } from "../token-service";
import {
  adminUserView,
  attributeList,
  epochSeconds,
  findUser,
  isVerified,
  mfaView,
  newUser,
  setPassword,
  userKey,
} from "../users";
import {
  EMAIL_PATTERN,
  optAttributes,
  optBool,
  optInt,
  optString,
  optStringList,
  optStringMap,
  reqString,
  USERNAME_RULE,
  type Body,
} from "../validation";
import { requireClient, requirePool } from "./common";
import { applyMfaPreference } from "./mfa";
import { deleteUserEverywhere } from "./user";
import type { OperationTable } from "./types";
import { sendCode } from "./user-codes";

function adminUser(ctx: Context, input: Body): UserRecord {
  requirePool(ctx, input);
  const user = findUser(ctx, reqString(input, "Username", USERNAME_RULE));
  if (!user) throw Errors.userNotFound();
  return user;
}

function groupView(ctx: Context, name: string) {
  const g = ctx.store.state.groups[name];
  return {
    GroupName: name,
    UserPoolId: ctx.config.poolId,
    ...(g?.description ? { Description: g.description } : {}),
    ...(g?.precedence !== undefined ? { Precedence: g.precedence } : {}),
    CreationDate: epochSeconds(g?.createdAt ?? 0),
    LastModifiedDate: epochSeconds(g?.updatedAt ?? 0),
  };
}

function requireGroup(ctx: Context, input: Body): string {
  const name = reqString(input, "GroupName", { max: 128 });
  if (!ctx.store.state.groups[name]) throw Errors.groupNotFound();
  return name;
}

function sendInvitation(ctx: Context, user: UserRecord, password: string): void {
  const to = user.attributes.email;
  if (!to) return;
  send(ctx, {
    to,
    channel: "EMAIL",
    kind: "ADMIN_CREATE_USER",
    username: user.username,
    subject: "Your temporary password",
    body: `Your username is ${user.username} and temporary password is ${password}.`,
    code: password,
  });
}

/** ListUsers filter: `attr = "value"` or `attr ^= "prefix"` (Cognito's syntax). */
function parseFilter(filter: string | undefined): ((u: UserRecord) => boolean) | undefined {
  if (!filter) return undefined;
  const m = /^\s*([\w:]+)\s*(\^?=)\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(filter);
  if (!m) throw Errors.invalidParameter("Error while parsing filter.");
  const [, attr, op, raw] = m as unknown as [string, string, string, string];
  const value = raw.replace(/\\(.)/g, "$1");
  const read = (u: UserRecord) =>
    attr === "username"
      ? u.username
      : attr === "status"
        ? u.status
        : attr === "cognito:user_status"
          ? u.status
          : u.attributes[attr];
  return (u) => {
    const v = read(u);
    if (v === undefined) return false;
    return op === "=" ? v === value : v.startsWith(value);
  };
}

export const adminOperations: OperationTable = {
  AdminGetUser: {
    admin: true,
    readonly: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      const view = adminUserView(user);
      return {
        Username: view.Username,
        UserAttributes: view.Attributes,
        UserCreateDate: view.UserCreateDate,
        UserLastModifiedDate: view.UserLastModifiedDate,
        Enabled: view.Enabled,
        UserStatus: view.UserStatus,
        ...mfaView(user),
      };
    },
  },
  AdminListGroupsForUser: {
    admin: true,
    readonly: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      optInt(input, "Limit", 0, 60);
      optString(input, "NextToken", { max: 1024 });
      return { Groups: user.groups.map((g) => groupView(ctx, g)) };
    },
  },
  AdminCreateUser: {
    admin: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      const attributes = optAttributes(input, "UserAttributes") ?? [];
      optAttributes(input, "ValidationData");
      optStringMap(input, "ClientMetadata");
      optBool(input, "ForceAliasCreation");
      optStringList(input, "DesiredDeliveryMediums", 2);
      const action = optString(input, "MessageAction", { max: 16 });
      if (action !== undefined && action !== "SUPPRESS" && action !== "RESEND") {
        throw Errors.enumValue("messageAction", action, ["RESEND", "SUPPRESS"]);
      }
      let temporary = input.TemporaryPassword as unknown;
      if (temporary !== undefined && temporary !== null)
        assertPasswordAcceptable(temporary, ctx.config.passwordPolicy, "temporaryPassword");
      else temporary = generatePassword(ctx.config.passwordPolicy, (n) => randomInt(n));
      const password = temporary as string;

      if (action === "RESEND") {
        const user = findUser(ctx, username);
        if (!user) throw Errors.userNotFound();
        if (user.status !== "FORCE_CHANGE_PASSWORD")
          throw Errors.invalidParameter("User can't be resent an invitation: status is not FORCE_CHANGE_PASSWORD.");
        setPassword(ctx, user, password, true);
        sendInvitation(ctx, user, password);
        return { User: { ...adminUserView(user), ...mfaView(user) } };
      }
      if (!EMAIL_PATTERN.test(username)) throw Errors.invalidParameter("Username should be an email.");
      if (findUser(ctx, username)) throw Errors.accountExists();
      const writes = validateAttributeWrites(attributes, { admin: true });
      const user = newUser(ctx, { username, status: "FORCE_CHANGE_PASSWORD", attributes: {} });
      applyAttributeWrites(user, { email: username, email_verified: "false", ...writes }, ctx.now());
      setPassword(ctx, user, password, true);
      ctx.store.state.users[userKey(username)] = user;
      if (action !== "SUPPRESS") sendInvitation(ctx, user, password);
      return { User: { ...adminUserView(user), ...mfaView(user) } };
    },
  },
  CreateGroup: {
    admin: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      // Cognito's GroupName pattern: [\p{L}\p{M}\p{S}\p{N}\p{P}]+, 1 to 128 characters.
      const name = reqString(input, "GroupName", {
        max: 128,
        pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u,
        patternText: "letters, marks, symbols, numbers and punctuation",
      });
      if (ctx.store.state.groups[name])
        throw new CognitoError("GroupExistsException", "A group with the name already exists.");
      const description = optString(input, "Description", { max: 2048 });
      const precedence = optInt(input, "Precedence", 0, 2147483647);
      const at = ctx.now();
      ctx.store.state.groups[name] = {
        name,
        ...(description !== undefined ? { description } : {}),
        ...(precedence !== undefined ? { precedence } : {}),
        createdAt: at,
        updatedAt: at,
      };
      return { Group: groupView(ctx, name) };
    },
  },
  AdminAddUserToGroup: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      const group = requireGroup(ctx, input);
      if (!user.groups.includes(group)) user.groups.push(group);
      user.updatedAt = ctx.now();
      return {};
    },
  },
  AdminRemoveUserFromGroup: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      const group = requireGroup(ctx, input);
      user.groups = user.groups.filter((g) => g !== group);
      user.updatedAt = ctx.now();
      return {};
    },
  },
  AdminDeleteUser: {
    admin: true,
    handler(ctx, input) {
      deleteUserEverywhere(ctx, adminUser(ctx, input));
      return {};
    },
  },
  AdminSetUserPassword: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      const password = input.Password;
      assertPasswordAcceptable(password, ctx.config.passwordPolicy);
      const permanent = optBool(input, "Permanent") ?? false;
      setPassword(ctx, user, password, !permanent);
      if (permanent) {
        if (user.status === "FORCE_CHANGE_PASSWORD" || user.status === "RESET_REQUIRED") user.status = "CONFIRMED";
      } else if (user.status !== "UNCONFIRMED") {
        user.status = "FORCE_CHANGE_PASSWORD";
      }
      return {};
    },
  },
  AdminConfirmSignUp: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      if (user.status !== "UNCONFIRMED") {
        throw new CognitoError("NotAuthorizedException", `User cannot be confirmed. Current status is ${user.status}`);
      }
      user.status = "CONFIRMED";
      user.updatedAt = ctx.now();
      return {};
    },
  },
  AdminDisableUser: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      user.enabled = false;
      user.updatedAt = ctx.now();
      revokeAllForUser(ctx, user.username);
      return {};
    },
  },
  AdminEnableUser: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      user.enabled = true;
      user.updatedAt = ctx.now();
      return {};
    },
  },
  AdminResetUserPassword: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      if (!user.password) throw Errors.invalidParameter("Cannot reset password for a federated user.");
      user.status = "RESET_REQUIRED";
      user.updatedAt = ctx.now();
      if (isVerified(user, "email")) sendCode(ctx, user, "FORGOT_PASSWORD", "FORGOT_PASSWORD", "email");
      return {};
    },
  },
  DescribeUserPoolClient: {
    admin: true,
    readonly: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      requireClient(ctx, input);
      return { UserPoolClient: clientView(ctx) };
    },
  },
  UpdateUserPoolClient: {
    admin: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      requireClient(ctx, input);
      const revocation = input.EnableTokenRevocation;
      if (revocation !== undefined && typeof revocation !== "boolean")
        throw Errors.invalidParameter("EnableTokenRevocation must be a boolean.");
      // Everything is checked before anything changes.
      const rotation = rotationInput(input);
      updateTokenValidity(ctx, input);
      if (typeof revocation === "boolean") ctx.store.state.clientTokenRevocation = revocation;
      if (rotation) ctx.store.state.clientRefreshTokenRotation = rotation;
      ctx.store.state.clientUpdatedAt = ctx.now();
      return { UserPoolClient: clientView(ctx) };
    },
  },
  GetUserPoolMfaConfig: {
    admin: true,
    readonly: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      return poolMfaView(ctx);
    },
  },
  SetUserPoolMfaConfig: {
    admin: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      applyPoolMfaConfig(ctx, input);
      return poolMfaView(ctx);
    },
  },
  AdminUserGlobalSignOut: {
    admin: true,
    handler(ctx, input) {
      revokeAllForUser(ctx, adminUser(ctx, input).username);
      return {};
    },
  },
  AdminSetUserMFAPreference: {
    admin: true,
    handler(ctx, input) {
      applyMfaPreference(ctx, adminUser(ctx, input), input);
      return {};
    },
  },
  AdminUpdateUserAttributes: {
    admin: true,
    handler(ctx, input) {
      const user = adminUser(ctx, input);
      const list = optAttributes(input, "UserAttributes");
      if (!list) throw Errors.missingParameter("UserAttributes");
      applyAttributeWrites(user, validateAttributeWrites(list, { admin: true }), ctx.now());
      return {};
    },
  },
  ListUsers: {
    admin: true,
    readonly: true,
    handler(ctx, input) {
      requirePool(ctx, input);
      const limit = optInt(input, "Limit", 0, 60) || 60;
      const token = optString(input, "PaginationToken", { max: 256 });
      const wanted = optStringList(input, "AttributesToGet");
      const filter = parseFilter(optString(input, "Filter", { max: 256 }));
      let offset = 0;
      if (token) {
        const m = /^o(\d{1,6})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
        if (!m) throw Errors.invalidParameter("Invalid pagination token.");
        offset = Number(m[1]);
      }
      const all = Object.values(ctx.store.state.users)
        .filter((u) => !filter || filter(u))
        .sort((a, b) => a.username.localeCompare(b.username));
      const page = all.slice(offset, offset + limit);
      const Users = page.map((u) => {
        const view = adminUserView(u);
        return wanted ? { ...view, Attributes: attributeList(u).filter((a) => wanted.includes(a.Name)) } : view;
      });
      const result: Record<string, unknown> = { Users };
      if (offset + page.length < all.length)
        result.PaginationToken = Buffer.from(`o${offset + page.length}`).toString("base64url");
      return result;
    },
  },
};
