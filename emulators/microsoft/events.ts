/**
 * The Microsoft seed: an array of Graph event objects as calendarView returns them. Each is checked once (id,
 * start/end with a dateTime and a known time zone) and indexed by its instants, so a view is a filter and a sort.
 * All-day events span whole dates: their instants are the calendar zone's midnights of the dates in dateTime.
 */
import { createHash } from "node:crypto";
import { parseDate } from "../../core/time/plainDate";
import { parseTimestamp, toInstant, type Timestamp } from "../../core/time/wire";
import { startOfDay } from "../../core/time/zone";
import { DevInputError } from "../kit";
import { resolveZone } from "./time-zones";

export interface GraphEventRecord {
  id: string;
  wire: Record<string, unknown>;
  start: number;
  end: number;
  allDay: boolean;
  /** A hash of the event as the seed gave it: the sync history's "changed" (any field differs). */
  fingerprint: string;
  /** The change marks as the seed gave them (absent = undefined), to tell whether a change came with new ones. */
  seedMarks: { etag: unknown; lastModifiedDateTime: unknown; changeKey: unknown };
}

export interface GraphSeed {
  /** Sorted by start, then end, then id. */
  events: GraphEventRecord[];
}

const MAX_EVENTS = 100_000;

function dateTimeTimeZone(
  value: unknown,
  where: string,
): { dateTime: string; parsed: Timestamp; timeZone: string; zone: string } {
  if (!value || typeof value !== "object") throw new DevInputError(`${where} must be {dateTime, timeZone}`);
  const { dateTime, timeZone } = value as { dateTime?: unknown; timeZone?: unknown };
  const parsed = typeof dateTime === "string" ? parseTimestamp(dateTime) : null;
  if (typeof dateTime !== "string" || !parsed)
    throw new DevInputError(`${where}.dateTime must be an ISO date-time such as "2024-05-01T09:00:00.0000000"`);
  if (typeof timeZone !== "string") throw new DevInputError(`${where}.timeZone must be a string such as "UTC"`);
  const zone = resolveZone(timeZone);
  if (!zone) throw new DevInputError(`${where}.timeZone "${timeZone}" is not a known IANA or Windows time zone`);
  return { dateTime, parsed, timeZone, zone };
}

/** The calendar zone's midnight starting a "yyyy-mm-dd", NaN when the text is not exactly one. */
function midnight(date: string, zone: string): number {
  return parseDate(date) === date ? startOfDay(date, zone) : NaN;
}

/** A weak etag from a hash of the event without its etag. */
export function etagOf(wire: Record<string, unknown>): string {
  const { "@odata.etag": _etag, ...rest } = wire;
  return `W/"${createHash("sha256").update(JSON.stringify(rest)).digest("base64").slice(0, 28)}"`;
}

/** The seed's (and calendarView's) order: start, then end, then id. */
export function compareEvents(a: GraphEventRecord, b: GraphEventRecord): number {
  return a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function loadGraphEvents(input: unknown, calendarZone: string): GraphSeed {
  if (!Array.isArray(input)) throw new DevInputError("The Microsoft seed must be a JSON array of Graph event objects");
  if (input.length > MAX_EVENTS) throw new DevInputError(`The seed has more than ${MAX_EVENTS} events`);
  const ids = new Set<string>();
  const events = input.map((raw: unknown, i): GraphEventRecord => {
    const where = `event[${i}]`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new DevInputError(`${where} must be an object`);
    const wire = { ...(raw as Record<string, unknown>) };
    const id = wire.id;
    if (typeof id !== "string" || !id) throw new DevInputError(`${where}.id must be a non-empty string`);
    if (ids.has(id)) throw new DevInputError(`${where}.id "${id}" appears twice`);
    ids.add(id);
    if (wire.isAllDay !== undefined && typeof wire.isAllDay !== "boolean")
      throw new DevInputError(`${where}.isAllDay must be a boolean`);
    const allDay = wire.isAllDay === true;
    const start = dateTimeTimeZone(wire.start, `${where}.start`);
    const end = dateTimeTimeZone(wire.end, `${where}.end`);
    let startMs: number;
    let endMs: number;
    if (allDay) {
      startMs = midnight(start.dateTime.slice(0, 10), calendarZone);
      endMs = midnight(end.dateTime.slice(0, 10), calendarZone);
    } else {
      startMs = toInstant(start.parsed, start.zone);
      endMs = toInstant(end.parsed, end.zone);
    }
    if (!(endMs >= startMs)) throw new DevInputError(`${where} ends before it starts`);
    const seedMarks = {
      etag: wire["@odata.etag"],
      lastModifiedDateTime: wire.lastModifiedDateTime,
      changeKey: wire.changeKey,
    };
    if (typeof wire["@odata.etag"] !== "string") wire["@odata.etag"] = etagOf(wire);
    const fingerprint = createHash("sha256").update(JSON.stringify(raw)).digest("base64url").slice(0, 22);
    return { id, wire, start: startMs, end: endMs, allDay, fingerprint, seedMarks };
  });
  events.sort(compareEvents);
  return { events };
}

/** Overlap with [from, to): a zero-length event is in the view when it starts inside it. */
export function inWindow(e: GraphEventRecord, from: number, to: number): boolean {
  if (e.end === e.start) return e.start >= from && e.start < to;
  return e.start < to && e.end > from;
}
