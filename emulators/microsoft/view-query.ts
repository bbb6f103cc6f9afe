/**
 * The calendarView query as Graph reads it: startDateTime/endDateTime (an offset honored, none = UTC),
 * $top (default 10, at most 1000), $skip, $select (known event properties only) and $orderby. Errors carry
 * Graph's codes and name the offending parameter.
 */
import { parseTimestamp, toInstant } from "../../core/time/wire";

export interface ViewQuery {
  from: number;
  to: number;
  top: number;
  skip: number;
  /** Canonical property names, or null for all. */
  select: string[] | null;
  order: { by: "start" | "end"; descending: boolean };
}

export type ViewQueryResult = { ok: true; query: ViewQuery } | { ok: false; code: string; message: string };

export const DEFAULT_TOP = 10;
export const MAX_TOP = 1000;

/** Event properties (v1.0) that $select accepts. */
const EVENT_PROPERTIES = [
  "allowNewTimeProposals",
  "attendees",
  "body",
  "bodyPreview",
  "categories",
  "changeKey",
  "createdDateTime",
  "end",
  "hasAttachments",
  "hideAttendees",
  "iCalUId",
  "id",
  "importance",
  "isAllDay",
  "isCancelled",
  "isDraft",
  "isOnlineMeeting",
  "isOrganizer",
  "isReminderOn",
  "lastModifiedDateTime",
  "location",
  "locations",
  "onlineMeeting",
  "onlineMeetingProvider",
  "onlineMeetingUrl",
  "organizer",
  "originalEndTimeZone",
  "originalStart",
  "originalStartTimeZone",
  "recurrence",
  "reminderMinutesBeforeStart",
  "responseRequested",
  "responseStatus",
  "sensitivity",
  "seriesMasterId",
  "showAs",
  "start",
  "subject",
  "transactionId",
  "type",
  "webLink",
];
const PROPERTY_BY_LOWER = new Map(EVENT_PROPERTIES.map((p) => [p.toLowerCase(), p]));

function instant(params: URLSearchParams, name: "startDateTime" | "endDateTime"): number | string {
  const value = params.get(name);
  const display = name === "startDateTime" ? "StartDateTime" : "EndDateTime";
  if (value === null || value.trim() === "") return "missing";
  const parsed = parseTimestamp(value);
  if (!parsed) return `The value '${value}' of parameter '${display}' is invalid.`;
  return toInstant(parsed, "UTC");
}

export type WindowResult = { ok: true; from: number; to: number } | { ok: false; code: string; message: string };

/** The required startDateTime/endDateTime pair (calendarView and its delta's first request). */
export function readWindow(params: URLSearchParams): WindowResult {
  const from = instant(params, "startDateTime");
  const to = instant(params, "endDateTime");
  if (from === "missing" || to === "missing") {
    const missing = [from === "missing" ? "startDateTime" : "", to === "missing" ? "endDateTime" : ""].filter(Boolean);
    return {
      ok: false,
      code: "ErrorInvalidParameter",
      message: `This request requires a time window specified by the query string parameters StartDateTime and EndDateTime. Missing: ${missing.join(", ")}.`,
    };
  }
  if (typeof from === "string") return { ok: false, code: "ErrorInvalidParameter", message: from };
  if (typeof to === "string") return { ok: false, code: "ErrorInvalidParameter", message: to };
  return { ok: true, from, to };
}

export type SelectResult = { ok: true; select: string[] | null } | { ok: false; code: string; message: string };

/** $select: known event properties only, canonical names, each once; null when absent (every property). */
export function readSelect(params: URLSearchParams): SelectResult {
  const text = params.get("$select");
  if (text === null) return { ok: true, select: null };
  const select: string[] = [];
  for (const name of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const canonical = PROPERTY_BY_LOWER.get(name.toLowerCase());
    if (!canonical)
      return {
        ok: false,
        code: "RequestBroker--ParseUri",
        message: `Could not find a property named '${name}' on type 'microsoft.graph.event'.`,
      };
    if (!select.includes(canonical)) select.push(canonical);
  }
  return { ok: true, select };
}

export function readViewQuery(params: URLSearchParams): ViewQueryResult {
  const window = readWindow(params);
  if (!window.ok) return window;
  const { from, to } = window;

  const count = (name: "$top" | "$skip", fallback: number): number | string => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    if (!/^\d{1,9}$/.test(raw.trim())) return `Invalid value '${raw}' for query parameter ${name}.`;
    return Number(raw.trim());
  };
  const top = count("$top", DEFAULT_TOP);
  if (typeof top === "string") return { ok: false, code: "BadRequest", message: top };
  const skip = count("$skip", 0);
  if (typeof skip === "string") return { ok: false, code: "BadRequest", message: skip };
  for (const unsupported of ["$filter", "$search", "$expand"]) {
    if (params.has(unsupported))
      return {
        ok: false,
        code: "BadRequest",
        message: `The stand-in does not support ${unsupported} on calendarView.`,
      };
  }

  const selected = readSelect(params);
  if (!selected.ok) return selected;
  const { select } = selected;

  const orderText = (params.get("$orderby") ?? "start/dateTime").trim();
  const order = /^(start|end)\/dateTime(?:\s+(asc|desc))?$/i.exec(orderText);
  if (!order)
    return {
      ok: false,
      code: "BadRequest",
      message: `The stand-in orders calendarView by start/dateTime or end/dateTime only, not '${orderText}'.`,
    };

  return {
    ok: true,
    query: {
      from,
      to,
      top: Math.min(Math.max(top, 1), MAX_TOP),
      skip,
      select,
      order: {
        by: order[1]?.toLowerCase() === "end" ? "end" : "start",
        descending: order[2]?.toLowerCase() === "desc",
      },
    },
  };
}
