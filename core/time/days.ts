/**
 * The agenda's days: events grouped by the day they fall on in the viewer's zone. Timed events are listed on
 * every day they overlap (an overnight flight shows on both days); all-day events stay on their plain dates in
 * every zone, one entry per day they cover. Today is always listed when it is in the range, even if empty, so
 * the agenda can mark it.
 */
import type { UnifiedEvent } from "../calendar/model";
import { addDays, type PlainDate } from "./plainDate";
import { dateIn, startOfDay } from "./zone";
import type { DateRange } from "./ranges";

export interface DayEntry {
  event: UnifiedEvent;
  /** It started on an earlier day (timed) or is a later day of a multi-day all-day event. */
  continued: boolean;
  /** It goes on after this day. */
  continues: boolean;
}

export interface AgendaDay {
  date: PlainDate;
  isToday: boolean;
  entries: DayEntry[];
}

function allDayDates(event: UnifiedEvent): PlainDate[] {
  const last = event.end > event.start ? event.end : addDays(event.start, 1);
  const dates: PlainDate[] = [];
  for (let day = event.start.slice(0, 10); day < last.slice(0, 10) && dates.length < 400; day = addDays(day, 1)) {
    dates.push(day);
  }
  return dates;
}

function timedDates(event: UnifiedEvent, timeZone: string): PlainDate[] {
  const start = Date.parse(event.start);
  const end = Math.max(start, Date.parse(event.end));
  const first = dateIn(start, timeZone);
  const dates = [first];
  // A day counts when the event overlaps it: it must still run after that day's midnight (end exclusive).
  for (let day = addDays(first, 1); startOfDay(day, timeZone) < end && dates.length < 400; day = addDays(day, 1)) {
    dates.push(day);
  }
  return dates;
}

/** The days of `range` holding events (and today), each with its events: all-day first, then by start time. */
export function groupByDay(
  events: readonly UnifiedEvent[],
  range: Pick<DateRange, "from" | "to">,
  timeZone: string,
  todayDate: PlainDate,
): AgendaDay[] {
  const byDay = new Map<PlainDate, DayEntry[]>();
  for (const event of events) {
    const dates = event.allDay ? allDayDates(event) : timedDates(event, timeZone);
    dates.forEach((date, index) => {
      if (date < range.from || date >= range.to) return;
      const entries = byDay.get(date) ?? [];
      entries.push({ event, continued: index > 0, continues: index < dates.length - 1 });
      byDay.set(date, entries);
    });
  }
  if (todayDate >= range.from && todayDate < range.to && !byDay.has(todayDate)) byDay.set(todayDate, []);
  return Array.from(byDay.keys())
    .sort()
    .map((date) => ({
      date,
      isToday: date === todayDate,
      entries: (byDay.get(date) ?? []).sort(compareEntries),
    }));
}

function compareEntries(a: DayEntry, b: DayEntry): number {
  if (a.event.allDay !== b.event.allDay) return a.event.allDay ? -1 : 1;
  if (a.event.start !== b.event.start) return a.event.start < b.event.start ? -1 : 1;
  return a.event.title.localeCompare(b.event.title);
}

/** How many distinct events the days show (an event over several days counts once): the list's count. */
export function countAgendaEvents(days: readonly Pick<AgendaDay, "entries">[]): number {
  const keys = new Set<string>();
  for (const day of days) for (const entry of day.entries) keys.add(entry.event.key);
  return keys.size;
}
