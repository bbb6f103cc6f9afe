/**
 * Quarter locks: once a quarter's figures are filed they must not change silently. A lock freezes the quarter's
 * counted lines as the functions compute them (POST /api/calendar/locks) and is never computed again; the report
 * computes the same quarter from today's calendars under the lock's own definition and zone only to show the
 * difference (added, removed, changed lines) beside the frozen figures.
 */
import type { LineChange, LockDiff, LockedLine, QuarterLock, ReportDefinition } from "../model";
import { plainDate } from "../../time/plainDate";
import { startOfDay } from "../../time/zone";
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

/** The four quarters of `year` in `timeZone`. */
export function quartersOfYear(year: number, timeZone: string): Quarter[] {
  return ([1, 2, 3, 4] as const).map((index) => quarterOf(year, index, timeZone));
}

/** The quarters of `year` that have ended by `now` and are not locked yet. */
export function lockableQuarters(
  year: number,
  now: Date,
  timeZone: string,
  locks: readonly Pick<QuarterLock, "quarter">[],
): Quarter[] {
  const locked = new Set(locks.map((lock) => lock.quarter));
  return quartersOfYear(year, timeZone).filter((q) => q.end <= now.getTime() && !locked.has(q.id));
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

/** What a lock files: the quarter's counted lines, their count and summed hours, and the definition and zone. */
export type FiledQuarter = Omit<QuarterLock, "lockedAt">;

/** The quarter's figures as a lock files them now. */
export function filedQuarter(quarter: Quarter, input: ReportInput): FiledQuarter {
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

export type { LineChange, LockDiff };

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
