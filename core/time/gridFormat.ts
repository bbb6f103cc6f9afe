/**
 * The grid's own words: hour labels down the side, short and long weekday names over the columns, a day's number
 * in a month cell, and an event's date and time in full for its dialog. Plain dates and minutes are read in UTC
 * so no zone moves them (the zone was applied when the grid was laid out).
 */
import type { UnifiedEvent } from "../calendar/model";
import { formatDay, formatTime } from "./format";
import { addDays, parsePlainDate, type PlainDate } from "./plainDate";
import { dateIn } from "./zone";

function utcNoon(date: PlainDate): Date {
  const { year, month, day } = parsePlainDate(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** "9 AM" (or "09" in a 24-hour locale) for hour 0–23. */
export function formatHour(hour: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/** "2:00 AM": a minute of the day as a wall clock reads it. */
export function formatMinute(minute: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, 0, minute)),
  );
}

/** "Wed" or "Wednesday". */
export function formatWeekday(date: PlainDate, width: "short" | "long" = "short", locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(utcNoon(date));
}

/** "4": the day of the month. */
export function formatDayNumber(date: PlainDate): string {
  return String(parsePlainDate(date).day);
}

/**
 * When an event happens, in full, for its dialog: "Tuesday, March 3, 2026, 10:00 AM – 11:00 AM"; an event ending
 * on a later day names both days; an all-day event names its plain dates (end exclusive, as stored).
 */
export function formatEventWhen(
  event: Pick<UnifiedEvent, "allDay" | "start" | "end">,
  timeZone: string,
  locale?: string,
): string {
  if (event.allDay) {
    const last = event.end > event.start ? addDays(event.end.slice(0, 10), -1) : event.start.slice(0, 10);
    const first = event.start.slice(0, 10);
    return last === first
      ? `All day, ${formatDay(first, locale)}`
      : `All day, ${formatDay(first, locale)} – ${formatDay(last, locale)}`;
  }
  const startDay = dateIn(Date.parse(event.start), timeZone);
  const endDay = dateIn(Date.parse(event.end), timeZone);
  const from = `${formatDay(startDay, locale)}, ${formatTime(event.start, timeZone, locale)}`;
  return endDay === startDay || Date.parse(event.end) <= Date.parse(event.start)
    ? `${from} – ${formatTime(event.end, timeZone, locale)}`
    : `${from} – ${formatDay(endDay, locale)}, ${formatTime(event.end, timeZone, locale)}`;
}
