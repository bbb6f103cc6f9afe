/**
 * The browser's client of the user console's functions (/api/users/*, contract in model.ts), over the portal's one
 * way of calling our functions (src/functions/client.ts: the session headers, one error type with field messages).
 */
import { callFunction, type FunctionDeps } from "../../functions/client";
import type { AuditEntry, ConsoleUser, UserAction, UserList } from "../../../core/portal/users";

export const USERS_API_BASE = "/api/users";

/** The console's failures (see src/functions/client.ts). */
export { FunctionCallError as UsersApiError } from "../../functions/client";

export interface ActionOutcome {
  user: ConsoleUser;
  entry: AuditEntry;
}

export interface UsersApi {
  list(): Promise<UserList>;
  invite(email: string): Promise<ActionOutcome>;
  act(username: string, action: UserAction): Promise<ActionOutcome>;
  audit(): Promise<AuditEntry[]>;
  /** The audit trail as a CSV file. */
  auditCsv(): Promise<Blob>;
}

export function createUsersApi(deps: FunctionDeps): UsersApi {
  const send = (method: string, path: string, body?: unknown, accept?: string) =>
    callFunction(deps, method, `${USERS_API_BASE}${path}`, body, accept);
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await send(method, path, body)).json()) as T;

  return {
    list: () => json<UserList>("GET", "/list"),
    invite: (email) => json<ActionOutcome>("POST", "/invite", { email }),
    act: (username, action) => json<ActionOutcome>("POST", "/action", { username, action }),
    audit: async () => (await json<{ entries: AuditEntry[] }>("GET", "/audit")).entries,
    auditCsv: async () => (await send("GET", "/audit?format=csv", undefined, "text/csv")).blob(),
  };
}
