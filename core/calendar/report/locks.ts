/**
 * Quarter locks: once a quarter's figures are filed they must not change silently. A lock freezes the lines the
 * user saw (POST /api/calendar/locks); later the same quarter is computed again under the lock's own definition
 * and zone, and the page shows the frozen figures with the difference (added, removed, changed lines).
 */
import type { LockRequest, LockedLine, QuarterLock, ReportDefinition } from "../model";
import { parsePlainDate, plainDate } from "../../time/plainDate";
import { startOfDay, dateIn } from "../../time/zone";
import { reportLines, sumHours, type ReportInput, type ReportLine } from "./report";

export interface Quarter {
  /** "2026-Q1" */
  id: string;
  year: number;
  index: 1 | 2 | 3 | 4;
  /** [start, end) instants in ms, cut at midnight in the zone. */
  start: number;
  end: number;
}

export function quarterOf(year: number, index: 1 | 2 | 3 | 4, timeZone: string): Quarter {
  const firstMonth = (index - 1) * 3 + 1;
  return {
    id: `${year}-Q${index}`,
    year,
    index,
    start: startOfDay(plainDate(year, firstMonth, 1), timeZone),
    end: startOfDay(plainDate(year, firstMonth + 3, 1), timeZone),
  };
}

export function parseQuarter(id: string, timeZone: string): Quarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(id);
  if (!match) return null;
  return quarterOf(Number(match[1]), Number(match[2]) as 1 | 2 | 3 | 4, timeZone);
}

/** The four quarters of the year of `now` in `timeZone`. */
export function quartersOfYear(now: Date, timeZone: string): Quarter[] {
  const { year } = parsePlainDate(dateIn(now.getTime(), timeZone));
  return ([1, 2, 3, 4] as const).map((index) => quarterOf(year, index, timeZone));
}

/** The quarters that have ended by `now` and may be locked. */
export function lockableQuarters(now: Date, timeZone: string, locks: readonly Pick<QuarterLock, "quarter">[]) {
  const locked = new Set(locks.map((lock) => lock.quarter));
  return quartersOfYear(now, timeZone).filter((q) => q.end <= now.getTime() && !locked.has(q.id));
}

export function lockedLine(line: ReportLine): LockedLine {
  return { key: line.key, title: line.title, start: line.event.start, allDay: line.event.allDay, hours: line.hours };
}

/** The counted lines of `quarter`, as a lock stores them. */
export function quarterLines(quarter: Quarter, input: ReportInput): LockedLine[] {
  return reportLines(input, quarter)
    .filter((line) => line.counted)
    .map(lockedLine);
}

/** What POST /api/calendar/locks takes: the quarter's counted lines, their count and summed hours, frozen. */
export function buildLockRequest(quarter: Quarter, input: ReportInput): LockRequest {
  const lines = quarterLines(quarter, input);
  return {
    quarter: quarter.id,
    timeZone: input.timeZone,
    definition: { ...input.definition },
    count: lines.length,
    hours: sumHours(lines.map((line) => line.hours)),
    lines,
  };
}

export interface LineChange {
  key: string;
  before: LockedLine;
  after: LockedLine;
  /** Which figures moved. */
  fields: ("hours" | "title")[];
}

export interface LockDiff {
  added: LockedLine[];
  removed: LockedLine[];
  changed: LineChange[];
  count: { locked: number; now: number; delta: number };
  hours: { locked: number; now: number; delta: number };
  unchanged: boolean;
}

/** The difference between a filed lock and the quarter computed again now. */
export function diffLock(
  lock: Pick<QuarterLock, "lines" | "count" | "hours">,
  current: readonly LockedLine[],
): LockDiff {
  const before = new Map(lock.lines.map((line) => [line.key, line]));
  const after = new Map(current.map((line) => [line.key, line]));
  const added = current.filter((line) => !before.has(line.key));
  const removed = lock.lines.filter((line) => !after.has(line.key));
  const changed: LineChange[] = [];
  for (const line of current) {
    const old = before.get(line.key);
    if (!old) continue;
    const fields: LineChange["fields"] = [];
    if (Math.abs(old.hours - line.hours) > 0.001) fields.push("hours");
    if (old.title !== line.title) fields.push("title");
    if (fields.length > 0) changed.push({ key: line.key, before: old, after: line, fields });
  }
  const nowHours = sumHours(current.map((line) => line.hours));
  return {
    added,
    removed,
    changed,
    count: { locked: lock.count, now: current.length, delta: current.length - lock.count },
    hours: { locked: lock.hours, now: nowHours, delta: sumHours([nowHours, -lock.hours]) },
    unchanged: added.length === 0 && removed.length === 0 && changed.length === 0 && lock.count === current.length,
  };
}

/** The lock's quarter computed again from today's data, under the definition and zone it was filed with. */
export function currentLinesForLock(
  lock: Pick<QuarterLock, "quarter" | "timeZone" | "definition">,
  input: Omit<ReportInput, "definition" | "timeZone">,
): LockedLine[] | null {
  const quarter = parseQuarter(lock.quarter, lock.timeZone);
  if (!quarter) return null;
  return quarterLines(quarter, { ...input, definition: lock.definition as ReportDefinition, timeZone: lock.timeZone });
}
