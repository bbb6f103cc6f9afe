/**
 * How dates, times and hours read on the calendar pages, in the viewer's zone and locale. Kept apart from the
 * screens so the words are tested once and the agenda, the report and the CSV agree.
 */
import type { UnifiedEvent } from "../calendar/model";
import { formatDateTime, formatPlainDate } from "../text/dates";
import { addDays, parsePlainDate, type PlainDate } from "./plainDate";
import type { DateRange } from "./ranges";

/** "Monday, March 2, 2026": a plain date, the long form every page uses (core/text/dates.ts). */
export function formatDay(date: PlainDate, locale?: string): string {
  return formatPlainDate(date, "long", locale);
}

/** "Mar 2, 2026": the short form every page uses. */
export function formatShortDay(date: PlainDate, locale?: string): string {
  return formatPlainDate(date, "short", locale);
}

/** "March 2026". */
export function formatMonth(year: number, month: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

/** "Mar". */
export function formatMonthShort(month: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  );
}

export function formatTime(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
}

/** "9:00 AM – 10:30 AM", or "All day". */
export function formatEventTime(
  event: Pick<UnifiedEvent, "allDay" | "start" | "end">,
  timeZone: string,
  locale?: string,
) {
  if (event.allDay) return "All day";
  return `${formatTime(event.start, timeZone, locale)} – ${formatTime(event.end, timeZone, locale)}`;
}

/** A moment such as a last fetch: "Mar 2, 2026, 9:05 AM", the short date-time every page uses. */
export function formatInstant(iso: string, timeZone: string, locale?: string): string {
  return formatDateTime(iso, "short", { timeZone, ...(locale ? { locale } : {}) });
}

/** Hours with at most two decimals: "1.5 h". */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

/**
 * The period's name: "Monday, March 2, 2026", "Week of Mar 2, 2026 – Mar 8, 2026", "March 2026",
 * "Mar 2, 2026 – Mar 10, 2026".
 */
export function formatRange(range: DateRange, locale?: string): string {
  const last = addDays(range.to, -1);
  if (range.kind === "day") return formatDay(range.from, locale);
  if (range.kind === "month") {
    const { year, month } = parsePlainDate(range.from);
    return formatMonth(year, month, locale);
  }
  const span =
    range.from === last
      ? formatShortDay(last, locale)
      : `${formatShortDay(range.from, locale)} – ${formatShortDay(last, locale)}`;
  return range.kind === "week" ? `Week of ${span}` : span;
}
