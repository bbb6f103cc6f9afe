/**
 * Wall-clock arithmetic in IANA time zones with nothing but Intl, for the calendar stand-ins: reading a local
 * date-time in a zone as an instant, writing an instant as a zone's local time, and parsing the timestamp forms
 * the providers accept. No dependency, so the stand-ins agree with the platform's time zone database.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The zone's local wall-clock fields at an instant. */
export function localParts(ms: number, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms)))
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(ms: number, zone: string): number {
  const p = localParts(ms, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
  return Math.round((asUtc - ms) / 60000);
}

/**
 * The instant a local wall-clock time names in a zone. In a DST gap the time is read with the offset before the
 * gap (as calendars do: 02:30 on a spring-forward day becomes 03:30); in an overlap the earlier instant wins.
 */
export function instantOf(local: LocalParts, zone: string): number {
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  const before = offsetMinutes(asUtc - 36 * 3600_000, zone);
  const after = offsetMinutes(asUtc + 36 * 3600_000, zone);
  const candidates = [...new Set([before, after])].map((o) => asUtc - o * 60000);
  const exact = candidates.filter((c) => offsetMinutes(c, zone) * 60000 === asUtc - c).sort((a, b) => a - b);
  return exact[0] ?? asUtc - before * 60000;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

export function formatDate(p: Pick<LocalParts, "year" | "month" | "day">): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "2024-05-01T09:30:00" plus `fractionDigits` digits of the second (Graph writes 7). */
export function formatLocal(p: LocalParts, fractionDigits = 0): string {
  const base = `${formatDate(p)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  if (fractionDigits === 0) return base;
  return `${base}.${pad(p.millisecond, 3).padEnd(fractionDigits, "0").slice(0, fractionDigits)}`;
}

/** "+02:00", "-05:00", or "Z" when `utcAsZ` and the offset is zero (Google writes UTC as Z). */
export function formatOffset(minutes: number, utcAsZ = true): string {
  if (minutes === 0 && utcAsZ) return "Z";
  return `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** RFC 3339 in a zone: "2024-05-01T09:30:00+02:00" (UTC as "Z"). */
export function formatRfc3339(ms: number, zone: string): string {
  return `${formatLocal(localParts(ms, zone))}${formatOffset(offsetMinutes(ms, zone))}`;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;

export interface ParsedTimestamp {
  local: LocalParts;
  /** Offset in minutes when the text carried one ("Z" is 0), null when it did not. */
  offset: number | null;
  /** The text was a bare date. */
  dateOnly: boolean;
}

/** Reads ISO 8601 / RFC 3339 date-times with or without an offset, and bare dates; null when malformed. */
export function parseTimestamp(text: string): ParsedTimestamp | null {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, off] = m;
  const local: LocalParts = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: Number((frac ?? "0").padEnd(3, "0").slice(0, 3)),
  };
  if (!validLocal(local)) return null;
  let offset: number | null = null;
  if (off) {
    if (off === "Z" || off === "z") offset = 0;
    else {
      const digits = off.replace(":", "");
      const hours = Number(digits.slice(1, 3));
      const minutes = Number(digits.slice(3, 5));
      if (hours > 23 || minutes > 59) return null;
      offset = (off.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
    }
  }
  return { local, offset, dateOnly: h === undefined };
}

function validLocal(p: LocalParts): boolean {
  if (p.month < 1 || p.month > 12 || p.day < 1 || p.hour > 23 || p.minute > 59 || p.second > 59) return false;
  const days = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return p.day <= days;
}

/** A parsed timestamp as an instant: its own offset when it has one, else read in `zone`. */
export function toInstant(parsed: ParsedTimestamp, zone: string): number {
  const { local } = parsed;
  if (parsed.offset === null) return instantOf(local, zone);
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  return asUtc - parsed.offset * 60000;
}

/** Midnight starting a calendar date ("2024-05-01") in a zone, or null for a malformed date. */
export function startOfDate(date: string, zone: string): number | null {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseTimestamp(date) : null;
  return parsed ? instantOf(parsed.local, zone) : null;
}
