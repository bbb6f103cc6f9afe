/**
 * The user pool's admin operations the console needs, through @aws-sdk/client-cognito-identity-provider (IAM-signed,
 * see settings.ts for the credentials): list users with their groups and MFA, invite, disable (and end every
 * session), enable, add to and remove from a group, reset MFA. Cognito's errors become the functions' answers: an
 * unknown user 404, an existing one 409, a refused value 400 with Cognito's message, our credentials or settings
 * 500 ServerMisconfigured (logged once), anything else 503.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type AttributeType,
  type UserType,
} from "@aws-sdk/client-cognito-identity-provider";
import { regionOf } from "../../core/config/cognito";
import type { MfaMethod } from "../../core/portal/users";
import { ApiError, ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import { USERS_VARIABLES, type AdminAccess } from "./settings";

export function createAdminClient(settings: AdminAccess): CognitoIdentityProviderClient {
  const { cognito, adminAccessKeyId, adminSecretAccessKey } = settings;
  return new CognitoIdentityProviderClient({
    region: regionOf(cognito.userPoolId),
    ...(cognito.endpoint ? { endpoint: cognito.endpoint } : {}),
    ...(adminAccessKeyId && adminSecretAccessKey
      ? { credentials: { accessKeyId: adminAccessKeyId, secretAccessKey: adminSecretAccessKey } }
      : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
  });
}

/** A pool user as the console needs it, before the site's own data (last sign-in) is added. */
export interface PoolUser {
  username: string;
  sub: string;
  email: string;
  status: string;
  enabled: boolean;
  groups: string[];
  mfa: MfaMethod[];
  createdAt: string | null;
}

/** At most this many users are listed (ListUsers pages of 60); the page says when there are more. */
export const MAX_LISTED_USERS = 300;
/** Per-user calls (AdminGetUser, AdminListGroupsForUser) running at once while listing. */
const DETAIL_CONCURRENCY = 6;

const attribute = (list: AttributeType[] | undefined, name: string) => list?.find((a) => a.Name === name)?.Value ?? "";

export function mfaMethods(list: readonly string[] | undefined): MfaMethod[] {
  const out: MfaMethod[] = [];
  if (list?.includes("SOFTWARE_TOKEN_MFA")) out.push("TOTP");
  if (list?.includes("SMS_MFA")) out.push("SMS");
  if (list?.includes("EMAIL_OTP")) out.push("EMAIL");
  return out;
}

/** Runs `task` over `items` with at most `limit` at once, keeping the order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class UserAdmin {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /** Every user (up to MAX_LISTED_USERS, by user name) with groups and MFA. */
  async listUsers(): Promise<{ users: PoolUser[]; truncated: boolean }> {
    const found: UserType[] = [];
    let token: string | undefined;
    do {
      const page = await this.call("ListUsers", () =>
        this.client.send(
          new ListUsersCommand({
            UserPoolId: this.userPoolId,
            Limit: 60,
            ...(token ? { PaginationToken: token } : {}),
          }),
        ),
      );
      found.push(...(page.Users ?? []));
      token = page.PaginationToken;
    } while (token && found.length < MAX_LISTED_USERS);
    const truncated = Boolean(token) || found.length > MAX_LISTED_USERS;
    const listed = found.filter((u) => u.Username).slice(0, MAX_LISTED_USERS);
    const users = await mapLimited(listed, DETAIL_CONCURRENCY, (u) => this.details(u));
    return { users: users.sort((a, b) => a.username.localeCompare(b.username)), truncated };
  }

  /** One user, with groups and MFA; 404 when the pool has no such user. */
  async getUser(username: string): Promise<PoolUser> {
    const out = await this.call("AdminGetUser", () =>
      this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username })),
    );
    const groups = await this.groupsOf(out.Username ?? username);
    return {
      username: out.Username ?? username,
      sub: attribute(out.UserAttributes, "sub"),
      email: attribute(out.UserAttributes, "email"),
      status: out.UserStatus ?? "UNKNOWN",
      enabled: out.Enabled ?? true,
      groups,
      mfa: mfaMethods(out.UserMFASettingList),
      createdAt: out.UserCreateDate ? out.UserCreateDate.toISOString() : null,
    };
  }

  /**
   * AdminCreateUser with the address as user name and a verified e-mail: Cognito generates the temporary password
   * and mails the invitation; the first sign-in then asks for a new password (FORCE_CHANGE_PASSWORD).
   */
  async invite(email: string): Promise<PoolUser> {
    await this.call("AdminCreateUser", () =>
      this.client.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: email,
          UserAttributes: [
            { Name: "email", Value: email },
            { Name: "email_verified", Value: "true" },
          ],
          DesiredDeliveryMediums: ["EMAIL"],
        }),
      ),
    );
    return this.getUser(email);
  }

  /** AdminDisableUser, then AdminUserGlobalSignOut: no new sign-in, and every open session's tokens die. */
  async disable(username: string): Promise<void> {
    await this.call("AdminDisableUser", () =>
      this.client.send(new AdminDisableUserCommand({ UserPoolId: this.userPoolId, Username: username })),
    );
    await this.call("AdminUserGlobalSignOut", () =>
      this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username })),
    );
  }

  async enable(username: string): Promise<void> {
    await this.call("AdminEnableUser", () =>
      this.client.send(new AdminEnableUserCommand({ UserPoolId: this.userPoolId, Username: username })),
    );
  }

  async addToGroup(username: string, group: string): Promise<void> {
    await this.call("AdminAddUserToGroup", () =>
      this.client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }),
      ),
    );
  }

  async removeFromGroup(username: string, group: string): Promise<void> {
    await this.call("AdminRemoveUserFromGroup", () =>
      this.client.send(
        new AdminRemoveUserFromGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }),
      ),
    );
  }

  /**
   * Turns every MFA method the user has off (AdminSetUserMFAPreference): the user signs in with the password and
   * sets MFA up again. E-mail codes are named only when the user has them on: a pool without e-mail MFA (Cognito's
   * Lite tier) refuses the setting.
   */
  async resetMfa(username: string, methods: readonly MfaMethod[]): Promise<void> {
    const off = { Enabled: false, PreferredMfa: false };
    await this.call("AdminSetUserMFAPreference", () =>
      this.client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          SoftwareTokenMfaSettings: off,
          SMSMfaSettings: off,
          ...(methods.includes("EMAIL") ? { EmailMfaSettings: off } : {}),
        }),
      ),
    );
  }

  private async details(u: UserType): Promise<PoolUser> {
    const username = u.Username as string;
    const [groups, mfa] = await Promise.all([
      this.groupsOf(username),
      this.call("AdminGetUser", () =>
        this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username })),
      ).then((out) => mfaMethods(out.UserMFASettingList)),
    ]);
    return {
      username,
      sub: attribute(u.Attributes, "sub"),
      email: attribute(u.Attributes, "email"),
      status: u.UserStatus ?? "UNKNOWN",
      enabled: u.Enabled ?? true,
      groups,
      mfa,
      createdAt: u.UserCreateDate ? u.UserCreateDate.toISOString() : null,
    };
  }

  /** The user's groups as the pool says now (a token's `cognito:groups` is as old as its sign-in). */
  async groupsOf(username: string): Promise<string[]> {
    const groups: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.call("AdminListGroupsForUser", () =>
        this.client.send(
          new AdminListGroupsForUserCommand({
            UserPoolId: this.userPoolId,
            Username: username,
            Limit: 60,
            ...(token ? { NextToken: token } : {}),
          }),
        ),
      );
      for (const g of page.Groups ?? []) if (g.GroupName) groups.push(g.GroupName);
      token = page.NextToken;
    } while (token);
    return groups.sort();
  }

  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw adminError(operation, err);
    }
  }
}

/** The function's answer for a failed admin operation (see the module comment). */
export function adminError(operation: string, err: unknown): ApiError {
  const name = String((err as { name?: unknown })?.name ?? "");
  const message = String((err as { message?: unknown })?.message ?? err);
  switch (name) {
    case "UserNotFoundException":
      return ApiErrors.notFound("There is no such user in the user pool.");
    case "UsernameExistsException":
    case "AliasExistsException":
      return new ApiError(409, "UserExists", "A user with this e-mail address already exists.");
    case "InvalidParameterException":
    case "InvalidPasswordException":
      // Cognito's own words stay in the log; the page gets the code.
      logOnce(`${operation} refused (${name}): ${message}`);
      return ApiErrors.invalidRequest(`The user pool refused the request (${name}).`);
    case "ResourceNotFoundException":
      // An unknown group or pool: the pool is not set up as the site expects.
      logOnce(`${operation}: ${message}`);
      return new ApiError(
        500,
        "ServerMisconfigured",
        "The user pool is not set up as the site expects. The server log says what is missing.",
      );
    case "CredentialsProviderError":
    case "AccessDeniedException":
    case "UnrecognizedClientException":
    case "InvalidSignatureException":
    case "NotAuthorizedException":
    case "MissingAuthenticationTokenException":
      logOnce(
        `ServerMisconfigured: ${operation} refused our AWS credentials (${name}: ${message}); set ${USERS_VARIABLES.accessKeyId} and ${USERS_VARIABLES.secretAccessKey}, or give the function an IAM role allowed to call the pool's admin operations.`,
      );
      return new ApiError(
        500,
        "ServerMisconfigured",
        "The server is not allowed to manage the user pool. Ask the site's operator to check its AWS credentials.",
      );
    case "TooManyRequestsException":
    case "LimitExceededException":
      return new ApiError(503, "ServiceUnavailable", "The user pool is busy. Try again in a moment.", {
        "Retry-After": "5",
      });
    default:
      logError(`${operation} failed`, `${name}: ${message}`);
      return ApiErrors.unavailable();
  }
}
