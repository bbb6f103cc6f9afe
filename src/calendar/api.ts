/**
 * The browser's client of the calendar functions (/api/calendar/*, contract in model.ts): one function per
 * route, each a call through the one client of our functions (functions/client.ts: the session headers, one error
 * type with the server's own message), so a screen can always say what went wrong.
 */
import { callFunction, FunctionCallError, type FunctionDeps } from "../functions/client";
import {
  DEFAULT_TABLE,
  type ConnectRequest,
  type ConnectResponse,
  type ConnectionsResponse,
  type EventsResponse,
  type LockRequest,
  type OverrideRequest,
  type PreferencesResponse,
  type PreferencesUpdate,
  type ProviderId,
  type ReportDefinition,
  type ReportQuery,
  type ReportResponse,
} from "../../core/calendar/model";

export const CALENDAR_API_BASE = "/api/calendar";

/** A refused or failed call: the one error type of calls to our functions (status 0: the server was not reached). */
export { FunctionCallError as CalendarApiError } from "../functions/client";

export type CalendarApiDeps = FunctionDeps;

export interface CalendarApi {
  connections(): Promise<ConnectionsResponse>;
  connect(request: ConnectRequest): Promise<ConnectResponse>;
  disconnect(provider: ProviderId): Promise<ConnectionsResponse>;
  /** After the provider's callback: the signed-in user finishes the connection (answer: `{ connected }` or `{ error }`). */
  finishConnect(provider: ProviderId): Promise<unknown>;
  events(range: { start: string; end: string }): Promise<EventsResponse>;
  /** The year's report as the functions compute it: figures and one page of each list (no year: this year). */
  report(query: ReportRequest): Promise<ReportResponse>;
  /** The year's counted events as a CSV file. */
  reportCsv(query: Pick<ReportQuery, "year" | "timeZone">): Promise<Blob>;
  preferences(): Promise<PreferencesResponse>;
  /** The changes below answer the report after them too when the page names it (`report`). */
  setDefinition(definition: ReportDefinition, report?: ReportQuery): Promise<PreferencesUpdate>;
  setOverride(key: string, override: OverrideRequest, report?: ReportQuery): Promise<PreferencesUpdate>;
  clearOverride(key: string, report?: ReportQuery): Promise<PreferencesUpdate>;
  unmerge(key: string): Promise<PreferencesResponse>;
  remerge(key: string): Promise<PreferencesResponse>;
  lock(request: LockRequest, report?: ReportQuery): Promise<PreferencesUpdate>;
  unlock(quarter: string, report?: ReportQuery): Promise<PreferencesUpdate>;
}

/** A report asked for: the year may be left to the functions (this year where they are). */
export type ReportRequest = Omit<ReportQuery, "year"> & { year?: number };

/** `?year&timeZone&review&events&quarter&month&source&verdict&sort` for a report query (defaults left out). */
export function reportSearch(
  query: Pick<ReportQuery, "timeZone"> & Partial<Pick<ReportQuery, "pages" | "year" | "table">>,
) {
  const params = new URLSearchParams({ timeZone: query.timeZone });
  if (query.year !== undefined) params.set("year", String(query.year));
  for (const [section, page] of Object.entries(query.pages ?? {})) if (page > 0) params.set(section, String(page));
  for (const [name, value] of Object.entries(query.table ?? {}))
    if (value !== undefined && !(name === "sort" && value === DEFAULT_TABLE.sort)) params.set(name, String(value));
  return `?${params.toString()}`;
}

export function createCalendarApi(deps: CalendarApiDeps): CalendarApi {
  const send = (method: string, path: string, accept: string, body?: unknown) =>
    callFunction(deps, method, `${CALENDAR_API_BASE}${path}`, body, accept);

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, "application/json", body);
    const parsed: unknown = await response.json().catch(() => null);
    if (parsed === null || typeof parsed !== "object") {
      throw new FunctionCallError(response.status, "InvalidResponse", "The server's answer could not be read.");
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
    report: (query) => call("GET", `/report${reportSearch(query)}`),
    reportCsv: async (query) => {
      const response = await send("GET", `/report/csv${reportSearch(query)}`, "text/csv");
      return response.blob();
    },
    preferences: () => call("GET", "/preferences"),
    setDefinition: (definition, report) =>
      call("PUT", `/preferences/definition${report ? reportSearch(report) : ""}`, definition),
    setOverride: (eventKey, override, report) =>
      call("PUT", `/overrides/${key(eventKey)}${report ? reportSearch(report) : ""}`, override),
    clearOverride: (eventKey, report) =>
      call("DELETE", `/overrides/${key(eventKey)}${report ? reportSearch(report) : ""}`),
    unmerge: (eventKey) => call("PUT", `/unmerged/${key(eventKey)}`),
    remerge: (eventKey) => call("DELETE", `/unmerged/${key(eventKey)}`),
    lock: (request, report) => call("POST", `/locks${report ? reportSearch(report) : ""}`, request),
    unlock: (quarter, report) => call("DELETE", `/locks/${key(quarter)}${report ? reportSearch(report) : ""}`),
  };
}
