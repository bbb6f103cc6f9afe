/**
 * The user console's settings. The admin operations (ListUsers, AdminCreateUser, ...) are IAM-signed: unlike the
 * sign-in calls they need AWS credentials. COGNITO_ADMIN_ACCESS_KEY_ID / COGNITO_ADMIN_SECRET_ACCESS_KEY give them
 * explicitly (hosts that reserve the AWS_* names, like Netlify, and the local emulator, which checks only that a
 * SigV4 signature is present); empty, the SDK's default credential chain applies (an IAM role, AWS_* variables).
 * The audit trail and the recorded sign-ins live in the site table (SITE_TABLE and its endpoint, region and
 * credentials, server/db/settings.ts). As elsewhere, each `process.env.NAME` is written out literally because
 * Gatsby bakes them into the function bundle.
 */
import type { CognitoSettings } from "../../core/config/cognito";
import { builtSiteTableSettings, type SiteTableSettings } from "../db/settings";
import { builtCognitoSettings } from "../settings";

export const USERS_VARIABLES = {
  accessKeyId: "COGNITO_ADMIN_ACCESS_KEY_ID",
  secretAccessKey: "COGNITO_ADMIN_SECRET_ACCESS_KEY",
} as const;

export interface UsersSettings {
  cognito: CognitoSettings;
  /** Explicit credentials for the admin operations; both empty: the default AWS credential chain. */
  adminAccessKeyId: string;
  adminSecretAccessKey: string;
  /** The table (and its client settings) that holds the audit trail. */
  table: SiteTableSettings;
}

/** What an admin call on the pool needs: the pool and the credentials, without the table's. */
export type AdminAccess = Pick<UsersSettings, "cognito" | "adminAccessKeyId" | "adminSecretAccessKey">;

export function adminAccessFrom(env: Record<string, string | undefined>, cognito: CognitoSettings): AdminAccess {
  const read = (name: string) => (env[name] ?? "").trim();
  return {
    cognito,
    adminAccessKeyId: read(USERS_VARIABLES.accessKeyId),
    adminSecretAccessKey: read(USERS_VARIABLES.secretAccessKey),
  };
}

export function usersSettingsFrom(
  env: Record<string, string | undefined>,
  cognito: CognitoSettings,
  table: SiteTableSettings,
): UsersSettings {
  return {
    ...adminAccessFrom(env, cognito),
    table: {
      table: table.table,
      dynamodbEndpoint: table.dynamodbEndpoint,
      dynamodbRegion: table.dynamodbRegion,
      awsAccessKeyId: table.awsAccessKeyId,
      awsSecretAccessKey: table.awsSecretAccessKey,
    },
  };
}

/**
 * The admin access alone, for a function that makes an admin call but uses no table (GET /api/health): reading
 * builtUsersSettings there would bake the table's credentials into that function too.
 */
export function builtAdminAccess(): AdminAccess {
  return adminAccessFrom(
    {
      COGNITO_ADMIN_ACCESS_KEY_ID: process.env.COGNITO_ADMIN_ACCESS_KEY_ID,
      COGNITO_ADMIN_SECRET_ACCESS_KEY: process.env.COGNITO_ADMIN_SECRET_ACCESS_KEY,
    },
    builtCognitoSettings(),
  );
}

export function builtUsersSettings(): UsersSettings {
  return usersSettingsFrom(
    {
      COGNITO_ADMIN_ACCESS_KEY_ID: process.env.COGNITO_ADMIN_ACCESS_KEY_ID,
      COGNITO_ADMIN_SECRET_ACCESS_KEY: process.env.COGNITO_ADMIN_SECRET_ACCESS_KEY,
    },
    builtCognitoSettings(),
    builtSiteTableSettings(),
  );
}

/** A problem with the credentials settings (one given without the other), or null. */
export function credentialsProblem(settings: AdminAccess): string | null {
  const { adminAccessKeyId: id, adminSecretAccessKey: secret } = settings;
  if (Boolean(id) === Boolean(secret)) return null;
  const missing = id ? USERS_VARIABLES.secretAccessKey : USERS_VARIABLES.accessKeyId;
  return `${missing} is empty while ${id ? USERS_VARIABLES.accessKeyId : USERS_VARIABLES.secretAccessKey} is set; set both or neither (the default AWS credential chain).`;
}
