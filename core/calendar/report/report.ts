/**
 * The in-person report: which events of a period count under the definition, their hours, the totals, the
 * per-month series and what needs a person's review. Pure: the external view, the CSV and quarter locks all
 * read the same lines, so the figures on screen, in the file and in a filed lock agree.
 */
import {
  REVIEW_QUESTIONS,
  type MonthFigure,
  type ReportDefinition,
  type ReviewQuestion,
  type UnifiedEvent,
  type VerdictOverride,
} from "../model";
import { sourcesLabel } from "../labels";
import { addDays, parsePlainDate, plainDate, type PlainDate } from "../../time/plainDate";
import { dateIn, instantOfWall, startOfDay } from "../../time/zone";
import { formatEventTime } from "../../time/format";
import { applyOverride, judge, workdayHours, workdayOf, type Workday } from "./definition";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../time/units";

export type Exclusion = (event: UnifiedEvent) => string | null;

export interface ReportLine {
  key: string;
  /** The event with the override applied. */
  event: UnifiedEvent;
  /** The event as the calendars have it. */
  original: UnifiedEvent;
  /** The day it starts on, in the report's zone (all-day: its own date). */
  date: PlainDate;
  title: string;
  hours: number;
  location: string;
  sources: string;
  overridden: boolean;
  /** The note of the user's override, if any. */
  note?: string;
  counted: boolean;
  /** Non-null when the event can never count (canceled, declined, not a meeting). */
  excluded: string | null;
  reasons: string[];
  /**
   * Another counted meeting at the same time in another place: you cannot have been at both, so neither counts
   * until you say which you attended (CONFLICT_MIN_MS of overlap at least, no place in common).
   */
  conflict?: { key: string; title: string };
}

export interface ReviewItem {
  line: ReportLine;
  reasons: string[];
  /** The question the queue asks of it: the first of REVIEW_QUESTIONS that applies. */
  question: ReviewQuestion;
  /** For 'conflict' and 'overlap': the other meeting, whose own item is folded into this one. */
  other?: ReportLine;
}

export type { MonthFigure };

export interface Report {
  timeZone: string;
  definition: ReportDefinition;
  year: number;
  /** [start, end) of the period as instants; end is `now` for year to date, the next January 1 for a past year. */
  start: string;
  end: string;
  /** Every event of the period that has ended, in time order. */
  lines: ReportLine[];
  /** The lines that count. */
  counted: ReportLine[];
  count: number;
  hours: number;
  months: MonthFigure[];
  review: ReviewItem[];
}

export interface ReportInput {
  events: readonly UnifiedEvent[];
  overrides: Readonly<Record<string, VerdictOverride>>;
  definition: ReportDefinition;
  timeZone: string;
  now: Date;
  exclusion: Exclusion;
}

/** Hours as figures are filed: two decimals, so a sum of lines equals the total that is shown. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

export function sumHours(values: readonly number[]): number {
  return roundHours(values.reduce((sum, value) => sum + value, 0));
}

/**
 * The hours an event counts. A timed event up to a day long: its scheduled length (a late meeting past midnight
 * included). Longer (a three-day offsite from Monday 9:00 to Wednesday 17:00): the part inside each day's working
 * hours, `workday` in `timeZone` (default 09:00 to 17:00), 24 hours rather than 56. All-day: the working day's hours
 * for each working day (Monday to Friday) it covers, so a weekend adds nothing.
 */
export function eventHours(
  event: Pick<UnifiedEvent, "allDay" | "start" | "end">,
  timeZone = "UTC",
  workday: Workday = workdayOf({}),
): number {
  if (event.allDay) {
    const end = event.end > event.start ? event.end : addDays(event.start, 1);
    let days = 0;
    for (let date = event.start; date < end; date = addDays(date, 1)) if (isWorkingDay(date)) days++;
    return roundHours(days * workdayHours(workday));
  }
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  if (end - start <= DAY_MS) return roundHours(Math.max(0, end - start) / HOUR_MS);
  let counted = 0;
  for (let date = dateIn(start, timeZone); ; date = addDays(date, 1)) {
    const { year, month, day } = parsePlainDate(date);
    const wallMidnight = Date.UTC(year, month - 1, day);
    const from = instantOfWall(wallMidnight + workday.startMinutes * MINUTE_MS, timeZone);
    if (from >= end) break;
    const to = instantOfWall(wallMidnight + workday.endMinutes * MINUTE_MS, timeZone);
    counted += Math.max(0, Math.min(to, end) - Math.max(from, start));
  }
  return roundHours(counted / HOUR_MS);
}

function isWorkingDay(date: PlainDate): boolean {
  const { year, month, day } = parsePlainDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Start and end of an event as instants; all-day dates are cut at midnight in `timeZone`. */
export function eventInstants(event: Pick<UnifiedEvent, "allDay" | "start" | "end">, timeZone: string) {
  if (event.allDay) {
    const end = event.end > event.start ? event.end : addDays(event.start, 1);
    return { start: startOfDay(event.start, timeZone), end: startOfDay(end, timeZone) };
  }
  return { start: Date.parse(event.start), end: Date.parse(event.end) };
}

/** January 1 of the current year, 00:00 in `timeZone`, to now. */
export function yearToDate(now: Date, timeZone: string): { start: number; end: number; year: number } {
  return reportPeriod(yearOf(now, timeZone), now, timeZone);
}

/** The year of `now` in `timeZone`. */
export function yearOf(now: Date, timeZone: string): number {
  return parsePlainDate(dateIn(now.getTime(), timeZone)).year;
}

/**
 * A year's report period in `timeZone`: January 1, 00:00, to now while the year runs, to the next January 1 once it
 * is over (last year's report, filed in the new year).
 */
export function reportPeriod(year: number, now: Date, timeZone: string): { start: number; end: number; year: number } {
  const start = startOfDay(plainDate(year, 1, 1), timeZone);
  const end = Math.min(now.getTime(), startOfDay(plainDate(year + 1, 1, 1), timeZone));
  return { start, end: Math.max(start, end), year };
}

/**
 * The lines of the events that start in [start, end) and have ended by `now`, judged under the definition.
 * Quarter locks use this with the quarter's bounds; the year-to-date report with January 1 and now.
 */
export function reportLines(input: ReportInput, period: { start: number; end: number }): ReportLine[] {
  const nowMs = input.now.getTime();
  const workday = workdayOf(input.definition);
  const lines: ReportLine[] = [];
  for (const original of input.events) {
    const at = eventInstants(original, input.timeZone);
    if (at.start < period.start || at.start >= period.end || at.end > nowMs) continue;
    const override = input.overrides[original.key];
    const event = applyOverride(original, override);
    const verdict = judge(event, override, input.definition, input.exclusion);
    lines.push({
      key: event.key,
      event,
      original,
      date: event.allDay ? event.start.slice(0, 10) : dateIn(at.start, input.timeZone),
      title: event.title,
      hours: eventHours(event, input.timeZone, workday),
      location: event.locations.join("; "),
      sources: sourcesLabel(event),
      overridden: Boolean(override && (override.class || override.attendance)),
      ...(override?.note ? { note: override.note } : {}),
      counted: verdict.counted,
      excluded: input.exclusion(event),
      reasons: verdict.reasons,
    });
  }
  lines.sort((a, b) => compareLines(a, b, input.timeZone));
  holdConflicts(lines, input.overrides);
  return lines;
}

/** An overlap this long at two different places cannot have been attended whole: a person was at one of them. */
export const CONFLICT_MIN_MS = 30 * 60_000;

const placeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function placesOf(line: ReportLine): Set<string> {
  return new Set(line.event.locations.map(placeKey).filter((place) => place !== ""));
}

/** Both have a place, and no place in common. */
function apart(a: ReportLine, b: ReportLine): boolean {
  const pa = placesOf(a);
  const pb = placesOf(b);
  if (pa.size === 0 || pb.size === 0) return false;
  for (const place of pa) if (pb.has(place)) return false;
  return true;
}

/**
 * Counted timed lines that overlap by CONFLICT_MIN_MS or more in different places are held: neither counts until
 * the person answers (an attendance override on either: declining one settles it, attending both keeps both).
 */
function holdConflicts(lines: ReportLine[], overrides: Readonly<Record<string, VerdictOverride>>): void {
  const counted = lines
    .filter((line) => line.counted && !line.event.allDay)
    .map((line) => ({ line, start: Date.parse(line.event.start), end: Date.parse(line.event.end) }))
    .sort((a, b) => a.start - b.start);
  const answered = (line: ReportLine) => overrides[line.key]?.attendance === "attended";
  const held = new Map<ReportLine, ReportLine>();
  for (let i = 0; i < counted.length; i++) {
    const a = counted[i]!;
    for (let j = i + 1; j < counted.length && counted[j]!.start < a.end; j++) {
      const b = counted[j]!;
      const overlap = Math.min(a.end, b.end) - b.start;
      if (overlap < CONFLICT_MIN_MS || !apart(a.line, b.line)) continue;
      if (answered(a.line) && answered(b.line)) continue;
      if (!held.has(a.line)) held.set(a.line, b.line);
      if (!held.has(b.line)) held.set(b.line, a.line);
    }
  }
  for (const [line, other] of held) {
    line.counted = false;
    line.conflict = { key: other.key, title: other.title };
    line.reasons.push(
      `held: "${other.title}" is at the same time in another place; you cannot have been at both, so neither counts until you say which you attended`,
    );
  }
}

function compareLines(a: ReportLine, b: ReportLine, timeZone: string): number {
  const sa = eventInstants(a.event, timeZone).start;
  const sb = eventInstants(b.event, timeZone).start;
  return sa - sb || a.title.localeCompare(b.title) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Counted timed lines that overlap in time, each with the others it overlaps (all-day lines cover whole days). */
export function overlaps(counted: readonly ReportLine[]): Map<string, ReportLine[]> {
  const timed = counted
    .filter((line) => !line.event.allDay)
    .map((line) => ({ line, start: Date.parse(line.event.start), end: Date.parse(line.event.end) }))
    .sort((a, b) => a.start - b.start);
  const found = new Map<string, ReportLine[]>();
  const add = (a: ReportLine, b: ReportLine) => found.set(a.key, [...(found.get(a.key) ?? []), b]);
  let active: typeof timed = [];
  for (const current of timed) {
    active = active.filter((other) => other.end > current.start);
    for (const other of active) {
      if (current.end > other.start) {
        add(current.line, other.line);
        add(other.line, current.line);
      }
    }
    active.push(current);
  }
  return found;
}

/**
 * What a person should look at, as the review queue asks it: unknown class ('where'), an unanswered or tentative
 * invitation ('present'), two meetings held for being at the same time in different places ('conflict'), two counted
 * meetings overlapping ('overlap', unless the person said they attended both). A pair is one item, on its earlier
 * meeting. Items come in the queue's order: by question (REVIEW_QUESTIONS), then by time.
 */
export function needsReview(
  lines: readonly ReportLine[],
  overrides: Readonly<Record<string, VerdictOverride>>,
  definition: ReportDefinition,
  timeZone: string,
): ReviewItem[] {
  const attendedBoth = (a: ReportLine, b: ReportLine) =>
    overrides[a.key]?.attendance === "attended" && overrides[b.key]?.attendance === "attended";
  const overlapping = overlaps(lines.filter((line) => line.counted));
  const byKey = new Map(lines.map((line) => [line.key, line]));
  const items: ReviewItem[] = [];
  const paired = new Set<string>();
  for (const line of lines) {
    const reasons: string[] = [];
    const questions: ReviewQuestion[] = [];
    let other: ReportLine | undefined;
    const override = overrides[line.key];
    const relevant = line.excluded === null && (!line.event.allDay || definition.includeAllDay);
    if (relevant && line.event.class === "unknown" && !override?.class) {
      reasons.push("Where it happened is unknown: no room, address or meeting link.");
      questions.push("where");
    }
    if (relevant && !override?.attendance) {
      if (line.event.attendance === "tentative") reasons.push("You answered 'tentative'.");
      if (line.event.attendance === "no_response") reasons.push("You did not answer the invitation.");
      if (line.event.attendance === "tentative" || line.event.attendance === "no_response") questions.push("present");
    }
    if (line.conflict) {
      other = byKey.get(line.conflict.key);
      const when = other ? ` (${formatEventTime(other.event, timeZone)})` : "";
      reasons.push(`At the same time as "${line.conflict.title}"${when} in another place: which did you attend?`);
      questions.push("conflict");
    }
    const overlapsWith = (overlapping.get(line.key) ?? []).filter((o) => !attendedBoth(line, o));
    for (const o of overlapsWith) {
      reasons.push(`Overlaps "${o.title}" (${formatEventTime(o.event, timeZone)}): both are counted.`);
    }
    if (overlapsWith.length > 0) {
      questions.push("overlap");
      other ??= overlapsWith[0];
    }
    const question = REVIEW_QUESTIONS.find((q) => questions.includes(q));
    if (!question) continue;
    const pairQuestion = question === "conflict" || question === "overlap";
    // The second meeting of a pair already asked about is the same question: it is answered with the first.
    if (pairQuestion && other && paired.has(`${other.key}\n${line.key}`)) continue;
    if (pairQuestion && other) paired.add(`${line.key}\n${other.key}`);
    items.push({ line, reasons, question, ...(pairQuestion && other ? { other } : {}) });
  }
  const rank = (item: ReviewItem) => REVIEW_QUESTIONS.indexOf(item.question);
  // Array.prototype.sort is stable: within a question, the lines' own time order.
  return items.sort((a, b) => rank(a) - rank(b));
}

/** The per-month series from January to `lastMonth` of `year`. */
export function monthlyFigures(counted: readonly ReportLine[], year: number, lastMonth: number): MonthFigure[] {
  const months: MonthFigure[] = [];
  for (let month = 1; month <= lastMonth; month++) {
    const lines = counted.filter((line) => {
      const date = parsePlainDate(line.date);
      return date.year === year && date.month === month;
    });
    months.push({ year, month, count: lines.length, hours: sumHours(lines.map((line) => line.hours)) });
  }
  return months;
}

/** The report of `year` (default: the year of `now`): year to date while it runs, the whole year once it is over. */
export function buildReport(input: ReportInput, year = yearOf(input.now, input.timeZone)): Report {
  const period = reportPeriod(year, input.now, input.timeZone);
  const lines = reportLines(input, period);
  const counted = lines.filter((line) => line.counted);
  const current = parsePlainDate(dateIn(input.now.getTime(), input.timeZone));
  const lastMonth = current.year > year ? 12 : current.year < year ? 0 : current.month;
  return {
    timeZone: input.timeZone,
    definition: input.definition,
    year,
    start: new Date(period.start).toISOString(),
    end: new Date(period.end).toISOString(),
    lines,
    counted,
    count: counted.length,
    hours: sumHours(counted.map((line) => line.hours)),
    months: monthlyFigures(counted, year, lastMonth),
    review: needsReview(lines, input.overrides, input.definition, input.timeZone),
  };
}
