/**
 * What both parsers share: turning a reader's exception into a skip with a reason, resolving start, end and the
 * occurrence from the wire's date-time shapes, and assembling the SourceEvent from the collected evidence.
 */
import type { EntryKind, EntryStatus, Person, ProviderId, SourceRef, UnifiedEvent } from "../../../src/calendar/model";
import { classify } from "./classify";
import type { AttendanceVerdict } from "./attendance";
import type { Evidence } from "./evidence";
import type { ParseResult, SourceEvent } from "./source-event";
import { addDays, dateToUtcMs, instantOf, isoInstant, parseDate, parseDateTime } from "./time";
import { isRecord, Malformed, type Json } from "./wire";

/** Runs a reader; a malformed field (or any surprise) becomes a skip naming it, never an exception. */
export function readSkip(wire: unknown, read: (e: Json) => SourceEvent): ParseResult {
  if (!isRecord(wire)) return { ok: false, reason: new Malformed("event", "an object", wire).message };
  const id = typeof wire.id === "string" && wire.id ? wire.id : undefined;
  try {
    return { ok: true, event: read(wire) };
  } catch (err) {
    const reason = err instanceof Malformed ? err.message : `unreadable event: ${(err as Error).message}`;
    return { ok: false, ...(id ? { id } : {}), reason };
  }
}

/** One wire time: a date-time (with an offset, or a wall time in `timeZone`) or a plain date. */
export interface TimeInput {
  /** Where it was read, for the skip reason ("start", "originalStartTime"). */
  field: string;
  dateTime?: string;
  date?: string;
  timeZone?: string;
  /** An optional field: when unreadable it is ignored instead of skipping the event. */
  loose?: boolean;
}

export interface Times {
  allDay: boolean;
  start: string;
  end: string;
  startMs: number;
  endMs: number;
  occurrence: string;
}

function plainDate(t: TimeInput): string {
  const date =
    t.date !== undefined ? parseDate(t.date) : t.dateTime !== undefined ? parseDateTime(t.dateTime)?.date : undefined;
  if (!date) {
    const [key, value] = t.date !== undefined ? ["date", t.date] : ["dateTime", t.dateTime];
    throw new Malformed(`${t.field}.${key}`, "a date like 2026-03-02", value);
  }
  return date;
}

function instant(t: TimeInput): number {
  if (t.dateTime === undefined)
    throw new Malformed(`${t.field}.dateTime`, "a date-time (the event is not all-day)", t.date);
  const zone = t.timeZone ?? "UTC";
  const ms = instantOf(t.dateTime, zone);
  if (ms !== ms) throw new Malformed(`${t.field}.dateTime`, "a date-time like 2026-03-02T09:00:00", t.dateTime);
  if (ms === Infinity)
    throw new Malformed(`${t.field}.timeZone`, "UTC, an IANA time zone or a known Windows zone", zone);
  return ms;
}

function looseInstant(t: TimeInput | undefined): number | undefined {
  if (!t || t.dateTime === undefined) return undefined;
  try {
    return instant(t);
  } catch (err) {
    if (t.loose) return undefined;
    throw err;
  }
}

/**
 * All-day: plain dates, end exclusive (an end not after the start means one day). Timed: UTC instants. The
 * occurrence is the original start when given (a moved occurrence keeps its series slot), else the start.
 */
export function resolveTimes(allDay: boolean, start: TimeInput, end: TimeInput, original?: TimeInput): Times {
  if (allDay) {
    const s = plainDate(start);
    let e = plainDate(end);
    if (e <= s) e = addDays(s, 1);
    const originalDate = original?.date !== undefined ? parseDate(original.date) : undefined;
    return { allDay, start: s, end: e, startMs: dateToUtcMs(s), endMs: dateToUtcMs(e), occurrence: originalDate ?? s };
  }
  const startMs = instant(start);
  const endMs = instant(end);
  if (endMs < startMs)
    throw new Malformed(`${end.field}.dateTime`, `a time not before the start (${isoInstant(startMs)})`, end.dateTime);
  const originalMs = looseInstant(original);
  const startIso = isoInstant(startMs);
  return {
    allDay,
    start: startIso,
    end: isoInstant(endMs),
    startMs,
    endMs,
    occurrence: originalMs === undefined || originalMs === startMs ? startIso : isoInstant(originalMs),
  };
}

export interface SourceEventParts {
  provider: ProviderId;
  id: string;
  ref: SourceRef;
  uid?: string;
  times: Times;
  title: string;
  timeZone?: string;
  kind: EntryKind;
  status: EntryStatus;
  organizer?: Person;
  attendeeCount: number;
  verdict: AttendanceVerdict;
  evidence: Evidence;
  seriesId?: string;
}

export function sourceRef(provider: ProviderId, id: string, iCalUid?: string, webLink?: string): SourceRef {
  const ref: SourceRef = { provider, id };
  if (iCalUid) ref.iCalUid = iCalUid;
  if (webLink) ref.webLink = webLink;
  return ref;
}

export function finishSourceEvent(p: SourceEventParts): SourceEvent {
  const online = p.evidence.online();
  const placeSignals = p.evidence.signals;
  // A plain copy and push: concat takes a slow generic path with the verdict's frozen, shared signal list.
  const signals = placeSignals.slice();
  for (const s of p.verdict.signals) signals.push(s);
  const event: UnifiedEvent = {
    key: `${p.provider}:${p.id}`,
    title: p.title,
    allDay: p.times.allDay,
    start: p.times.start,
    end: p.times.end,
    kind: p.kind,
    status: p.status,
    locations: p.evidence.locations,
    attendeeCount: p.attendeeCount,
    attendance: p.verdict.attendance,
    class: classify(placeSignals),
    signals,
    sources: [p.ref],
  };
  if (p.timeZone) event.timeZone = p.timeZone;
  if (online.meeting) event.online = online.meeting;
  if (p.organizer) event.organizer = p.organizer;
  if (p.seriesId) event.seriesId = p.seriesId;
  const source: SourceEvent = {
    provider: p.provider,
    id: p.id,
    uid: p.uid,
    occurrence: p.times.occurrence,
    startMs: p.times.startMs,
    endMs: p.times.endMs,
    onlineStrong: online.strong,
    placeSignals,
    attendanceSignals: p.verdict.signals,
    event,
  };
  return source;
}
