/**
 * The report's events table: every past event of the year, grouped by quarter (oldest first), filtered by quarter,
 * month, calendar and verdict, and sorted inside each quarter; with each quarter's counted figures and where its
 * rows start, so the page can show every quarter's header (and its lock) on any page. Pure.
 */
import type { QuarterRows, TableQuery, TableSort, VerdictFilter } from "../model";
import { parsePlainDate } from "../../time/plainDate";
import { sumHours, type ReportLine } from "./report";
import { eventSource } from "../labels";

export function quarterIndexOf(line: Pick<ReportLine, "date">): 1 | 2 | 3 | 4 {
  return (Math.floor((parsePlainDate(line.date).month - 1) / 3) + 1) as 1 | 2 | 3 | 4;
}

const verdictOf = (line: ReportLine): VerdictFilter => (line.counted ? "counted" : "not_counted");

function matches(line: ReportLine, query: TableQuery): boolean {
  return (
    (query.quarter === undefined || quarterIndexOf(line) === query.quarter) &&
    (query.month === undefined || parsePlainDate(line.date).month === query.month) &&
    (query.source === undefined || eventSource(line.original) === query.source) &&
    (query.verdict === undefined || verdictOf(line) === query.verdict)
  );
}

const COMPARE: Record<TableSort, (a: ReportLine, b: ReportLine) => number> = {
  // The lines come in time order: 0 keeps it (Array.prototype.sort is stable).
  date: () => 0,
  "-date": () => 0,
  hours: (a, b) => a.hours - b.hours,
  "-hours": (a, b) => b.hours - a.hours,
  title: (a, b) => a.title.localeCompare(b.title),
};

/** The table's rows: `lines` (in time order) that match, by quarter, sorted inside each. */
export function tableLines(lines: readonly ReportLine[], query: TableQuery): ReportLine[] {
  const found = lines.filter((line) => matches(line, query));
  if (query.sort === "-date") found.reverse();
  const compare = COMPARE[query.sort];
  return found.sort((a, b) => quarterIndexOf(a) - quarterIndexOf(b) || compare(a, b));
}

/**
 * The quarters the table shows (Q1 to `lastQuarter`), each with its counted figures whatever the filters, and the
 * count and first index of its rows in `rows` (the filtered table).
 */
export function tableQuarters(
  year: number,
  lastQuarter: number,
  counted: readonly ReportLine[],
  rows: readonly ReportLine[],
): QuarterRows[] {
  const quarters: QuarterRows[] = [];
  for (let index = 1; index <= lastQuarter; index++) {
    const q = index as 1 | 2 | 3 | 4;
    const mine = counted.filter((line) => quarterIndexOf(line) === q);
    const first = rows.findIndex((line) => quarterIndexOf(line) === q);
    quarters.push({
      quarter: `${year}-Q${q}`,
      index: q,
      count: mine.length,
      hours: sumHours(mine.map((line) => line.hours)),
      rows: rows.filter((line) => quarterIndexOf(line) === q).length,
      first: first === -1 ? rows.length : first,
    });
  }
  return quarters;
}
