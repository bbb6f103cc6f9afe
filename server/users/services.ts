/**
 * The console's long-lived parts, built once per process from the settings (rebuilt when they change, which only
 * tests do): the admin client of the user pool and the store of the audit trail and sign-ins.
 */
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { checkCognitoSettings } from "../../core/config/cognito";
import { checkLifetimeAtStart, builtAccessTokenLifetime } from "../auth/built-token-lifetime";
import { createDocumentClient } from "../db/client";
import { ApiErrors } from "../http";
import { logOnce } from "../log";
import { DynamoAccountMarks, type AccountMarks } from "../auth/account-marks";
import { UserConsoleStore } from "./audit";
import { createAdminClient, UserAdmin } from "./cognito-admin";
import { builtUsersSettings, credentialsProblem, type UsersSettings } from "./settings";

export interface ReadyUsers {
  settings: UsersSettings;
  admin: UserAdmin;
  store: UserConsoleStore;
  /** Where a removal from a group is marked, so the account's older tokens are refused at once (account-marks.ts). */
  marks: AccountMarks;
  now: () => number;
}

export interface UsersDeps {
  now?: () => number;
  db?: DynamoDBDocumentClient;
}

export function documentClientFor(settings: UsersSettings): DynamoDBDocumentClient {
  return createDocumentClient(settings.table);
}

export function buildUsersServices(settings: UsersSettings, deps: UsersDeps = {}): ReadyUsers {
  const now = deps.now ?? Date.now;
  const db = deps.db ?? documentClientFor(settings);
  return {
    settings,
    admin: new UserAdmin(createAdminClient(settings), settings.cognito.userPoolId),
    store: new UserConsoleStore(db, settings.table.table, now),
    marks: new DynamoAccountMarks(db, settings.table.table),
    now,
  };
}

let current: { fingerprint: string; services: ReadyUsers } | undefined;

/** The services for the built settings, or 500 ServerMisconfigured with the variable at fault in the log. */
export function usersServices(settings: UsersSettings = builtUsersSettings()): ReadyUsers {
  const problems = checkCognitoSettings(settings.cognito).map((p) => `${p.variable}: ${p.message}`);
  const credentials = credentialsProblem(settings);
  if (credentials) problems.push(credentials);
  if (problems.length) {
    for (const p of problems) logOnce(`ServerMisconfigured: ${p}`);
    throw ApiErrors.misconfigured();
  }
  const fingerprint = JSON.stringify(settings);
  if (current?.fingerprint !== fingerprint) {
    current = { fingerprint, services: buildUsersServices(settings) };
    // Start-up: these are the functions holding the pool's admin credentials, which the lifetime's reading needs.
    void checkLifetimeAtStart(() => builtAccessTokenLifetime(settings));
  }
  return current.services;
}

/** Tests only: build again on the next call. */
export function resetUsersServices(): void {
  current = undefined;
}
