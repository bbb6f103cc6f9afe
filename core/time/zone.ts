/**
 * Wall-clock time in an IANA time zone with only `Intl` (no date library, so every caller agrees with the
 * platform's time zone database): the offset at an instant, the wall clock it shows, the instant a wall-clock
 * reading names (DST gaps and overlaps resolved one way, below), and the first instant of a day. The agenda groups
 * days and the report cuts years, months and quarters in the viewer's zone; the rules engine reads the providers'
 * zoned wall times; the calendar stand-ins write them.
 */
import { epochDayAt, epochDayOf, plainDateOf, type PlainDate } from "./plainDate";
import { DAY_MS, HOUR_MS } from "./units";

/** The browser's time zone; the views use it unless a test injects another. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * One formatter per zone name, `null` for a name Intl does not know (wire zone names are looked up many times).
 * Emptied when it gets large: the names come from requests and provider data.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_FORMATTERS = 1000;

/** The cached formatter for `timeZone` (any name Intl accepts), or undefined when Intl does not know it. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      formatter = null;
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter ?? undefined;
}

/** A zone name Intl knows (and not absurdly long: the stand-ins check names from requests). */
export function isTimeZone(timeZone: string): boolean {
  return !!timeZone && timeZone.length <= 64 && zoneFormatter(timeZone) !== undefined;
}

/** The wall clock in `timeZone` at instant `ms`. RangeError for an unknown zone or an invalid instant. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const formatter = zoneFormatter(timeZone);
  if (!formatter) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The offset by asking Intl: the wall clock read as if UTC, minus the instant (to the whole second). */
function intlOffsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const MAX_INSTANT = 8.64e15;

/**
 * Offsets already asked, by zone and UTC hour: Intl takes microseconds per call, and the seed's 20,000 events, the
 * agenda's days and the rules engine's zoned times ask about the same hours again and again. An hour's offset is
 * kept when it is the same at the hour's first and last millisecond (zones change on whole seconds, never twice
 * within an hour); an hour holding a change is kept as NaN, and each instant in it is asked of Intl. Each zone's
 * table is emptied when it gets large.
 */
const hourOffsets = new Map<string, Map<number, number>>();
const MAX_HOURS_PER_ZONE = 100_000;

/** The zone's offset from UTC at instant `ms`, in ms (positive east of Greenwich). RangeError for an unknown zone. */
export function offsetAt(ms: number, timeZone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  const first = hour * HOUR_MS;
  const last = first + HOUR_MS - 1;
  // Outside Date's range (or NaN) Intl is asked, and throws as it always did.
  if (!(first >= -MAX_INSTANT && last <= MAX_INSTANT)) return intlOffsetAt(ms, timeZone);
  let hours = hourOffsets.get(timeZone);
  const known = hours?.get(hour);
  // NaN: the hour holds a change, so the instant itself is asked.
  if (known !== undefined) return known === known ? known : intlOffsetAt(ms, timeZone);
  const offset = intlOffsetAt(first, timeZone);
  const uniform = intlOffsetAt(last, timeZone) === offset;
  if (!hours || hours.size >= MAX_HOURS_PER_ZONE) hourOffsets.set(timeZone, (hours = new Map()));
  hours.set(hour, uniform ? offset : NaN);
  return uniform ? offset : intlOffsetAt(ms, timeZone);
}

/** The offset in whole minutes (rounded), as RFC 3339 writes it. */
export function offsetMinutes(ms: number, timeZone: string): number {
  return Math.round(offsetAt(ms, timeZone) / 60_000);
}

/**
 * The instant a wall-clock reading in `timeZone` names; `wallMs` is the reading as if it were UTC (epoch ms).
 * Ambiguous times (the hour repeated when clocks go back) take the earlier instant and skipped times (clocks going
 * forward) move forward by the gap: Temporal's 'compatible' choice, which is also what Outlook and Google do. A
 * day whose midnight is skipped therefore starts at the change. RangeError for an unknown zone.
 */
export function instantOfWall(wallMs: number, timeZone: string): number {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return wallMs;
  // The offsets a day either side are the two the reading can have (no zone changes twice within a day).
  const before = offsetAt(wallMs - DAY_MS, timeZone);
  const early = wallMs - before;
  const after = offsetAt(wallMs + DAY_MS, timeZone);
  if (after === before) return early;
  const late = wallMs - after;
  const earlyValid = offsetAt(early, timeZone) === before;
  const lateValid = offsetAt(late, timeZone) === after;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (lateValid) return late;
  // Valid with the earlier offset, or in a gap: read with the offset before it.
  return early;
}

/** The plain date in `timeZone` at instant `ms`. */
export function dateIn(ms: number, timeZone: string): PlainDate {
  return plainDateOf(epochDayAt(ms + offsetAt(ms, timeZone)));
}

/** The first instant of `date` in `timeZone`: its midnight, or the change when a DST change skips midnight. */
export function startOfDay(date: PlainDate, timeZone: string): number {
  return instantOfWall(epochDayOf(date) * DAY_MS, timeZone);
}

/** Today's plain date in `timeZone`. */
export function today(timeZone: string, now: Date = new Date()): PlainDate {
  return dateIn(now.getTime(), timeZone);
}

/**
 * The instants at which `timeZone`'s offset changes during `year` (UTC), in order: each the first millisecond of
 * the new offset. Days are compared at their UTC midnights, so a zone changing and changing back within one day
 * is not seen.
 */
export function offsetChangesIn(year: number, timeZone: string): number[] {
  const changes: number[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY_MS) {
    if (offsetAt(day, timeZone) === offsetAt(day + DAY_MS, timeZone)) continue;
    // The change is in (lo, hi]: halve until they are a millisecond apart.
    let lo = day;
    let hi = day + DAY_MS;
    const from = offsetAt(lo, timeZone);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid, timeZone) === from) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  return changes;
}
