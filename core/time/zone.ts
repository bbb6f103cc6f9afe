/**
 * Wall-clock arithmetic in an IANA time zone with only `Intl` (no date library): the agenda groups days and the
 * report cuts years, months and quarters in the viewer's zone, so "midnight" has to be found across DST changes.
 * Plain dates are "YYYY-MM-DD" strings, the model's all-day format, so they are never shifted by a zone.
 */

export type PlainDate = string;

/** The browser's time zone; the views use it unless a test injects another. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
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
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at instant `ms`. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(new Date(ms))) {
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

/** The zone's offset from UTC at instant `ms`, in ms (positive east of Greenwich). */
export function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

export function plainDate(year: number, month: number, day: number): PlainDate {
  // Through Date.UTC so that month 13 or day 0 roll over like calendar arithmetic.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function parsePlainDate(date: PlainDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a plain date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function isPlainDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, day } = parsePlainDate(value);
  return plainDate(year, month, day) === value;
}

export function addDays(date: PlainDate, days: number): PlainDate {
  const { year, month, day } = parsePlainDate(date);
  return plainDate(year, month, day + days);
}

export function addMonths(date: PlainDate, months: number): PlainDate {
  const { year, month } = parsePlainDate(date);
  return plainDate(year, month + months, 1);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: PlainDate, b: PlainDate): number {
  const pa = parsePlainDate(a);
  const pb = parsePlainDate(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(date: PlainDate): number {
  const { year, month, day } = parsePlainDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The plain date in `timeZone` at instant `ms`. */
export function dateIn(ms: number, timeZone: string): PlainDate {
  const w = wallClock(ms, timeZone);
  return plainDate(w.year, w.month, w.day);
}

/**
 * The first instant of `date` in `timeZone`. Across a DST change the UTC offset differs on the two sides, so
 * both are tried: of the candidates whose wall clock reads midnight the earlier wins; where midnight does not
 * exist (zones that spring forward at 00:00) the day starts at the change itself, the later candidate.
 */
export function startOfDay(date: PlainDate, timeZone: string): number {
  const { year, month, day } = parsePlainDate(date);
  const guess = Date.UTC(year, month - 1, day);
  const offsets = new Set([
    offsetAt(guess - 86_400_000, timeZone),
    offsetAt(guess, timeZone),
    offsetAt(guess + 86_400_000, timeZone),
  ]);
  const candidates = Array.from(offsets, (offset) => guess - offset).sort((a, b) => a - b);
  const exact = candidates.find((ms) => {
    const w = wallClock(ms, timeZone);
    return plainDate(w.year, w.month, w.day) === date && w.hour === 0 && w.minute === 0;
  });
  if (exact !== undefined) return exact;
  return candidates.find((ms) => dateIn(ms, timeZone) === date) ?? candidates[candidates.length - 1] ?? guess;
}

/** Today's plain date in `timeZone`. */
export function today(timeZone: string, now: Date = new Date()): PlainDate {
  return dateIn(now.getTime(), timeZone);
}
