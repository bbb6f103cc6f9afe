/**
 * The calendar grid's layout, pure so it is tested without a browser: for each visible day, the all-day entries
 * and the timed segments (minutes from the day's wall-clock midnight in the viewer's zone), with the lane each
 * segment takes among the events it overlaps. Days and their entries come from the agenda's `groupByDay`, so the
 * grid and the list always agree on which day an event shows on and whether it is continued.
 *
 * Placement is by wall clock, and a day is always drawn as 24 hours (1440 minutes):
 * - clocks going forward leave wall minutes no instant reads (Europe/Oslo 2026-03-29, 02:00–03:00): nothing can
 *   start in them, an event across them is drawn through them (01:30–04:30 for two real hours), and the day
 *   reports them as a `clockChange` so the view can shade them;
 * - clocks going back read the repeated wall minutes twice (America/New_York 2026-11-01, 01:00–02:00): both
 *   passes land on the same rows, so events in either pass overlap and go side by side; an event whose wall end
 *   is not after its wall start (it crosses back into the repeated hour) is drawn with its real length instead,
 *   so it never vanishes or turns inside out.
 */
import type { UnifiedEvent } from "../calendar/model";
import { groupByDay, type DayEntry } from "./days";
import { addDays, epochDayOf, weekdayOf, type PlainDate } from "./plainDate";
import { monthOf, type DateRange } from "./ranges";
import { DAY_MS, MINUTE_MS } from "./units";
import { offsetAt, offsetChangesIn, startOfDay } from "./zone";

export const DAY_MINUTES = 1440;

/**
 * The shortest a segment is drawn (and so the shortest it counts for lanes): a 5-minute or zero-length event still
 * needs a readable line, and a neighbor must not be drawn over it.
 */
export const MIN_SEGMENT_MINUTES = 20;

export interface TimedSegment extends DayEntry {
  /** Minutes from the day's wall-clock midnight, 0–1440. */
  startMinute: number;
  /** Minutes from the day's wall-clock midnight, startMinute–1440 (equal for a zero-length event). */
  endMinute: number;
  /** The column among the overlapping events, from 0. */
  lane: number;
  /** How many columns its cluster of overlapping events needs. */
  lanes: number;
}

/** Wall minutes a clock change skips ('forward') or reads twice ('back') on a day. */
export interface ClockChange {
  direction: "forward" | "back";
  startMinute: number;
  endMinute: number;
}

export interface GridDay {
  date: PlainDate;
  isToday: boolean;
  /** All-day entries, in the agenda's order. */
  allDay: DayEntry[];
  /** Timed segments by start (then longer first). */
  timed: TimedSegment[];
  clockChange?: ClockChange;
}

/** Minutes from `date`'s wall-clock midnight in `timeZone` to the wall clock at instant `ms` (may leave 0–1440). */
export function wallMinute(ms: number, date: PlainDate, timeZone: string): number {
  return (ms + offsetAt(ms, timeZone) - epochDayOf(date) * DAY_MS) / MINUTE_MS;
}

const clamp = (value: number) => Math.min(DAY_MINUTES, Math.max(0, value));

/** Where a timed entry sits on `date`: from midnight when continued, to midnight when it continues. */
function segmentMinutes(entry: DayEntry, date: PlainDate, timeZone: string): { start: number; end: number } {
  const startMs = Date.parse(entry.event.start);
  const endMs = Math.max(startMs, Date.parse(entry.event.end));
  const start = entry.continued ? 0 : clamp(wallMinute(startMs, date, timeZone));
  let end = entry.continues ? DAY_MINUTES : clamp(wallMinute(endMs, date, timeZone));
  // Back into a repeated hour: its real length from its start (see the top comment).
  if (end < start || (end === start && endMs > startMs)) end = clamp(start + (endMs - startMs) / MINUTE_MS);
  return { start, end };
}

/** Muted entries (canceled, declined) yield the first lane to an active one starting at the same time. */
function muted(event: UnifiedEvent): boolean {
  return event.status === "canceled" || event.attendance === "declined";
}

/**
 * Lanes for one day's segments, the classic way: by start, longer first; each takes the first lane free at its
 * start; a cluster (a run of segments linked by overlaps) is as wide as the most lanes it used.
 */
export function assignLanes<T extends { startMinute: number; endMinute: number; event: UnifiedEvent }>(
  segments: readonly T[],
): (T & { lane: number; lanes: number })[] {
  const bottom = (s: T) => Math.max(s.endMinute, s.startMinute + MIN_SEGMENT_MINUTES);
  const sorted = [...segments].sort(
    (a, b) =>
      a.startMinute - b.startMinute ||
      bottom(b) - bottom(a) ||
      Number(muted(a.event)) - Number(muted(b.event)) ||
      a.event.title.localeCompare(b.event.title) ||
      (a.event.key < b.event.key ? -1 : a.event.key > b.event.key ? 1 : 0),
  );
  const placed: (T & { lane: number; lanes: number })[] = [];
  let cluster: (T & { lane: number; lanes: number })[] = [];
  let laneEnds: number[] = [];
  const closeCluster = () => {
    for (const member of cluster) member.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const segment of sorted) {
    if (cluster.length > 0 && segment.startMinute >= Math.max(...laneEnds)) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= segment.startMinute);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = bottom(segment);
    const withLane = { ...segment, lane, lanes: 1 };
    cluster.push(withLane);
    placed.push(withLane);
  }
  closeCluster();
  return placed;
}

/** The offset changes that could fall on a day, by zone and year: a year's are found once. */
const changesByYear = new Map<string, number[]>();

function changesNear(ms: number, timeZone: string): number[] {
  const year = new Date(ms).getUTCFullYear();
  const key = `${timeZone} ${year}`;
  let changes = changesByYear.get(key);
  if (!changes) {
    if (changesByYear.size > 100) changesByYear.clear();
    changes = offsetChangesIn(year, timeZone);
    changesByYear.set(key, changes);
  }
  return changes;
}

/** The wall minutes a clock change skips or repeats on `date`, if the zone changes its offset that day. */
export function clockChangeOn(date: PlainDate, timeZone: string): ClockChange | undefined {
  const first = startOfDay(date, timeZone);
  const next = startOfDay(addDays(date, 1), timeZone);
  if (offsetAt(first, timeZone) === offsetAt(next - 1, timeZone) && next - first === DAY_MS) return undefined;
  // A change at the first instant (midnight skipped) is found too: the day then starts at the change.
  const change = [...changesNear(first, timeZone), ...changesNear(next, timeZone)].find(
    (at) => at >= first && at < next,
  );
  if (change === undefined) return undefined;
  const before = wallMinute(change - 1, date, timeZone);
  const after = wallMinute(change, date, timeZone);
  // The last millisecond before the change reads one short of the round minute.
  const beforeRounded = Math.round(before);
  return after > beforeRounded
    ? { direction: "forward", startMinute: clamp(beforeRounded), endMinute: clamp(after) }
    : { direction: "back", startMinute: clamp(after), endMinute: clamp(beforeRounded) };
}

/** The grid's days: every day of `days`, each with its all-day entries and laid-out timed segments. */
export function layoutDays(
  events: readonly UnifiedEvent[],
  days: readonly PlainDate[],
  timeZone: string,
  todayDate: PlainDate,
): GridDay[] {
  if (days.length === 0) return [];
  const range = { from: days[0] as PlainDate, to: addDays(days[days.length - 1] as PlainDate, 1) };
  const grouped = new Map(groupByDay(events, range, timeZone, todayDate).map((day) => [day.date, day.entries]));
  return days.map((date) => {
    const entries = grouped.get(date) ?? [];
    const timed = entries
      .filter((entry) => !entry.event.allDay)
      .map((entry) => {
        const { start, end } = segmentMinutes(entry, date, timeZone);
        return { ...entry, startMinute: start, endMinute: end };
      });
    const clockChange = clockChangeOn(date, timeZone);
    return {
      date,
      isToday: date === todayDate,
      allDay: entries.filter((entry) => entry.event.allDay),
      timed: assignLanes(timed),
      ...(clockChange ? { clockChange } : {}),
    };
  });
}

/** The month view's days: whole Monday weeks from the one holding the 1st to the one holding the last day. */
export function monthGridRange(date: PlainDate): Pick<DateRange, "from" | "to"> {
  const month = monthOf(date);
  const from = addDays(month.from, -weekdayOf(month.from));
  const last = addDays(month.to, -1);
  return { from, to: addDays(last, 7 - weekdayOf(last)) };
}

/** What a month cell lists: all of them when they fit, else one line fewer and '+N more' for the rest. */
export function cellEntries<T>(entries: readonly T[], max: number): { shown: T[]; more: number } {
  if (entries.length <= max) return { shown: [...entries], more: 0 };
  const shown = entries.slice(0, Math.max(0, max - 1));
  return { shown, more: entries.length - shown.length };
}

/** A day's entries as a month cell or the keyboard lists them: all-day first, then timed by start. */
export function dayEntries(day: GridDay): (DayEntry | TimedSegment)[] {
  return [...day.allDay, ...day.timed];
}

/** How many distinct events show on the days of `range` (the month grid also shows its neighbors' days). */
export function countEventsIn(days: readonly GridDay[], range: Pick<DateRange, "from" | "to">): number {
  const keys = new Set<string>();
  for (const day of days) {
    if (day.date < range.from || day.date >= range.to) continue;
    for (const entry of dayEntries(day)) keys.add(entry.event.key);
  }
  return keys.size;
}
