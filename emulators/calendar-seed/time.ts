/**
 * Dates and time zones for the seed: plain days, wall-clock times in an IANA zone turned into instants (so DST is
 * real, not faked), and the two wire spellings (Graph's offset-less 7-digit form, Google's RFC 3339 with an offset).
 * Intl only, no library; offsets are cached per zone and UTC hour because bulk generation formats 20k events.
 */
import { offsetMinutes as zoneOffsetMinutes } from "../kit/time";

/** A plain calendar day: days since 1970-01-01. */
export type Day = number;

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY_MS = 86_400_000;

export function dayOf(year: number, month: number, date: number): Day {
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
}

export function dayOfInstant(ms: number): Day {
  return Math.floor(ms / DAY_MS);
}

/** "YYYY-MM-DD" */
export function isoDay(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function ymd(day: Day): { year: number; month: number; date: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** Windows zone names, as Graph writes `originalStartTimeZone` and all-day `start.timeZone`. */
export const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  "Europe/London": "GMT Standard Time",
  "America/New_York": "Eastern Standard Time",
  "Asia/Tokyo": "Tokyo Standard Time",
  UTC: "UTC",
};

export function windowsZone(tz: string): string {
  const name = WINDOWS_ZONES[tz];
  if (!name) throw new Error(`No Windows zone name for ${tz}`);
  return name;
}

const offsets = new Map<string, Map<number, number>>();

/** The zone's UTC offset in minutes at an instant. Our zones change offset only on whole UTC hours. */
export function offsetMinutes(tz: string, ms: number): number {
  if (tz === "UTC") return 0;
  const hour = Math.floor(ms / HOUR);
  let zone = offsets.get(tz);
  if (!zone) offsets.set(tz, (zone = new Map()));
  const cached = zone.get(hour);
  if (cached !== undefined) return cached;
  const offset = zoneOffsetMinutes(hour * HOUR, tz);
  zone.set(hour, offset);
  return offset;
}

/** The instant of a wall-clock time ("HH:MM") on a day in a zone (a time skipped by DST moves forward). */
export function zoned(day: Day, time: string, tz: string): number {
  const [h, m] = time.split(":").map(Number);
  const wall = day * DAY_MS + (h ?? 0) * HOUR + (m ?? 0) * MINUTE;
  const first = wall - offsetMinutes(tz, wall) * MINUTE;
  const second = wall - offsetMinutes(tz, first) * MINUTE;
  return second;
}

/** The local day of an instant in a zone. */
export function localDay(ms: number, tz: string): Day {
  return dayOfInstant(ms + offsetMinutes(tz, ms) * MINUTE);
}

/** Graph: "2026-03-02T09:00:00.0000000" (UTC, no offset). */
export function graphDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}.0000000`;
}

/** Graph all-day: midnight of the day, no offset. */
export function graphDay(day: Day): string {
  return `${isoDay(day)}T00:00:00.0000000`;
}

/** Google: RFC 3339 in the zone's local time with its offset ("Z" when the offset is zero). */
export function offsetDateTime(ms: number, tz: string): string {
  const off = offsetMinutes(tz, ms);
  const local = new Date(ms + off * MINUTE).toISOString().slice(0, 19);
  if (off === 0) return `${local}Z`;
  const abs = Math.abs(off);
  const sign = off < 0 ? "-" : "+";
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** "20260302T090000Z", the suffix of a Google instance id. */
export function compactInstant(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "20260302", the suffix of an all-day Google instance id. */
export function compactDay(day: Day): string {
  return isoDay(day).replace(/-/g, "");
}

/** ISO instant without milliseconds, as Graph writes `originalStart` and response times. */
export function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** The instants at which a zone's offset changes within a year (for the DST scenarios). */
export function offsetChanges(tz: string, year: number): number[] {
  const changes: number[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let d = Date.UTC(year, 0, 1); d < end; d += DAY_MS) {
    if (offsetMinutes(tz, d) === offsetMinutes(tz, d + DAY_MS)) continue;
    for (let h = d; h < d + DAY_MS; h += HOUR) {
      if (offsetMinutes(tz, h) !== offsetMinutes(tz, h + HOUR)) changes.push(h + HOUR);
    }
  }
  return changes;
}
