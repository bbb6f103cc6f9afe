/**
 * The browser's client of the calendar functions (/api/calendar/*, contract in model.ts): one function per
 * route, each carrying the session the way every call to our functions does (portal/areaAccess), and one error
 * type with the server's own message, so a screen can always say what went wrong.
 */
import { sessionHeaders, type AreaAccessDeps } from "../portal/areaAccess";
import type {
  ConnectRequest,
  ConnectResponse,
  ConnectionsResponse,
  EventsResponse,
  LockLinesResponse,
  LockRequest,
  OverrideRequest,
  PreferencesResponse,
  ProviderId,
  ReportDefinition,
} from "../../core/calendar/model";

export const CALENDAR_API_BASE = "/api/calendar";

/** A refused or failed call. `status` 0: the server was not reached; `code` is the server's error code. */
export class CalendarApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CalendarApiError";
  }

  /** The session is gone or refused: signing in again is the way out. */
  get signedOut(): boolean {
    return this.status === 401;
  }
}

export type CalendarApiDeps = AreaAccessDeps;

export interface CalendarApi {
  connections(): Promise<ConnectionsResponse>;
  connect(request: ConnectRequest): Promise<ConnectResponse>;
  disconnect(provider: ProviderId): Promise<ConnectionsResponse>;
  /** After the provider's callback: the signed-in user finishes the connection (answer: `{ connected }` or `{ error }`). */
  finishConnect(provider: ProviderId): Promise<unknown>;
  events(range: { start: string; end: string }): Promise<EventsResponse>;
  preferences(): Promise<PreferencesResponse>;
  setDefinition(definition: ReportDefinition): Promise<PreferencesResponse>;
  setOverride(key: string, override: OverrideRequest): Promise<PreferencesResponse>;
  clearOverride(key: string): Promise<PreferencesResponse>;
  unmerge(key: string): Promise<PreferencesResponse>;
  remerge(key: string): Promise<PreferencesResponse>;
  lock(request: LockRequest): Promise<PreferencesResponse>;
  unlock(quarter: string): Promise<PreferencesResponse>;
  lockLines(quarter: string): Promise<LockLinesResponse>;
}

function errorOf(body: unknown): { code?: string; message?: string } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === "string" ? error.code : undefined,
    message: typeof error?.message === "string" && error.message ? error.message : undefined,
  };
}

export function createCalendarApi({ fetch: fetchImpl, tokens }: CalendarApiDeps): CalendarApi {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let session: { idToken: string; accessToken: string };
    try {
      session = await tokens();
    } catch {
      throw new CalendarApiError(401, "SignedOut", "Your session has ended: sign in again.");
    }
    const headers: Record<string, string> = { ...sessionHeaders(session), Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await fetchImpl(`${CALENDAR_API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
    } catch {
      throw new CalendarApiError(0, "NetworkError", "Network error");
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const { code, message } = errorOf(parsed);
      throw new CalendarApiError(
        response.status,
        code ?? `Http${response.status}`,
        message ?? `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}.`,
      );
    }
    if (parsed === null || typeof parsed !== "object") {
      throw new CalendarApiError(response.status, "InvalidResponse", "The server's answer could not be read.");
    }
    return parsed as T;
  }

  const key = (value: string) => encodeURIComponent(value);

  return {
    connections: () => call("GET", "/connections"),
    connect: (request) => call("POST", "/connect", request),
    disconnect: (provider) => call("DELETE", `/connections/${key(provider)}`),
    finishConnect: (provider) => call("POST", `/callback/${key(provider)}`),
    events: ({ start, end }) => call("GET", `/events?${new URLSearchParams({ start, end }).toString()}`),
    preferences: () => call("GET", "/preferences"),
    setDefinition: (definition) => call("PUT", "/preferences/definition", definition),
    setOverride: (eventKey, override) => call("PUT", `/overrides/${key(eventKey)}`, override),
    clearOverride: (eventKey) => call("DELETE", `/overrides/${key(eventKey)}`),
    unmerge: (eventKey) => call("PUT", `/unmerged/${key(eventKey)}`),
    remerge: (eventKey) => call("DELETE", `/unmerged/${key(eventKey)}`),
    lock: (request) => call("POST", "/locks", request),
    unlock: (quarter) => call("DELETE", `/locks/${key(quarter)}`),
    lockLines: (quarter) => call("GET", `/locks/${key(quarter)}`),
  };
}
