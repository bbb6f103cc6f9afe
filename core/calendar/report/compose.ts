/**
 * The report as the functions answer it (ReportResponse): the year's figures, one page of each list and the locks
 * with their comparison, composed from an events answer and the user's stored settings. Pure, so the functions
 * (server/calendar/report/report-service.ts) and the page's tests compose the same answer.
 */
import {
  REPORT_PAGE_ROWS,
  REPORT_SECTIONS,
  REVIEW_QUESTIONS,
  type EventsResponse,
  type LockView,
  type LockedLine,
  type LockableQuarter,
  type QuarterLock,
  type ReportDefinition,
  type ReportQuery,
  type ReportResponse,
  type ReportRow,
  type ReportSection,
  type ReviewPair,
  type ReviewQuestion,
  type RowPage,
  type VerdictOverride,
} from "../model";
import { missingText } from "../labels";
import { reportExclusion } from "../eligibility";
import { missingCalendars, stillReading } from "../reading";
import {
  buildReport,
  reportPeriod,
  yearOf,
  type Report,
  type ReportInput,
  type ReportLine,
  type ReviewItem,
} from "./report";
import { formatEventTime } from "../../time/format";
import { tableLines, tableQuarters } from "./table";
import { csvFileName } from "./csv";
import { dateIn } from "../../time/zone";
import { currentLinesForLock, diffLock, filedQuarter, lockableQuarters } from "./locks";
import { DAY_MS } from "../../time/units";

/** The years a report can be asked for at `now` in `timeZone`: this one, and the last (filed in the new year). */
export function reportYears(now: Date, timeZone: string): number[] {
  const year = yearOf(now, timeZone);
  return [year, year - 1];
}

/**
 * The events range a year's report reads: a day before January 1 in its zone, so a lock cut in a zone further east
 * still finds its first hours, to the report's end.
 */
export function reportRange(year: number, now: Date, timeZone: string): { start: string; end: string } {
  const period = reportPeriod(year, now, timeZone);
  return { start: new Date(period.start - DAY_MS).toISOString(), end: new Date(period.end).toISOString() };
}

/** The other meeting of a review pair, as the queue shows it. */
function pairOf(other: ReportLine, overrides: Readonly<Record<string, VerdictOverride>>, timeZone: string): ReviewPair {
  const override = overrides[other.key];
  return {
    key: other.key,
    title: other.title,
    time: formatEventTime(other.event, timeZone),
    location: other.location,
    sources: other.sources,
    ...(override ? { override } : {}),
  };
}

/** A review item's row: the line's, with why it is asked, the question and the other meeting of a pair. */
export function reviewRow(
  item: ReviewItem,
  overrides: Readonly<Record<string, VerdictOverride>>,
  timeZone: string,
): ReportRow {
  return {
    ...toRow(item.line, overrides, item.reasons),
    question: item.question,
    ...(item.other ? { pair: pairOf(item.other, overrides, timeZone) } : {}),
  };
}

/** How many items ask each question. */
export function questionCounts(items: readonly ReviewItem[]): Record<ReviewQuestion, number> {
  const counts = Object.fromEntries(REVIEW_QUESTIONS.map((q) => [q, 0])) as Record<ReviewQuestion, number>;
  for (const item of items) counts[item.question] += 1;
  return counts;
}

export function toRow(
  line: ReportLine,
  overrides: Readonly<Record<string, VerdictOverride>>,
  review?: readonly string[],
): ReportRow {
  const override = overrides[line.key];
  return {
    key: line.key,
    date: line.date,
    title: line.title,
    hours: line.hours,
    location: line.location,
    sources: line.sources,
    class: line.event.class,
    attendance: line.event.attendance,
    overridden: line.overridden,
    counted: line.counted,
    reasons: line.reasons,
    ...(review ? { review: [...review] } : {}),
    ...(line.conflict ? { conflict: { ...line.conflict } } : {}),
    event: line.original,
    ...(override ? { override } : {}),
  };
}

/** The CSV's name: the year and the last day it covers (today, or December 31 of a past year). */
export function reportFileName(year: number, end: number, timeZone: string): string {
  return csvFileName(year, dateIn(end - 1, timeZone));
}

/** Page `page` (clamped to the last) of `items`, REPORT_PAGE_ROWS to a page. */
export function pageOf<T>(items: readonly T[], page: number, toRow: (item: T) => ReportRow): RowPage {
  const pages = Math.max(1, Math.ceil(items.length / REPORT_PAGE_ROWS));
  const shown = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  const slice = items.slice(shown * REPORT_PAGE_ROWS, (shown + 1) * REPORT_PAGE_ROWS);
  return { page: shown, pages, total: items.length, rows: slice.map(toRow) };
}

/** At most this many lines of each kind in a comparison: a changed definition may move hundreds. */
export const MAX_DIFF_LINES = 50;

export interface StoredReportSettings {
  definition: ReportDefinition;
  overrides: Record<string, VerdictOverride>;
  /** Every lock, with the filed lines of those of the report's year (the others are not compared). */
  locks: (Omit<QuarterLock, "lines"> & { lines?: LockedLine[] })[];
}

export interface ComposeInput {
  query: ReportQuery;
  now: Date;
  answer: Pick<EventsResponse, "events" | "providers" | "unreadable">;
  settings: StoredReportSettings;
}

function lockViews(
  settings: StoredReportSettings,
  input: ReportInput,
  year: number,
  missing: string | null,
): LockView[] {
  return [...settings.locks]
    .sort((a, b) => (a.quarter < b.quarter ? 1 : -1))
    .map(({ lines, ...summary }) => {
      if (!summary.quarter.startsWith(`${year}-`))
        return { ...summary, notCompared: `Not compared: the report shows ${year}.` };
      if (missing) return { ...summary, notCompared: `Not compared: ${missing}.` };
      const current = currentLinesForLock(summary, input);
      if (!current || !lines) return { ...summary, notCompared: "Not compared: the filed lines could not be read." };
      const diff = diffLock({ ...summary, lines }, current);
      return {
        ...summary,
        comparison: {
          ...diff,
          added: diff.added.slice(0, MAX_DIFF_LINES),
          removed: diff.removed.slice(0, MAX_DIFF_LINES),
          changed: diff.changed.slice(0, MAX_DIFF_LINES),
        },
      };
    });
}

function lockable(report: Report, input: ReportInput, settings: StoredReportSettings): LockableQuarter[] {
  return lockableQuarters(report.year, input.now, input.timeZone, settings.locks).map((quarter) => {
    const filed = filedQuarter(quarter, input);
    return { quarter: quarter.id, count: filed.count, hours: filed.hours };
  });
}

function sections(
  report: Report,
  input: ReportInput,
  pages: ReportQuery["pages"],
  table: readonly ReportLine[],
): Record<ReportSection, RowPage> {
  const lists = {
    review: pageOf(report.review, pages.review, (item) => reviewRow(item, input.overrides, input.timeZone)),
    events: pageOf(table, pages.events, (line) => toRow(line, input.overrides)),
  };
  return Object.fromEntries(REPORT_SECTIONS.map((s) => [s, lists[s]])) as Record<ReportSection, RowPage>;
}

/** The year's report as the functions answer it; no figures while a calendar is still being read. */
export function composeReport({ query, now, answer, settings }: ComposeInput): ReportResponse {
  const { year, timeZone } = query;
  const missing = missingCalendars(answer);
  const period = reportPeriod(year, now, timeZone);
  const input: ReportInput = {
    events: answer.events,
    overrides: settings.overrides,
    definition: settings.definition,
    timeZone,
    now,
    exclusion: reportExclusion,
  };
  const without = missingText(missing);
  const base: ReportResponse = {
    year,
    years: reportYears(now, timeZone),
    timeZone,
    definition: settings.definition,
    start: new Date(period.start).toISOString(),
    end: new Date(period.end).toISOString(),
    fileName: reportFileName(year, period.end, timeZone),
    providers: answer.providers,
    ...(answer.unreadable?.length ? { unreadable: answer.unreadable } : {}),
    missing,
    locks: [],
    lockable: [],
  };
  if (stillReading(answer))
    return {
      ...base,
      locks: settings.locks.map(({ lines: _lines, ...summary }) => ({
        ...summary,
        notCompared: "Not compared: a calendar is still being read.",
      })),
    };
  const report = buildReport(input, year);
  const table = tableLines(report.lines, query.table);
  return {
    ...base,
    figures: { count: report.count, hours: report.hours, months: report.months },
    sections: sections(report, input, query.pages, table),
    questions: questionCounts(report.review),
    table: query.table,
    quarters: tableQuarters(year, Math.ceil(report.months.length / 3), report.counted, table),
    locks: lockViews(settings, input, year, without),
    lockable: without ? [] : lockable(report, input, settings),
  };
}
