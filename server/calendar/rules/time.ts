/**
 * Dates and times from the wire: Graph's offset-less `dateTime` with a separate zone, Google's RFC 3339 values, and
 * plain dates for all-day events. Hand-written parsing (no Date.parse) because Graph sends 7 fractional digits and
 * engines disagree on what Date.parse accepts (and it is on the hot path); zone conversion uses Intl so no time-zone
 * library is needed. The hot-path functions return numbers with NaN/Infinity sentinels rather than result objects.
 */

const DAY_MS = 86_400_000;

/** A wall-clock reading, with the offset when the string carried one. */
export interface WallTime {
  /** The wall time read as if it were UTC (epoch ms), the base for zone conversion. */
  wallMs: number;
  /** Minutes east of UTC when the string had `Z` or an offset. */
  offsetMinutes?: number;
  /** The `yyyy-mm-dd` date part as written. */
  date: string;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return (MONTH_DAYS[month - 1] ?? 0) + (leap ? 1 : 0);
}

function validDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Parses `2026-03-02T09:00:00.0000000`, `2026-03-02T09:00:00Z`, `2026-03-02T10:00:00+01:00`; undefined if invalid. */
export function parseDateTime(text: string): WallTime | undefined {
  if (!readWallMs(text)) return undefined;
  const wallMs = wallRead[0] as number;
  return { wallMs, offsetMinutes: offsetRead === offsetRead ? offsetRead : undefined, date: text.slice(0, 10) };
}

/**
 * The offset (minutes east of UTC) the last `readWallMs` call found, NaN when the text had none. A module variable
 * rather than a result object: the hot path reads two or three date-times per event and should allocate nothing.
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
  if (!validDate(y, mo, d) || h > 24 || mi > 59 || s > 60 || (h === 24 && (mi > 0 || s > 0))) return false;
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

/**
 * The instant a date-time denotes: its own offset when it has one, else the wall time in `zone` (UTC when absent).
 * NaN when the text is not a date-time, Infinity when the zone is needed and unknown: sentinels, so the parsers'
 * hot path creates no result object.
 */
export function instantOf(text: string, zone: string | undefined): number {
  if (!readWallMs(text)) return NaN;
  const wallMs = wallRead[0] as number;
  if (offsetRead === offsetRead) return wallMs - offsetRead * 60_000;
  if (zone === undefined || zone === "UTC") return wallMs;
  return zonedToInstant(wallMs, zone) ?? Infinity;
}

/**
 * Days since 1970-01-01 of a valid proleptic Gregorian date (H. Hinnant's days_from_civil), for years 1-9999 (the
 * callers read four digits and send years below 100 to Date.UTC): all quantities are then non-negative and fit 32
 * bits, so the divisions are integer ones.
 */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = (yy / 400) | 0;
  const yoe = yy - era * 400;
  const doy = (((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) | 0) + d - 1;
  const doe = yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The decimal number in `text[from, from + count)`, or -1 if any of it is not a digit. */
function digits(text: string, from: number, count: number): number {
  if (from + count > text.length) return -1;
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    value = value * 10 + c;
  }
  return value;
}

/** A valid `yyyy-mm-dd` (surrounding spaces ignored), or undefined. */
export function parseDate(text: string): string | undefined {
  // By position, as /^(\d{4})-(\d{2})-(\d{2})$/ on the trimmed text read it; the date is that text.
  const t = text.trim();
  if (t.length !== 10 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45) return undefined;
  const y = digits(t, 0, 4);
  const m = digits(t, 5, 2);
  const d = digits(t, 8, 2);
  if (y < 0 || m < 0 || d < 0 || !validDate(y, m, d)) return undefined;
  return t;
}

/** Epoch ms of a plain date's start in UTC: how all-day entries sort among timed ones. */
export function dateToUtcMs(date: string): number {
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 2);
  const d = digits(date, 8, 2);
  // By arithmetic, without slicing; two-digit years through Date.UTC as before (it reads them as 19xx).
  return y < 100 ? Date.UTC(y, m - 1, d) : daysFromCivil(y, m, d) * DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day numbers (since 1970-01-01) of 0000-03-01 and 9999-12-31: between them every step below is 32-bit integer math. */
const MARCH_YEAR_0 = -719_468;
const LAST_DAY_9999 = 2_932_896;

/**
 * The ISO strings made last, one slot per quarter-hour of a 341-day cycle (`isoSlot`): meetings start and end on a
 * few thousand distinct quarter-hours, so most of the 20,000 events of a call share their strings instead of each
 * allocating two (40 bytes each, all kept in the output). A slot holds one instant; another instant in the same slot
 * (a time off the quarter, the same quarter 341 days apart) replaces it. Bounded, so it may live across calls.
 */
const ISO_SLOTS = 1 << 15;
const isoSlotMs = new Float64Array(ISO_SLOTS).fill(NaN);
const isoSlotText = new Array<string>(ISO_SLOTS).fill("");

/** The slot of an instant: its quarter-hour number (truncated to 32 bits) modulo ISO_SLOTS. */
const isoSlot = (ms: number) => (ms / 900_000) & (ISO_SLOTS - 1);

/** `new Date(ms).toISOString()`, from the cache when the instant's slot holds it (see ISO_SLOTS). */
export function isoInstant(ms: number): string {
  const slot = isoSlot(ms);
  if (isoSlotMs[slot] === ms) return isoSlotText[slot] as string;
  const text = formatIsoInstant(ms);
  isoSlotMs[slot] = ms;
  isoSlotText[slot] = text;
  return text;
}

/**
 * `new Date(ms).toISOString()` for 0000-03-01 to 9999-12-31, computed by hand (civil-from-days, H. Hinnant) because
 * it runs twice per event and the engine's version is several times slower; other instants go to the engine. Within
 * that range every quantity after the day number fits 32 bits, so the divisions are integer ones (`| 0`). The string
 * is made in one `fromCharCode` call: a template would build a dozen intermediate strings per call.
 */
function formatIsoInstant(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  if (days < MARCH_YEAR_0 || days > LAST_DAY_9999) return new Date(ms).toISOString();
  let rest = ms - days * DAY_MS;
  const z = days - MARCH_YEAR_0;
  const era = (z / 146_097) | 0;
  const doe = z - era * 146_097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36_524) | 0) - ((doe / 146_096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const day = doy - (((153 * mp + 2) / 5) | 0) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = (rest / 3_600_000) | 0;
  rest -= h * 3_600_000;
  const mi = (rest / 60_000) | 0;
  rest -= mi * 60_000;
  const sec = (rest / 1000) | 0;
  const frac = rest - sec * 1000;
  const y2 = (year / 100) | 0;
  const y0 = year - y2 * 100;
  const f0 = frac % 100;
  // prettier-ignore
  return String.fromCharCode(
    tens(y2), ones(y2), tens(y0), ones(y0), 45, tens(month), ones(month), 45, tens(day), ones(day), 84,
    tens(h), ones(h), 58, tens(mi), ones(mi), 58, tens(sec), ones(sec), 46,
    48 + ((frac / 100) | 0), tens(f0), ones(f0), 90,
  );
}

/** The character codes of a number's tens and ones digits (0-99). */
const tens = (n: number) => 48 + ((n / 10) | 0);
const ones = (n: number) => 48 + (n % 10);

/**
 * Windows zone names Graph may use (`originalStartTimeZone`, or `start.timeZone` if a client forgets the UTC
 * preference): the common ones only, from CLDR windowsZones' territory "001" mapping. Unknown names fall back to Intl.
 */
const WINDOWS_ZONES: Record<string, string> = {
  UTC: "UTC",
  "tzone://Microsoft/Utc": "UTC",
  "Coordinated Universal Time": "UTC",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "E. Europe Standard Time": "Europe/Chisinau",
  "FLE Standard Time": "Europe/Kiev",
  "GTB Standard Time": "Europe/Bucharest",
  "Russian Standard Time": "Europe/Moscow",
  "Israel Standard Time": "Asia/Jerusalem",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Arabian Standard Time": "Asia/Dubai",
  "India Standard Time": "Asia/Kolkata",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "New Zealand Standard Time": "Pacific/Auckland",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Central Standard Time": "America/Chicago",
  "Eastern Standard Time": "America/New_York",
  "Atlantic Standard Time": "America/Halifax",
  "E. South America Standard Time": "America/Sao_Paulo",
  "SA Pacific Standard Time": "America/Bogota",
};

const zoneCache = new Map<string, Intl.DateTimeFormat | null>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = zoneCache.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      f = null;
    }
    zoneCache.set(zone, f);
  }
  return f;
}

/** The IANA name for a Graph/Google zone name (IANA as is, Windows through the table), or undefined if unknown. */
export function ianaZone(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const mapped = WINDOWS_ZONES[name];
  if (mapped) return mapped;
  let iana = ianaCache.get(name);
  if (iana === undefined) {
    iana = formatter(name)?.resolvedOptions().timeZone ?? null;
    ianaCache.set(name, iana);
  }
  return iana ?? undefined;
}

const ianaCache = new Map<string, string | null>();

/** Offset (ms east of UTC) of `zone` at instant `ms`. */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ms)) if (part.type !== "literal") p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a wall time in `zone` denotes. Ambiguous times (the hour repeated when clocks go back) take the
 * earlier instant and skipped times (clocks going forward) move forward by the gap: Temporal's 'compatible'
 * choice, which is also what Outlook and Google do. Undefined for an unknown zone.
 */
export function zonedToInstant(wallMs: number, zone: string): number | undefined {
  const iana = ianaZone(zone);
  if (!iana) return undefined;
  if (iana === "UTC" || iana === "Etc/UTC") return wallMs;
  const f = formatter(iana);
  if (!f) return undefined;
  const before = offsetAt(f, wallMs - DAY_MS);
  const after = offsetAt(f, wallMs + DAY_MS);
  const candidates = before === after ? [before] : [before, after];
  const valid = candidates.map((o) => wallMs - o).filter((t) => offsetAt(f, t) === wallMs - t);
  if (valid.length) return Math.min(...valid);
  return wallMs - before;
}
