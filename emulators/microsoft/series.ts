/**
 * Recurring series in the Graph seed. The seed is already expanded (calendarView's view): each occurrence carries
 * `type: "occurrence"` (or `"exception"` when moved or changed) and the `seriesMasterId` of its series, and there
 * are no master items. calendarView/delta and GET /me/events/{id} need the series master too, so it is synthesized
 * from the series' members, deterministically: the first plain occurrence's properties (the first member when all
 * are exceptions) under the series id, `type: "seriesMaster"`, `seriesMasterId: null`, times from the earliest
 * original start for as long as that occurrence lasts, the clean iCalUId (instance date zeroed), the latest `lastModifiedDateTime` of the members, and a `recurrence` read
 * from the members' original starts. Its etag covers every member, so any change to the series gives it a new one.
 */
import { createHash } from "node:crypto";
import { graphDateTime } from "../../core/time/wireFormat";
import { etagOf, type GraphEventRecord } from "./events";
import { resolveZone } from "./time-zones";
import { DAY_MS } from "../../core/time/units";

/** The series an occurrence or exception belongs to; null for anything else (single instances). */
export function seriesIdOf(e: GraphEventRecord): string | null {
  const { type, seriesMasterId } = e.wire;
  return (type === "occurrence" || type === "exception") && typeof seriesMasterId === "string" && seriesMasterId
    ? seriesMasterId
    : null;
}

/** An occurrence as the seed has it (not an exception): calendarView/delta sends it bare. */
export const isPlainOccurrence = (e: GraphEventRecord): boolean =>
  e.wire.type === "occurrence" && seriesIdOf(e) !== null;

/** Every series' members, by series id, in the order of `events` (the seed's: by start). */
export function seriesMembers(events: readonly GraphEventRecord[]): Map<string, GraphEventRecord[]> {
  const out = new Map<string, GraphEventRecord[]>();
  for (const e of events) {
    const id = seriesIdOf(e);
    if (id === null) continue;
    const list = out.get(id);
    if (list) list.push(e);
    else out.set(id, [e]);
  }
  return out;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The instant the recurrence gave a member: its originalStart, else its start. */
function originalInstant(e: GraphEventRecord): number {
  const original = typeof e.wire.originalStart === "string" ? Date.parse(e.wire.originalStart) : NaN;
  return Number.isFinite(original) ? original : e.start;
}

/** The local date ("yyyy-mm-dd") the recurrence gave a member: its originalStart (else start) in the series' zone. */
function originalDate(e: GraphEventRecord, zone: string): string {
  const original = typeof e.wire.originalStart === "string" ? Date.parse(e.wire.originalStart) : NaN;
  if (e.allDay) {
    if (Number.isFinite(original)) return new Date(original).toISOString().slice(0, 10);
    const start = e.wire.start as { dateTime?: unknown } | undefined;
    return typeof start?.dateTime === "string"
      ? start.dateTime.slice(0, 10)
      : graphDateTime(e.start, zone).slice(0, 10);
  }
  return graphDateTime(Number.isFinite(original) ? original : e.start, zone).slice(0, 10);
}

/**
 * A recurrence that gives the members' original dates: absoluteMonthly when they share a day of the month a month
 * or more apart, weekly (every n weeks) when they are whole weeks apart, daily when they fall on every weekday
 * n days apart, else weekly on the weekdays they fall on. The range runs from the first date to the last.
 */
function recurrenceOf(
  template: GraphEventRecord,
  members: readonly GraphEventRecord[],
): { recurrence: Record<string, unknown>; first: string } {
  const zoneName = [template.wire.originalStartTimeZone, (template.wire.start as { timeZone?: unknown })?.timeZone]
    .filter((n): n is string => typeof n === "string")
    .find((n) => resolveZone(n) !== null);
  const zone = zoneName ? (resolveZone(zoneName) ?? "UTC") : "UTC";
  const dates = [...new Set(members.map((m) => originalDate(m, zone)))].sort();
  const days = dates.map(dayNumber);
  const gaps = days.slice(1).map((d, i) => d - (days[i] ?? d));
  const step = gaps.reduce(gcd, 0);
  const weekdays = [...new Set(days.map((d) => (((d + 4) % 7) + 7) % 7))].sort((a, b) => a - b);
  const first = dates[0] ?? "";
  const last = dates[dates.length - 1] ?? first;
  const pattern: Record<string, unknown> = {
    type: "weekly",
    interval: 1,
    month: 0,
    dayOfMonth: 0,
    daysOfWeek: [] as string[],
    firstDayOfWeek: "sunday",
    index: "first",
  };
  const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  if (dates.length > 1 && dates.every((d) => d.slice(8) === first.slice(8)) && gaps.every((g) => g >= 28)) {
    pattern.type = "absoluteMonthly";
    pattern.interval = dates.slice(1).reduce((g, d, i) => gcd(g, monthOf(d) - monthOf(dates[i] ?? d)), 0) || 1;
    pattern.dayOfMonth = Number(first.slice(8));
  } else if (step % 7 === 0) {
    pattern.interval = Math.max(1, step / 7);
    pattern.daysOfWeek = [WEEKDAYS[weekdays[0] ?? 0]];
  } else if (weekdays.length === 7) {
    pattern.type = "daily";
    pattern.interval = step;
  } else {
    // Weeks counted from Sunday, as firstDayOfWeek says.
    const weeks = [...new Set(days.map((d) => Math.floor((d + 4) / 7)))];
    pattern.interval = weeks.slice(1).reduce((g, w, i) => gcd(g, w - (weeks[i] ?? w)), 0) || 1;
    pattern.daysOfWeek = weekdays.map((d) => WEEKDAYS[d]);
  }
  const range = { type: "endDate", startDate: first, endDate: last, recurrenceTimeZone: zoneName ?? "UTC" };
  return { recurrence: { pattern, range: { ...range, numberOfOccurrences: 0 } }, first };
}

/** An Exchange Global Object ID with its instance date (bytes 17–20) zeroed: the series' own UID. */
function cleanUid(uid: unknown): unknown {
  if (typeof uid !== "string" || uid.length < 40 || !/^040000008200E00074C5B7101A82E008[0-9A-F]*$/i.test(uid))
    return uid;
  return `${uid.slice(0, 32)}00000000${uid.slice(40)}`;
}

/** The series master of `members` (one series, in the seed's order, at least one). */
export function seriesMaster(id: string, members: readonly GraphEventRecord[]): GraphEventRecord {
  const template = members.find((m) => m.wire.type === "occurrence") ?? members[0];
  if (!template) throw new Error(`series ${id} has no members`);
  const { "@odata.etag": _etag, originalStart: _originalStart, ...rest } = template.wire;
  const wire: Record<string, unknown> = { ...rest, id, type: "seriesMaster", seriesMasterId: null };
  if ("iCalUId" in wire) wire.iCalUId = cleanUid(wire.iCalUId);
  if (typeof wire.webLink === "string")
    wire.webLink = wire.webLink.split(encodeURIComponent(template.id)).join(encodeURIComponent(id));
  const modified = members
    .map((m) => m.wire.lastModifiedDateTime)
    .filter((v): v is string => typeof v === "string")
    .sort();
  if (typeof wire.lastModifiedDateTime === "string" && modified.length)
    wire.lastModifiedDateTime = modified[modified.length - 1];
  const { recurrence, first } = recurrenceOf(template, members);
  wire.recurrence = recurrence;
  // The series starts where the recurrence does (the first original start), for as long as an occurrence lasts.
  let start = members.reduce((min, m) => Math.min(min, originalInstant(m)), Infinity);
  let end = start + (template.end - template.start);
  if (!template.allDay) {
    // As the seed writes them: wall clock in the template's zone.
    const at = (ms: number, v: unknown) => {
      const timeZone = (v as { timeZone?: unknown } | undefined)?.timeZone;
      const zone = typeof timeZone === "string" ? (resolveZone(timeZone) ?? "UTC") : "UTC";
      return { ...(v as Record<string, unknown>), dateTime: graphDateTime(ms, zone) };
    };
    wire.start = at(start, template.wire.start);
    wire.end = at(end, template.wire.end);
  } else {
    // All-day: the template's dates moved to the first date.
    const dateOf = (v: unknown) => String((v as { dateTime?: unknown } | undefined)?.dateTime ?? "").slice(0, 10);
    const shift = (dayNumber(first) - dayNumber(dateOf(template.wire.start))) * DAY_MS || 0;
    const moved = (v: unknown) => {
      const date = new Date(Date.parse(`${dateOf(v)}T00:00:00Z`) + shift).toISOString().slice(0, 10);
      return { ...(v as Record<string, unknown>), dateTime: `${date}T00:00:00.0000000` };
    };
    wire.start = moved(template.wire.start);
    wire.end = moved(template.wire.end);
    start = template.start + shift;
    end = template.end + shift;
  }
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([wire, members.map((m) => [m.id, m.fingerprint, m.wire["@odata.etag"]])]))
    .digest("base64url")
    .slice(0, 22);
  if (typeof wire.changeKey === "string") wire.changeKey = `${fingerprint}AAAAAA`.slice(0, 28);
  const etag = etagOf({ ...wire, fingerprint });
  return {
    id,
    wire: { "@odata.etag": etag, ...wire },
    start,
    end,
    allDay: template.allDay,
    fingerprint,
    seedMarks: { etag: undefined, lastModifiedDateTime: undefined, changeKey: undefined },
  };
}

/** The master of series `id` in `events`, or null when no event belongs to it. */
export function findSeriesMaster(events: readonly GraphEventRecord[], id: string): GraphEventRecord | null {
  const members = events.filter((e) => seriesIdOf(e) === id);
  return members.length ? seriesMaster(id, members) : null;
}
