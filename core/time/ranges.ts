/**
 * The unified view's periods (day, week, month, custom) as plain dates [from, to) and as instants [start, end) in
 * the viewer's zone, which is what GET /api/calendar/events takes. Weeks start on Monday (ISO 8601), which is how
 * a consultant's timesheet week usually runs.
 */
import {
  addDays,
  addMonths,
  daysBetween,
  isPlainDate,
  parsePlainDate,
  plainDate,
  weekdayOf,
  type PlainDate,
} from "./plainDate";
import { startOfDay } from "./zone";

export type RangeKind = "day" | "week" | "month" | "custom";

export interface DateRange {
  kind: RangeKind;
  /** First day. */
  from: PlainDate;
  /** The day after the last one (exclusive). */
  to: PlainDate;
}

/** The functions refuse longer requests. */
export const MAX_RANGE_DAYS = 400;

export function dayOf(date: PlainDate): DateRange {
  return { kind: "day", from: date, to: addDays(date, 1) };
}

export function weekOf(date: PlainDate): DateRange {
  const from = addDays(date, -weekdayOf(date));
  return { kind: "week", from, to: addDays(from, 7) };
}

export function monthOf(date: PlainDate): DateRange {
  const { year, month } = parsePlainDate(date);
  const from = plainDate(year, month, 1);
  return { kind: "month", from, to: addMonths(from, 1) };
}

export type CustomRangeResult = { ok: true; range: DateRange } | { ok: false; message: string };

/** A custom range from the form's two dates, both inclusive as a person reads them. */
export function customRange(first: string, last: string): CustomRangeResult {
  if (!isPlainDate(first)) return { ok: false, message: "Enter the first day as a date." };
  if (!isPlainDate(last)) return { ok: false, message: "Enter the last day as a date." };
  if (last < first) return { ok: false, message: "The last day must not be before the first day." };
  const to = addDays(last, 1);
  if (daysBetween(first, to) > MAX_RANGE_DAYS) {
    return { ok: false, message: `Choose at most ${MAX_RANGE_DAYS} days.` };
  }
  return { ok: true, range: { kind: "custom", from: first, to } };
}

/** The range of the same kind containing `date` (a custom range keeps its length and starts there). */
export function rangeAround(kind: RangeKind, date: PlainDate, length = 7): DateRange {
  if (kind === "day") return dayOf(date);
  if (kind === "week") return weekOf(date);
  if (kind === "month") return monthOf(date);
  return { kind: "custom", from: date, to: addDays(date, length) };
}

/** The previous (-1) or next (+1) period. */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  if (range.kind === "day") return dayOf(addDays(range.from, direction));
  if (range.kind === "week") return weekOf(addDays(range.from, 7 * direction));
  if (range.kind === "month") return monthOf(addMonths(range.from, direction));
  const length = daysBetween(range.from, range.to);
  return { kind: "custom", from: addDays(range.from, length * direction), to: addDays(range.to, length * direction) };
}

/** The range as instants in `timeZone`: [start, end), DST-correct (a week across a change is 167 or 169 hours). */
export function rangeInstants(range: Pick<DateRange, "from" | "to">, timeZone: string): { start: string; end: string } {
  return {
    start: new Date(startOfDay(range.from, timeZone)).toISOString(),
    end: new Date(startOfDay(range.to, timeZone)).toISOString(),
  };
}

/** Every day of the range, in order. */
export function daysOf(range: Pick<DateRange, "from" | "to">): PlainDate[] {
  const days: PlainDate[] = [];
  for (let day = range.from; day < range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function containsDate(range: Pick<DateRange, "from" | "to">, date: PlainDate): boolean {
  return date >= range.from && date < range.to;
}
