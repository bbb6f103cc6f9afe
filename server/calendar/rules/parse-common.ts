/**
 * What both parsers share: turning a reader's exception into a skip with a reason, resolving start, end and the
 * occurrence from the wire's date-time shapes, and finishing the event a parser built and adding it to the call's
 * SourceList.
 * Per event this allocates only what the output keeps: the wire times go through reused inputs and a reused result
 * (parsing is synchronous and never re-entered), and a skip is the only wrapper, made only when an item fails. Inputs,
 * results and evidence made per event measured 11-18% slower in all (docs/performance.md, "Rules engine data structures").
 */
import { safeLink } from "../../../core/calendar/safeLink";
import { isoInstant } from "../../../core/time/isoInstant";
import { addDays, dateToUtcMs, parseDate } from "../../../core/time/plainDate";
import { instantOf, parseDateTime } from "../../../core/time/wire";
import type {
  Attendance,
  Attendee,
  EntryKind,
  EntryStatus,
  EventClass,
  OnlineMeeting,
  Person,
  ProviderId,
  Signal,
  SourceRef,
  UnifiedEvent,
} from "../../../core/calendar/model";
import type { Evidence } from "./evidence";
import { plainConstructor } from "./plain-object";
import type { SourceList } from "./source-event";
import { isRecord, Malformed, type Json } from "./wire";

/** An item that could not be read: what a parser returns instead of adding a copy. */
export class Skip {
  constructor(
    readonly id: string | undefined,
    readonly reason: string,
  ) {}
}

/**
 * Runs a reader, which adds the copy it read to `into`; a malformed field (or any surprise) becomes a skip naming
 * it, never an exception. A reader adds its copy last, after every read that can fail.
 */
export function readSkip(wire: unknown, read: (e: Json, into: SourceList) => void, into: SourceList): Skip | undefined {
  if (!isRecord(wire)) return new Skip(undefined, new Malformed("event", "an object", wire).message);
  try {
    read(wire, into);
    return undefined;
  } catch (err) {
    const id = typeof wire.id === "string" && wire.id ? wire.id : undefined;
    const reason = err instanceof Malformed ? err.message : `unreadable event: ${(err as Error).message}`;
    return new Skip(id, reason);
  }
}

/**
 * One wire time: a date-time (with an offset, or a wall time in `timeZone`) or a plain date. Each parser keeps one
 * per field and refills it per event with `setTime`; the field names for skip reasons are built once, here.
 */
export class TimeInput {
  dateTime: string | undefined = undefined;
  date: string | undefined = undefined;
  timeZone: string | undefined = undefined;
  /** An optional field: when unreadable it is ignored instead of skipping the event. */
  loose = false;
  readonly dateField: string;
  readonly dateTimeField: string;
  readonly timeZoneField: string;

  /** `field`: where it is read, for the skip reason ("start", "originalStartTime"). */
  constructor(readonly field: string) {
    this.dateField = `${field}.date`;
    this.dateTimeField = `${field}.dateTime`;
    this.timeZoneField = `${field}.timeZone`;
  }
}

export function setTime(
  t: TimeInput,
  dateTime: string | undefined,
  date: string | undefined,
  timeZone: string | undefined,
  loose: boolean,
): TimeInput {
  t.dateTime = dateTime;
  t.date = date;
  t.timeZone = timeZone;
  t.loose = loose;
  return t;
}

/** The resolved times of the event being parsed: one object, overwritten by each `resolveTimes` call. */
export interface Times {
  allDay: boolean;
  start: string;
  end: string;
  startMs: number;
  endMs: number;
  occurrence: string;
  occurrenceMs: number;
}

export const times: Times = {
  allDay: false,
  start: "",
  end: "",
  startMs: 0,
  endMs: 0,
  occurrence: "",
  occurrenceMs: 0,
};

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
  if (t.dateTime === undefined) throw new Malformed(t.dateTimeField, "a date-time (the event is not all-day)", t.date);
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
 * occurrence is the original start when given (a moved occurrence keeps its series slot), else the start. The result
 * goes to `times`.
 */
export function resolveTimes(allDay: boolean, start: TimeInput, end: TimeInput, original?: TimeInput): void {
  times.allDay = allDay;
  if (allDay) {
    const s = plainDate(start);
    let e = plainDate(end);
    if (e <= s) e = addDays(s, 1);
    const originalDate = original?.date !== undefined ? parseDate(original.date) : undefined;
    times.start = s;
    times.end = e;
    times.startMs = dateToUtcMs(s);
    times.endMs = dateToUtcMs(e);
    times.occurrence = originalDate ?? s;
    times.occurrenceMs = originalDate === undefined ? times.startMs : dateToUtcMs(originalDate);
    return;
  }
  const startMs = instant(start);
  const endMs = instant(end);
  if (endMs < startMs)
    throw new Malformed(`${end.field}.dateTime`, `a time not before the start (${isoInstant(startMs)})`, end.dateTime);
  const originalMs = looseInstant(original);
  const startIso = isoInstant(startMs);
  times.start = startIso;
  times.end = isoInstant(endMs);
  times.startMs = startMs;
  times.endMs = endMs;
  times.occurrence = originalMs === undefined || originalMs === startMs ? startIso : isoInstant(originalMs);
  times.occurrenceMs = originalMs === undefined ? startMs : originalMs;
}

/**
 * The organizer: a handful of people organize most of a calendar's events (the bench input: 8 distinct organizers
 * on 19,000 events), so each distinct one is one frozen object the events share, found by e-mail (else name).
 * Bounded (cleared when full), so the table may live across calls. An object per event (with the ISO cache off)
 * took the merge phase from 22 to 37-40 ms (docs/performance.md, "Rules engine data structures").
 */
export function person(self: boolean, name: string | undefined, email: string | undefined): Person {
  const key = email || name || "";
  const known = PEOPLE.get(key);
  if (
    known !== undefined &&
    known.self === self &&
    known.name === (name || undefined) &&
    known.email === (email || undefined)
  )
    return known;
  if (PEOPLE.size >= PEOPLE_MAX) PEOPLE.clear();
  const made = Object.freeze(newPerson(self, name, email));
  PEOPLE.set(key, made);
  return made;
}

const PEOPLE = new Map<string, Person>();
const PEOPLE_MAX = 1024;

function newPerson(self: boolean, name: string | undefined, email: string | undefined): Person {
  if (name) return email ? { self, name, email } : { self, name };
  return email ? { self, email } : { self };
}

// Every event object has all of the optional fields, undefined when absent, in the output's field order: JSON
// leaves undefined fields out, so the serialized event is the same as one with only the fields present, but all
// events share one shape. Adding the present ones after the literal gave each event a separate property store (for
// 20,000 events per call) and the events a dozen shapes, which the merge, sort and serialization read through.

/**
 * A copy's event, its fields in the output's order. Made by `new` (see plainConstructor), as are its sources list
 * (by `slice`) and ref: they live as long as the output.
 */
export const CopyEvent = plainConstructor(function (
  this: UnifiedEvent,
  key: string,
  title: string,
  allDay: boolean,
  start: string,
  end: string,
  kind: EntryKind,
  status: EntryStatus,
  locations: string[],
  attendeeCount: number,
  attendees: Attendee[] | undefined,
  attendance: Attendance,
  eventClass: EventClass,
  signals: Signal[],
  sources: SourceRef[],
  timeZone: string | undefined,
  online: OnlineMeeting | undefined,
  organizer: Person | undefined,
  seriesId: string | undefined,
): void {
  this.key = key;
  this.title = title;
  this.allDay = allDay;
  this.start = start;
  this.end = end;
  this.kind = kind;
  this.status = status;
  this.locations = locations;
  this.attendeeCount = attendeeCount;
  this.attendees = attendees;
  this.attendance = attendance;
  this.class = eventClass;
  this.signals = signals;
  this.sources = sources;
  this.timeZone = timeZone;
  this.online = online;
  this.organizer = organizer;
  this.seriesId = seriesId;
});

/** A copy's sources list: its one ref. */
export function sourceRefs(provider: ProviderId, id: string, iCalUid?: string, webLink?: string): SourceRef[] {
  const refs = ONE_REF.slice();
  refs[0] = new Ref(provider, id, iCalUid, webLink);
  return refs;
}

const ONE_REF: SourceRef[] = new Array<SourceRef>(1).fill(undefined as never);

/** The optional fields are added only when present, as the literals had them (one shape per combination). */
const Ref = plainConstructor(function (
  this: SourceRef,
  provider: ProviderId,
  id: string,
  iCalUid: string | undefined,
  webLink: string | undefined,
) {
  this.provider = provider;
  this.id = id;
  if (iCalUid) this.iCalUid = iCalUid;
  const href = safeLink(webLink);
  if (href) this.webLink = href;
});

/** An optional text field's value: absent when empty, as `if (value) event.field = value` had it. */
export const present = (value: string | undefined): string | undefined => value || undefined;

/**
 * Adds the event a parser built (its signals already the evidence's place signals then the verdict's) to `into`
 * with what merging needs.
 */
export function addCopy(
  into: SourceList,
  event: UnifiedEvent,
  provider: ProviderId,
  id: string,
  evidence: Evidence,
  iCalUid: string | undefined,
): void {
  into.add(
    event,
    provider,
    id,
    // A blank UID is no UID (it normalizes to "").
    iCalUid && iCalUid.trim() ? iCalUid : undefined,
    times,
    evidence.strongOnline(),
    evidence.signalCount,
  );
}
