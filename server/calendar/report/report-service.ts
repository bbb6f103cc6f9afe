/**
 * The in-person report computed by the functions (GET /api/calendar/report and its CSV): the year's events are
 * read through the events service (the kept year, synced), judged under the stored definition and overrides, and
 * answered as the figures and one page of each list, never the whole year as events (a busy year's events are
 * several MB, a buffered function answer at most 6). The changes to the report's settings answer the report after
 * them through `report` too, so an override is one request.
 */
import {
  DEFAULT_TABLE,
  REPORT_SECTIONS,
  TABLE_SORTS,
  type EventsResponse,
  type ReportQuery,
  type ReportResponse,
  type ReportSection,
  type SourceFilter,
  type TableQuery,
  type VerdictFilter,
} from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { reportExclusion } from "../../../core/calendar/eligibility";
import {
  composeReport,
  reportFileName,
  reportRange,
  reportYears,
  type StoredReportSettings,
} from "../../../core/calendar/report/compose";
import { missingCalendars, stillReading } from "../../../core/calendar/reading";
import { buildReport, type ReportLine } from "../../../core/calendar/report/report";
import { ApiErrors } from "../../http";
import { CalendarErrors } from "../errors";
import type { RequestTiming } from "../events-service";
import type { TimeRange } from "../providers/provider";
import type { CalendarStore } from "../store/store";
import { validTimeZone } from "./quarters";

export interface ReportDeps {
  store: Pick<CalendarStore, "readAll" | "lockLines">;
  now: () => number;
  /** The user's unified events in a range (EventsService.events), the deadline counted from the function's start. */
  events: (sub: string, range: TimeRange, timing: RequestTiming) => Promise<EventsResponse>;
}

const PAGE_LIMIT = 10_000;

function pageParam(query: Record<string, unknown>, name: ReportSection): number {
  const value = query[name];
  if (value === undefined || value === "") return 0;
  const page = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(page >= 0 && page <= PAGE_LIMIT))
    throw ApiErrors.invalidRequest(`Query parameter "${name}" must be a page number from 0 to ${PAGE_LIMIT}.`);
  return page;
}

/** One of `allowed`, or absent; 400 naming the parameter and the choices otherwise. */
function choiceParam<T extends string>(
  query: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  throw ApiErrors.invalidRequest(`Query parameter "${name}" must be one of: ${allowed.join(", ")}.`);
}

const QUARTERS = ["1", "2", "3", "4"] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The events table's filters and sort: `quarter` 1-4, `month` 1-12, `source`, `verdict`, `sort`. */
export function parseTableQuery(query: Record<string, unknown>): TableQuery {
  const quarter = choiceParam(query, "quarter", QUARTERS);
  const month = choiceParam(query, "month", MONTHS);
  const source = choiceParam<SourceFilter>(query, "source", ["microsoft", "google", "both"]);
  const verdict = choiceParam<VerdictFilter>(query, "verdict", ["counted", "not_counted"]);
  const sort = choiceParam(query, "sort", TABLE_SORTS) ?? DEFAULT_TABLE.sort;
  return {
    sort,
    ...(quarter ? { quarter: Number(quarter) as 1 | 2 | 3 | 4 } : {}),
    ...(month ? { month: Number(month) } : {}),
    ...(source ? { source } : {}),
    ...(verdict ? { verdict } : {}),
  };
}

/**
 * The report asked for by `?timeZone[&year&review&events&quarter&month&source&verdict&sort]`: 400 naming the
 * parameter otherwise.
 */
export function parseReportQuery(query: Record<string, unknown>, now: Date): ReportQuery {
  const timeZone = query.timeZone;
  if (typeof timeZone !== "string" || !validTimeZone(timeZone))
    throw ApiErrors.invalidRequest('Query parameter "timeZone" must be an IANA time zone such as "Europe/Berlin".');
  const years = reportYears(now, timeZone);
  // No year: this year where the viewer is (the page leaves it to the functions, whose clock decides).
  const year =
    query.year === undefined || query.year === ""
      ? (years[0] as number)
      : typeof query.year === "string" && /^\d{4}$/.test(query.year)
        ? Number(query.year)
        : NaN;
  if (!years.includes(year))
    throw ApiErrors.invalidRequest(
      `Query parameter "year" must be ${years.join(" or ")}: the report covers this year and the last.`,
    );
  const pages = Object.fromEntries(REPORT_SECTIONS.map((name) => [name, pageParam(query, name)]));
  return { year, timeZone, pages: pages as ReportQuery["pages"], table: parseTableQuery(query) };
}

/** Whether the request names a report to answer with (a change made from the report's page). */
export function asksForReport(query: Record<string, unknown>): boolean {
  return query.year !== undefined || query.timeZone !== undefined;
}

export class ReportService {
  constructor(private readonly deps: ReportDeps) {}

  /** The request's report query, read at the service's clock (the years offered move on January 1). */
  query(query: Record<string, unknown>): ReportQuery {
    return parseReportQuery(query, new Date(this.deps.now()));
  }

  async report(sub: string, query: ReportQuery, timing: RequestTiming = {}): Promise<ReportResponse> {
    const now = new Date(this.deps.now());
    const [answer, settings] = await Promise.all([
      this.deps.events(sub, reportRange(query.year, now, query.timeZone), timing),
      this.settings(sub, query.year),
    ]);
    return composeReport({ query, now, answer, settings });
  }

  /**
   * The year's counted lines for the CSV, with the file's name; 503 while a calendar is being read or cannot be,
   * since a file missing part of the year would be filed as if it were whole.
   */
  async csv(
    sub: string,
    query: Pick<ReportQuery, "year" | "timeZone">,
    timing: RequestTiming = {},
  ): Promise<{ fileName: string; lines: ReportLine[]; timeZone: string }> {
    const now = new Date(this.deps.now());
    const [answer, stored] = await Promise.all([
      this.deps.events(sub, reportRange(query.year, now, query.timeZone), timing),
      this.deps.store.readAll(sub),
    ]);
    const missing = missingCalendars(answer);
    if (missing.length > 0)
      throw CalendarErrors.calendarUnavailable(
        `Your ${missing.map((p) => PROVIDER_LABELS[p]).join(" and ")} calendar could not be read just now, so the file would miss its events. Try again shortly.`,
      );
    if (stillReading(answer))
      throw CalendarErrors.calendarUnavailable(
        "A calendar is still being read, so the file would miss part of the year. Download it once the report is complete.",
      );
    const report = buildReport(
      {
        events: answer.events,
        overrides: stored.overrides,
        definition: stored.definition,
        timeZone: query.timeZone,
        now,
        exclusion: reportExclusion,
      },
      query.year,
    );
    const fileName = reportFileName(query.year, Date.parse(report.end), query.timeZone);
    return { fileName, lines: report.counted, timeZone: query.timeZone };
  }

  /** The stored definition, overrides and locks, with the filed lines of the year's locks (to compare with). */
  private async settings(sub: string, year: number): Promise<StoredReportSettings> {
    const { definition, overrides, locks } = await this.deps.store.readAll(sub);
    const withLines = await Promise.all(
      locks.map(async (lock) =>
        lock.quarter.startsWith(`${year}-`)
          ? { ...lock, lines: (await this.deps.store.lockLines(sub, lock.quarter)) ?? undefined }
          : lock,
      ),
    );
    return { definition, overrides, locks: withLines };
  }
}
