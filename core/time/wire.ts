/**
 * Date-times as the calendar providers write them: Graph's offset-less `dateTime` with a separate zone
 * ("2026-03-02T09:00:00.0000000"), Google's RFC 3339 values ("2026-03-02T10:00:00+01:00"). One reader, by position:
 * the rules engine reads two or three per event for 20,000 events a call (its hot path), so it avoids Date.parse
 * (Graph sends 7 fractional digits, and engines disagree on what Date.parse accepts) and allocates nothing: the
 * hot-path functions return numbers with NaN/Infinity sentinels rather than result objects. The calendar stand-ins
 * read the stricter form the providers' APIs accept (`parseTimestamp`) with the same reader.
 */
import { daysFromCivil, isValidDate } from "./plainDate";
import { DAY_MS } from "./units";
import { ianaZone } from "./windowsZones";
import { instantOfWall } from "./zone";

/** A wall-clock reading, with the offset when the string carried one. */
export interface WallTime {
  /** The wall time read as if it were UTC (epoch ms), the base for zone conversion. */
  wallMs: number;
  /** Minutes east of UTC when the string had `Z` or an offset. */
  offsetMinutes?: number;
  /** The `yyyy-mm-dd` date part as written. */
  date: string;
}

/**
 * Parses `2026-03-02T09:00:00.0000000`, `2026-03-02T09:00:00Z`, `2026-03-02T10:00:00+01:00`; undefined if invalid.
 * Seconds are optional, the fraction may have any length (its digits times 100, 10, 1, 0.1, ... summed and
 * floored), the offset is `Z`, `+hh`, `+hhmm` or `+hh:mm`; 24:00 and a leap second 60 (read as 59) are taken.
 */
export function parseDateTime(text: string): WallTime | undefined {
  if (!readWallMs(text)) return undefined;
  const wallMs = wallRead[0] as number;
  return { wallMs, offsetMinutes: offsetRead === offsetRead ? offsetRead : undefined, date: text.slice(0, 10) };
}

/**
 * The instant a date-time denotes: its own offset when it has one, else the wall time in `zone` (UTC when absent;
 * IANA or Windows names). NaN when the text is not a date-time, Infinity when the zone is needed and unknown:
 * sentinels, so the parsers' hot path creates no result object.
 */
export function instantOf(text: string, zone: string | undefined): number {
  if (!readWallMs(text)) return NaN;
  const wallMs = wallRead[0] as number;
  if (offsetRead === offsetRead) return wallMs - offsetRead * 60_000;
  if (zone === undefined || zone === "UTC") return wallMs;
  const iana = ianaZone(zone);
  return iana === undefined ? Infinity : instantOfWall(wallMs, iana);
}

/** A parsed wall time as an instant: its own offset when it has one, else read in the IANA zone `zone`. */
export function toInstant(time: WallTime, zone: string): number {
  if (time.offsetMinutes !== undefined) return time.wallMs - time.offsetMinutes * 60_000;
  return instantOfWall(time.wallMs, zone);
}

/**
 * The offset (minutes east of UTC) the last `readWallMs` call found, NaN when the text had none. A module variable
 * rather than a result object: the hot path reads two or three date-times per event and should allocate nothing.
 * Returning a WallTime measured 8-27% slower (docs/performance.md, "Rules engine data structures").
 */
let offsetRead = NaN;

/**
 * Where `readWallMs` leaves the wall time it read. A double returned from a function the engine does not inline is
 * boxed (a 16-byte heap number per call, two or three calls per event); a typed array slot holds it unboxed.
 */
const wallRead = new Float64Array(1);

/**
 * Reads a date-time's wall time as if UTC (epoch ms) into `wallRead[0]` and its offset into `offsetRead`; false if
 * it is not a valid date-time.
 */
function readWallMs(text: string): boolean {
  // Hand-parsed by position (no regex match arrays): this runs two or three times for every event.
  offsetRead = NaN;
  const n = text.length;
  if (n < 16 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(13) !== 58) return false;
  const t = text.charCodeAt(10);
  if (t !== 84 && t !== 116) return false;
  const century = two(text, 0);
  const y = century < 0 ? -1 : twoAfter(century, text, 2);
  const mo = two(text, 5);
  const d = two(text, 8);
  const h = two(text, 11);
  const mi = two(text, 14);
  if (y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0) return false;
  let i = 16;
  let s = 0;
  let fraction = 0;
  if (i < n && text.charCodeAt(i) === 58) {
    s = two(text, i + 1);
    if (s < 0) return false;
    i += 3;
    const sep = text.charCodeAt(i);
    if (i < n && (sep === 46 || sep === 44)) {
      i++;
      const from = i;
      fraction = millis(text, from);
      // Past the digits (the sum above stops at the first non-digit too).
      while (i < n && isDigit(text.charCodeAt(i))) i++;
      if (i === from) return false;
    }
  }
  if (!isValidDate(y, mo, d) || h > 24 || mi > 59 || s > 60 || (h === 24 && (mi > 0 || s > 0))) return false;
  // Two-digit years go through Date.UTC, which reads 0-99 as 1900-1999; the rest by arithmetic (no engine call).
  const wallMs =
    (y < 100
      ? Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59))
      : daysFromCivil(y, mo, d) * DAY_MS + h * 3_600_000 + mi * 60_000 + Math.min(s, 59) * 1000) + fraction;
  if (i < n) {
    const z = text.charCodeAt(i);
    if ((z === 90 || z === 122) && i + 1 === n) offsetRead = 0;
    else if (z === 43 || z === 45) {
      // The offset by position: "+hh", "+hhmm" or "+hh:mm" and nothing after it.
      const rest = n - i - 3;
      const oh = two(text, i + 1);
      const colon = rest === 3 && text.charCodeAt(i + 3) === 58;
      const om = rest === 0 ? 0 : rest === 2 || colon ? two(text, i + (colon ? 4 : 3)) : -1;
      if (oh < 0 || om < 0 || oh > 23 || om > 59) return false;
      offsetRead = (z === 45 ? -1 : 1) * (oh * 60 + om);
    } else return false;
  }
  wallRead[0] = wallMs;
  // Never NaN here; checked all the same, as callers took a NaN result for an invalid text.
  return wallMs === wallMs;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** The two-digit number at `text[i]`, or -1 if either character is not a digit (or is past the end). */
function two(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  // Past the end charCodeAt is NaN, and NaN fails both range checks.
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** `high` followed by the two digits at `text[i]` (a four-digit year), or -1. */
function twoAfter(high: number, text: string, i: number): number {
  const low = two(text, i);
  return low < 0 ? -1 : high * 100 + low;
}

/**
 * The whole milliseconds of the fraction digits starting at `text[from]`: each digit times 100, 10, 1, 0.1, ... summed
 * in floating point and floored. When every digit after the third is 0 (Graph writes 7 digits, "0000000") the sum
 * is the first three digits as an integer, so only then is it computed without the loop.
 */
function millis(text: string, from: number): number {
  const n = text.length;
  let whole = 0;
  let i = from;
  for (; i < n && i < from + 3; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) break;
    whole = whole * 10 + (c - 48);
  }
  // Fewer than three digits: scale up (".5" is 500 ms, as 5 * 100 in the sum).
  for (let k = i - from; k < 3; k++) whole *= 10;
  while (i < n && text.charCodeAt(i) === 48) i++;
  if (i >= n || !isDigit(text.charCodeAt(i))) return whole;
  let fraction = 0;
  let scale = 100;
  for (let k = from; k < n; k++) {
    const c = text.charCodeAt(k) - 48;
    if (c < 0 || c > 9) break;
    fraction += c * scale;
    scale /= 10;
  }
  return Math.floor(fraction);
}

/** A date-time the stand-ins read: a wall time, and whether the text was a bare date. */
export interface Timestamp extends WallTime {
  dateOnly: boolean;
}

/**
 * What the stand-ins take where the providers' APIs take a timestamp: ISO 8601 / RFC 3339 with `T`, `t` or a space
 * before the time, seconds and a fraction of 1–9 digits optional, hours 00–23, no leap second, `Z` or an offset
 * `+hh:mm` / `+hhmm` (or none), or a bare date (its midnight). Surrounding spaces are ignored.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?$/;

/** Reads a timestamp of the form above (the values by the one reader), or undefined when it is not one. */
export function parseTimestamp(text: string): Timestamp | undefined {
  const t = text.trim();
  if (!TIMESTAMP.test(t)) return undefined;
  const c = t.charCodeAt(10);
  const dateOnly = c !== 84 && c !== 116 && c !== 32;
  if (!dateOnly && (two(t, 11) > 23 || (t.charCodeAt(16) === 58 && two(t, 17) > 59))) return undefined;
  const time = parseDateTime(`${t.slice(0, 10)}T${dateOnly ? `00:00${t.slice(10)}` : t.slice(11)}`);
  return time && { ...time, dateOnly };
}
