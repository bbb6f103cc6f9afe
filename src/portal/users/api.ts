/**
 * The browser's client of the user console's functions (/api/users/*, contract in model.ts): each call carries the
 * session the way every call to our functions does (portal/areaAccess), and every failure is one error type with
 * the server's code, message and field messages, so the page can always say what went wrong.
 */
import { sessionHeaders, type AreaAccessDeps } from "../areaAccess";
import { STEP_UP_CODE, type AuditEntry, type ConsoleUser, type UserAction, type UserList } from "./model";

export const USERS_API_BASE = "/api/users";

export class UsersApiError extends Error {
  constructor(
    /** 0: the server was not reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field-level messages (`error.details.fields`). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "UsersApiError";
  }

  /** The action needs a sign-in within the last five minutes. */
  get stepUp(): boolean {
    return this.code === STEP_UP_CODE;
  }

  /** The session itself is gone or refused. */
  get signedOut(): boolean {
    return this.status === 401 && !this.stepUp;
  }
}

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

function errorFrom(status: number, body: unknown): UsersApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : `HTTP${status}`;
  const message =
    typeof error?.message === "string" && error.message ? error.message : `The server answered ${status}.`;
  const raw = (error?.details as { fields?: unknown } | undefined)?.fields;
  const fields: Record<string, string> = {};
  if (raw && typeof raw === "object")
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (typeof v === "string") fields[k] = v;
  return new UsersApiError(status, code, message, fields);
}

export function createUsersApi({ fetch: fetchImpl, tokens }: AreaAccessDeps): UsersApi {
  async function send(method: string, path: string, body?: unknown, accept = "application/json"): Promise<Response> {
    let session: { idToken: string; accessToken: string };
    try {
      session = await tokens();
    } catch {
      throw new UsersApiError(401, "SignedOut", "Your session has ended: sign in again.");
    }
    const headers: Record<string, string> = { ...sessionHeaders(session), Accept: accept };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await fetchImpl(`${USERS_API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
    } catch {
      throw new UsersApiError(
        0,
        "Unreachable",
        "The server could not be reached. Check your connection and try again.",
      );
    }
    if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
    return response;
  }
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
