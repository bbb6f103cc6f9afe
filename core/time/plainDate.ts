/**
 * Plain dates: calendar days with no zone, so no zone can move them. Two spellings: "YYYY-MM-DD" strings
 * (`PlainDate`, the event model's all-day format and the report's days) and day numbers (`EpochDay`, days since
 * 1970-01-01, what the seed counts with). Proleptic Gregorian; by arithmetic, without Date.parse.
 *
 * Years 0–99 are read as Date.UTC reads them, as 1900–1999 (`epochDay`): the rules engine has always sorted wire
 * dates so, and `isPlainDate` refuses them for that reason.
 */
import { formatIsoInstant } from "./isoInstant";
import { DAY_MS } from "./units";

export type PlainDate = string;

/** Days since 1970-01-01 (negative before). */
export type EpochDay = number;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in `month` (1–12) of `year`; 0 for a month out of range. */
export function daysInMonth(year: number, month: number): number {
  return (MONTH_DAYS[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0);
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Days since 1970-01-01 of a valid proleptic Gregorian date (H. Hinnant's days_from_civil), for years 1-9999: all
 * quantities are then non-negative and fit 32 bits, so the divisions are integer ones.
 */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = (yy / 400) | 0;
  const yoe = yy - era * 400;
  const doy = (((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) | 0) + d - 1;
  const doe = yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * The day number of a date given by integers. Months and days out of range roll over (month 13 is January of the
 * next year, day 0 the last of the month before) and years 0–99 are 1900–1999, all as Date.UTC has it.
 */
export function epochDay(year: number, month: number, day: number): EpochDay {
  // Valid dates of years 100–9999 by arithmetic: the rules engine reads one per all-day event.
  if (year >= 100 && year <= 9999 && isValidDate(year, month, day)) return daysFromCivil(year, month, day);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The UTC day an instant falls on. */
export function epochDayAt(ms: number): EpochDay {
  return Math.floor(ms / DAY_MS);
}

/** "YYYY-MM-DD" of a day number (as `toISOString` writes the date: years past 9999 get a sign and six digits). */
export function plainDateOf(day: EpochDay): PlainDate {
  return formatIsoInstant(day * DAY_MS).slice(0, 10);
}

/** A plain date from integers, rolling over as `epochDay` does. */
export function plainDate(year: number, month: number, day: number): PlainDate {
  return plainDateOf(epochDay(year, month, day));
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

/** The fields of a text starting "YYYY-MM-DD" (what follows is ignored; the date is not validated); RangeError if not. */
export function parsePlainDate(date: PlainDate): { year: number; month: number; day: number } {
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 2);
  const day = digits(date, 8, 2);
  if (year < 0 || month < 0 || day < 0 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) {
    throw new RangeError(`Not a plain date: ${date}`);
  }
  return { year, month, day };
}

/** The day number of a text starting "YYYY-MM-DD"; RangeError if it does not. */
export function epochDayOf(date: PlainDate): EpochDay {
  const { year, month, day } = parsePlainDate(date);
  return epochDay(year, month, day);
}

/** A valid `yyyy-mm-dd` (surrounding spaces ignored), or undefined: how the wire's plain dates are read. */
export function parseDate(text: string): PlainDate | undefined {
  // By position, as /^(\d{4})-(\d{2})-(\d{2})$/ on the trimmed text read it; the date is that text.
  const t = text.trim();
  if (t.length !== 10 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45) return undefined;
  const y = digits(t, 0, 4);
  const m = digits(t, 5, 2);
  const d = digits(t, 8, 2);
  if (y < 0 || m < 0 || d < 0 || !isValidDate(y, m, d)) return undefined;
  return t;
}

/** Exactly a valid "YYYY-MM-DD" of the years 0100–9999 (a form's input; earlier years would be read as 19xx). */
export function isPlainDate(value: string): boolean {
  return parseDate(value) === value && value >= "0100";
}

/**
 * Epoch ms of a plain date's start in UTC (how all-day entries sort among timed ones), by position and without
 * slicing: for a valid date (from `parseDate`); anything else gives a meaningless number.
 */
export function dateToUtcMs(date: PlainDate): number {
  return epochDay(digits(date, 0, 4), digits(date, 5, 2), digits(date, 8, 2)) * DAY_MS;
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return plainDateOf(epochDayOf(date) + days);
}

/** The first day of the month `months` after (or before) the one `date` is in. */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const { year, month } = parsePlainDate(date);
  return plainDate(year, month + months, 1);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: PlainDate, b: PlainDate): number {
  return epochDayOf(b) - epochDayOf(a);
}

/** 0 = Monday ... 6 = Sunday (ISO 8601's order). */
export function weekdayOfEpochDay(day: EpochDay): number {
  // 1970-01-01 was a Thursday.
  return (((day + 3) % 7) + 7) % 7;
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(date: PlainDate): number {
  return weekdayOfEpochDay(epochDayOf(date));
}
