/**
 * events.list's query as Google reads it: timeMin/timeMax (RFC 3339 with an offset), singleEvents, orderBy
 * (startTime only with singleEvents), maxResults (250, at most 2500), pageToken, syncToken (and what it cannot be
 * combined with), showDeleted, eventTypes (repeated), timeZone, iCalUID, q, updatedMin. Errors in Google's terms.
 */
import { parseTimestamp, toInstant } from "../../core/time/wire";
import { isTimeZone } from "../../core/time/zone";
import type { ApiErrorDetail } from "./errors";
import { EVENT_TYPES, type EventType } from "./events";

export interface ListQuery {
  timeMin: number | null;
  timeMax: number | null;
  singleEvents: boolean;
  orderBy: "startTime" | "updated" | null;
  maxResults: number;
  pageToken: string | null;
  syncToken: string | null;
  showDeleted: boolean;
  eventTypes: EventType[] | null;
  timeZone: string | null;
  iCalUID: string | null;
  q: string | null;
  updatedMin: number | null;
}

export interface QueryError {
  status: number;
  reason: string;
  message: string;
  detail: ApiErrorDetail;
}

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; error: QueryError };

export const DEFAULT_MAX_RESULTS = 250;
export const MAX_MAX_RESULTS = 2500;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const SYNC_INCOMPATIBLE = [
  "iCalUID",
  "orderBy",
  "privateExtendedProperty",
  "q",
  "sharedExtendedProperty",
  "timeMin",
  "timeMax",
  "updatedMin",
];

const invalid = (name: string, message = "Invalid Value"): ListQueryResult => ({
  ok: false,
  error: { status: 400, reason: "invalid", message, detail: { locationType: "parameter", location: name } },
});
const badRequest = (message = "Bad Request"): ListQueryResult => ({
  ok: false,
  error: { status: 400, reason: "badRequest", message, detail: {} },
});

export function readListQuery(params: URLSearchParams): ListQueryResult {
  const time = (name: string): number | null | "bad" => {
    const v = params.get(name);
    if (v === null) return null;
    const parsed = RFC3339.test(v) ? parseTimestamp(v) : null;
    return parsed ? toInstant(parsed, "UTC") : "bad";
  };
  const flag = (name: string): boolean | "bad" => {
    const v = params.get(name);
    if (v === null || v === "false") return false;
    return v === "true" ? true : "bad";
  };

  const timeMin = time("timeMin");
  const timeMax = time("timeMax");
  const updatedMin = time("updatedMin");
  if (timeMin === "bad" || timeMax === "bad" || updatedMin === "bad") return badRequest();
  if (timeMin !== null && timeMax !== null && timeMin >= timeMax)
    return {
      ok: false,
      error: {
        status: 400,
        reason: "timeRangeEmpty",
        message: "The specified time range is empty.",
        detail: { locationType: "parameter", location: "timeMax" },
      },
    };
  const singleEvents = flag("singleEvents");
  if (singleEvents === "bad") return invalid("singleEvents", `Invalid boolean value: '${params.get("singleEvents")}'.`);
  const showDeleted = flag("showDeleted");
  if (showDeleted === "bad") return invalid("showDeleted", `Invalid boolean value: '${params.get("showDeleted")}'.`);

  const orderText = params.get("orderBy");
  if (orderText !== null && orderText !== "startTime" && orderText !== "updated")
    return invalid("orderBy", `Invalid value for orderBy: ${orderText}`);
  if (orderText === "startTime" && !singleEvents)
    return badRequest("The requested ordering is not available for the particular query.");

  let maxResults = DEFAULT_MAX_RESULTS;
  const maxText = params.get("maxResults");
  if (maxText !== null) {
    if (!/^\d{1,9}$/.test(maxText) || Number(maxText) < 1)
      return invalid(
        "maxResults",
        `Invalid value '${maxText}'. Values must be within the range: [1, ${MAX_MAX_RESULTS}]`,
      );
    maxResults = Math.min(Number(maxText), MAX_MAX_RESULTS);
  }

  const typeValues = params
    .getAll("eventTypes")
    .flatMap((v) => v.split(","))
    .filter(Boolean);
  const unknownType = typeValues.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
  if (unknownType) return invalid("eventTypes", `Invalid event type: ${unknownType}`);

  const timeZone = params.get("timeZone");
  if (timeZone !== null && !isTimeZone(timeZone))
    return invalid("timeZone", "Invalid time zone definition for start time.");

  const syncToken = params.get("syncToken");
  if (syncToken !== null) {
    const clash = SYNC_INCOMPATIBLE.find((p) => params.has(p));
    if (clash) return invalid("syncToken", `The syncToken parameter cannot be combined with ${clash}.`);
  }

  return {
    ok: true,
    query: {
      timeMin,
      timeMax,
      singleEvents,
      orderBy: orderText as ListQuery["orderBy"],
      maxResults,
      pageToken: params.get("pageToken"),
      syncToken,
      showDeleted,
      eventTypes: typeValues.length ? (typeValues as EventType[]) : null,
      timeZone,
      iCalUID: params.get("iCalUID"),
      q: params.get("q"),
      updatedMin,
    },
  };
}
