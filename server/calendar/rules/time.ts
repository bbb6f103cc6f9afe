/**
 * Dates and times from the wire: Graph's offset-less `dateTime` with a separate zone, Google's RFC 3339 values, and
 * plain dates for all-day events. Hand-written parsing (no Date.parse) because Graph sends 7 fractional digits and
 * engines disagree on what Date.parse accepts; zone conversion uses Intl so no time-zone library is needed.
 */

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
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

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Parses `2026-03-02T09:00:00.0000000`, `2026-03-02T09:00:00Z`, `2026-03-02T10:00:00+01:00`; undefined if invalid. */
export function parseDateTime(text: string): WallTime | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const s = m[6] ? Number(m[6]) : 0;
  if (!validDate(y, mo, d) || h > 24 || mi > 59 || s > 60 || (h === 24 && (mi > 0 || s > 0))) return undefined;
  const fraction = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const wallMs = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59)) + fraction;
  const zone = m[8];
  let offsetMinutes: number | undefined;
  if (zone) {
    if (zone === "Z" || zone === "z") offsetMinutes = 0;
    else {
      const digits = zone.slice(1).replace(":", "");
      const oh = Number(digits.slice(0, 2));
      const om = digits.length > 2 ? Number(digits.slice(2)) : 0;
      if (oh > 23 || om > 59) return undefined;
      offsetMinutes = (zone[0] === "-" ? -1 : 1) * (oh * 60 + om);
    }
  }
  return { wallMs, offsetMinutes, date: `${m[1]}-${m[2]}-${m[3]}` };
}

/** A valid `yyyy-mm-dd`, or undefined. */
export function parseDate(text: string): string | undefined {
  const m = DATE.exec(text.trim());
  if (!m || !validDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Epoch ms of a plain date's start in UTC: how all-day entries sort among timed ones. */
export function dateToUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export const isoInstant = (ms: number): string => new Date(ms).toISOString();

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
  const f = formatter(name);
  return f ? f.resolvedOptions().timeZone : undefined;
}

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
