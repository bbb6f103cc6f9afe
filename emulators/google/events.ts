/**
 * The Google seed: an array of events.list `items` (already expanded, as singleEvents=true returns them). Each is
 * checked once (id, status, eventType, start/end as {date} or {dateTime}) and indexed by its instants. All-day
 * dates span the calendar zone's midnights (end exclusive). A canceled instance may carry only
 * originalStartTime, which then stands for its start and end.
 */
import { createHash } from "node:crypto";
import { parseDate } from "../../core/time/plainDate";
import { parseTimestamp, toInstant } from "../../core/time/wire";
import { isTimeZone, startOfDay } from "../../core/time/zone";
import { DevInputError } from "../kit";

export const EVENT_TYPES = ["default", "outOfOffice", "focusTime", "workingLocation", "birthday", "fromGmail"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface GoogleEventRecord {
  id: string;
  wire: Record<string, unknown>;
  start: number;
  end: number;
  status: "confirmed" | "tentative" | "cancelled";
  eventType: EventType;
  updated: number | null;
  /** A hash of the event as the seed gave it: the sync history's "changed" (any field differs). */
  fingerprint: string;
  /** `updated` and `etag` as the seed gave them (absent = undefined), to tell whether a change came with new ones. */
  seedMarks: { updated: unknown; etag: unknown };
}

export interface GoogleSeed {
  /** In seed order (events.list's order without orderBy is unspecified). */
  events: GoogleEventRecord[];
  /** Changes whenever the events do: sync tokens from before a change answer 410. */
  version: string;
  /** The newest `updated` among the events (the collection's `updated`). */
  updated: number;
}

const MAX_EVENTS = 100_000;

type When = { allDay: true; date: string } | { allDay: false; at: number };

function when(value: unknown, where: string): When {
  if (!value || typeof value !== "object") throw new DevInputError(`${where} must be {date} or {dateTime, timeZone?}`);
  const { date, dateTime, timeZone } = value as { date?: unknown; dateTime?: unknown; timeZone?: unknown };
  if (timeZone !== undefined && (typeof timeZone !== "string" || !isTimeZone(timeZone)))
    throw new DevInputError(`${where}.timeZone must be an IANA time zone`);
  if (typeof date === "string") {
    if (dateTime !== undefined) throw new DevInputError(`${where} has both date and dateTime`);
    if (parseDate(date) !== date) throw new DevInputError(`${where}.date must be "yyyy-mm-dd"`);
    return { allDay: true, date };
  }
  const parsed = typeof dateTime === "string" ? parseTimestamp(dateTime) : undefined;
  if (!parsed || parsed.dateOnly)
    throw new DevInputError(`${where}.dateTime must be RFC 3339, e.g. "2024-05-06T09:00:00+02:00"`);
  if (parsed.offsetMinutes === undefined && typeof timeZone !== "string")
    throw new DevInputError(`${where}.dateTime has no offset and no timeZone says where it is`);
  return { allDay: false, at: toInstant(parsed, typeof timeZone === "string" ? timeZone : "UTC") };
}

/** Google's etag shape (a quoted decimal) from a hash of the event without its etag. */
export function eventEtag(wire: Record<string, unknown>): string {
  const { etag: _etag, ...rest } = wire;
  return `"${BigInt(`0x${createHash("sha256").update(JSON.stringify(rest)).digest("hex").slice(0, 13)}`)}"`;
}

function instant(w: When, calendarZone: string): number {
  return w.allDay ? startOfDay(w.date, calendarZone) : w.at;
}

export function loadGoogleEvents(input: unknown, calendarZone: string): GoogleSeed {
  if (!Array.isArray(input)) throw new DevInputError("The Google seed must be a JSON array of events.list items");
  if (input.length > MAX_EVENTS) throw new DevInputError(`The seed has more than ${MAX_EVENTS} events`);
  const ids = new Set<string>();
  let newest = 0;
  const events = input.map((raw: unknown, i): GoogleEventRecord => {
    const where = `event[${i}]`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new DevInputError(`${where} must be an object`);
    const wire: Record<string, unknown> = { kind: "calendar#event", ...(raw as Record<string, unknown>) };
    const { id } = wire;
    if (typeof id !== "string" || !id) throw new DevInputError(`${where}.id must be a non-empty string`);
    if (ids.has(id)) throw new DevInputError(`${where}.id "${id}" appears twice`);
    ids.add(id);
    const status = wire.status ?? "confirmed";
    if (status !== "confirmed" && status !== "tentative" && status !== "cancelled")
      throw new DevInputError(`${where}.status must be confirmed, tentative or cancelled`);
    const eventType = wire.eventType ?? "default";
    if (typeof eventType !== "string" || !(EVENT_TYPES as readonly string[]).includes(eventType))
      throw new DevInputError(`${where}.eventType must be one of ${EVENT_TYPES.join(", ")}`);
    let start: When;
    let end: When;
    if (wire.start === undefined && status === "cancelled") {
      if (wire.originalStartTime === undefined)
        throw new DevInputError(`${where} is canceled without start or originalStartTime`);
      start = end = when(wire.originalStartTime, `${where}.originalStartTime`);
    } else {
      start = when(wire.start, `${where}.start`);
      end = when(wire.end, `${where}.end`);
      if (start.allDay !== end.allDay) throw new DevInputError(`${where} mixes date and dateTime`);
    }
    const startMs = instant(start, calendarZone);
    const endMs = instant(end, calendarZone);
    if (endMs < startMs || (start.allDay && wire.start !== undefined && endMs === startMs))
      throw new DevInputError(`${where} ends before it starts (all-day ends are exclusive)`);
    let updated: number | null = null;
    if (typeof wire.updated === "string") {
      const parsed = parseTimestamp(wire.updated);
      updated = parsed ? toInstant(parsed, "UTC") : null;
      if (updated !== null) newest = Math.max(newest, updated);
    }
    const seedMarks = { updated: wire.updated, etag: wire.etag };
    if (typeof wire.etag !== "string") wire.etag = eventEtag(wire);
    const fingerprint = createHash("sha256").update(JSON.stringify(raw)).digest("base64url").slice(0, 22);
    return {
      id,
      wire,
      start: startMs,
      end: endMs,
      status,
      eventType: eventType as EventType,
      updated,
      fingerprint,
      seedMarks,
    };
  });
  const version = createHash("sha256").update(JSON.stringify(input)).digest("base64url").slice(0, 16);
  return { events, version, updated: newest || Date.now() };
}
