/**
 * Where the default seed may put events, relative to `now`: January 1 of now's year to now + 1 month, but never
 * within 14 h of the year boundary or a day of now, so the year-to-date set is the same in every viewer time zone
 * and at every minute of the day. Placement by fraction of the past keeps every scenario present whatever the date.
 */
import { epochDayAt, weekdayOfEpochDay, type EpochDay } from "../../core/time/plainDate";
import { DAY_MS, HOUR_MS } from "../../core/time/units";

export interface SeedWindow {
  now: number;
  year: number;
  yearStart: number;
  /** The first day events may start (January 2). */
  firstDay: EpochDay;
  /** The last past day whose events end a day before now. */
  lastPastDay: EpochDay;
  firstFutureDay: EpochDay;
  /** now + 1 month. */
  end: number;
  endDay: EpochDay;
}

export function seedWindow(now: Date): SeedWindow {
  const ms = now.getTime();
  const year = now.getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const end = ms + 30 * DAY_MS;
  return {
    now: ms,
    year,
    yearStart,
    firstDay: epochDayAt(yearStart) + 1,
    lastPastDay: epochDayAt(ms - 2 * DAY_MS),
    firstFutureDay: epochDayAt(ms + 2 * DAY_MS),
    end,
    endDay: epochDayAt(end) - 1,
  };
}

function overlaps(lo: number, hi: number, a: number, b: number): boolean {
  return lo < b && hi > a;
}

/** Whether an event may be placed here (all-day spans are widened by 14 h: they float with the viewer's zone). */
export function allowed(w: SeedWindow, start: number, end: number, allDay: boolean): boolean {
  const lo = allDay ? start - 14 * HOUR_MS : start;
  const hi = allDay ? end + 14 * HOUR_MS : end;
  if (lo < w.yearStart + 14 * HOUR_MS || hi > w.end) return false;
  return !overlaps(lo, hi, w.now - DAY_MS, w.now + DAY_MS);
}

/** Whether it lies clear of the year boundary and of now, wherever it is (for the deliberate out-of-window events). */
export function clearOfBoundaries(w: SeedWindow, start: number, end: number): boolean {
  return (
    !overlaps(start, end, w.yearStart - 14 * HOUR_MS, w.yearStart + 14 * HOUR_MS) &&
    !overlaps(start, end, w.now - DAY_MS, w.now + DAY_MS)
  );
}

function onOrBefore(day: EpochDay, wd: number): EpochDay {
  return day - ((weekdayOfEpochDay(day) - wd + 7) % 7);
}

/** A past day with the given weekday, a fraction of the way from January 2 to a couple of days before now. */
export function pastDay(w: SeedWindow, fraction: number, wd: number): EpochDay {
  const span = Math.max(0, w.lastPastDay - w.firstDay);
  const d = onOrBefore(w.firstDay + Math.round(fraction * span), wd);
  return d < w.firstDay ? d + 7 : d;
}

/** A future day with the given weekday, a fraction of the way through the coming month. */
export function futureDay(w: SeedWindow, fraction: number, wd: number): EpochDay {
  const span = Math.max(0, w.endDay - 7 - w.firstFutureDay);
  const d = onOrBefore(w.firstFutureDay + Math.round(fraction * span), wd);
  return d < w.firstFutureDay ? d + 7 : d;
}
