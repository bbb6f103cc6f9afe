/**
 * The one way a date is written for a person, long or short, with or without its time: the portal, the sign-in
 * screens and UnifiedTime call these, so an audit entry, a device, a passkey and a calendar day read alike.
 *
 * - short date "Mar 2, 2026"; long date "Monday, March 2, 2026" (a day heading, a title);
 * - short date-time "Mar 2, 2026, 9:05 AM"; long date-time "Monday, March 2, 2026 at 9:05 AM".
 *
 * In the reader's locale unless one is given (the words above are en-US). A moment (a Date, milliseconds, an ISO
 * string with its offset) is shown in the reader's zone unless one is given; a plain date ("2026-03-02", no zone)
 * is read at noon UTC, so no zone can move it to another day. Pure; formatters are cached, since a calendar month
 * formats hundreds of days.
 */

export type DateLength = "long" | "short";

/** A moment in time: a Date, milliseconds since 1970, or an ISO 8601 date-time with its offset. */
export type Moment = Date | number | string;

export interface DateOptions {
  /** A BCP 47 locale; the reader's own by default. */
  locale?: string;
  /** An IANA zone name for moments; the reader's own by default. Plain dates ignore it. */
  timeZone?: string;
}

const DATE: Record<DateLength, Intl.DateTimeFormatOptions> = {
  long: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
};
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

const cache = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED = 200;

function formatter(parts: Intl.DateTimeFormatOptions, locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = JSON.stringify([parts, locale ?? "", timeZone ?? ""]);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...parts, ...(timeZone ? { timeZone } : {}) });
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, found);
  }
  return found;
}

/** The moment as a Date, or null when it is not one (an empty or unreadable value). */
export function toDate(moment: Moment | null | undefined): Date | null {
  if (moment === null || moment === undefined || moment === "") return null;
  const date = moment instanceof Date ? moment : new Date(moment);
  return Number.isNaN(date.getTime()) ? null : date;
}

function required(moment: Moment): Date {
  const date = toDate(moment);
  if (!date) throw new RangeError(`not a date: ${String(moment)}`);
  return date;
}

/** "Mar 2, 2026" or "Monday, March 2, 2026": the day of a moment, in the zone given or the reader's. */
export function formatDate(moment: Moment, length: DateLength = "short", options: DateOptions = {}): string {
  return formatter(DATE[length], options.locale, options.timeZone).format(required(moment));
}

/** "Mar 2, 2026, 9:05 AM" or "Monday, March 2, 2026 at 9:05 AM", in the zone given or the reader's. */
export function formatDateTime(moment: Moment, length: DateLength = "short", options: DateOptions = {}): string {
  return formatter({ ...DATE[length], ...TIME }, options.locale, options.timeZone).format(required(moment));
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A plain date ("2026-03-02") the same way: "Mar 2, 2026" or "Monday, March 2, 2026", wherever the reader is. */
export function formatPlainDate(date: string, length: DateLength = "short", locale?: string): string {
  const m = PLAIN_DATE.exec(date);
  if (!m) throw new RangeError(`not a plain date (YYYY-MM-DD): ${date}`);
  const noon = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  // Years 0-99 would be read as 1900-1999 by Date.UTC: set the year as written.
  noon.setUTCFullYear(Number(m[1]));
  return formatter(DATE[length], locale, "UTC").format(noon);
}
