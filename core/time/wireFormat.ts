/**
 * Instants written as the calendar providers write them: Graph's offset-less local `dateTime` with seven fraction
 * digits, Google's RFC 3339 with the zone's offset, the seconds-only UTC form, and the basic (compact) forms in
 * Google's recurring instance ids. For the calendar stand-ins and the seed; `wire.ts` reads them back.
 */
import { formatIsoInstant } from "./isoInstant";
import type { PlainDate } from "./plainDate";
import { offsetAt, offsetMinutes } from "./zone";

/** `toISOString` of the wall clock in `timeZone` at `ms` ("2026-03-02T09:00:00.000Z", the Z meaningless). */
function localIso(ms: number, timeZone: string): string {
  return formatIsoInstant(ms + offsetAt(ms, timeZone));
}

/** Graph: "2026-03-02T09:00:00.1230000", the wall clock in `timeZone` (UTC by default) with seven fraction digits. */
export function graphDateTime(ms: number, timeZone = "UTC"): string {
  return `${localIso(ms, timeZone).slice(0, 23)}0000`;
}

/** "+02:00", "-05:00", or "Z" for zero (Google writes UTC as Z). */
function formatOffset(minutes: number): string {
  if (minutes === 0) return "Z";
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.trunc(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** RFC 3339 in a zone, to the second: "2024-05-01T09:30:00+02:00" (UTC as "Z"), as Google writes `dateTime`. */
export function formatRfc3339(ms: number, timeZone: string): string {
  return `${localIso(ms, timeZone).slice(0, 19)}${formatOffset(offsetMinutes(ms, timeZone))}`;
}

/** "2026-03-02T09:00:00Z": UTC without milliseconds, as Graph writes `originalStart` and response times. */
export function isoSeconds(ms: number): string {
  return `${formatIsoInstant(ms).slice(0, 19)}Z`;
}

/** "20260302T090000Z" (ISO 8601 basic format, UTC): the suffix of a Google recurring instance's id. */
export function basicInstant(ms: number): string {
  return formatIsoInstant(ms)
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "20260302": the suffix of an all-day Google recurring instance's id. */
export function basicDate(date: PlainDate): string {
  return date.replace(/-/g, "");
}
