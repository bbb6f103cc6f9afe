/**
 * The report functions played by the page's tests: the fake API's report, override, definition and lock calls
 * answer as the functions do, composed by the same pure code (core/calendar/report/compose) from the events the
 * test gives and the settings those calls change.
 */
import type {
  EventsResponse,
  LockedLine,
  PreferencesResponse,
  PreferencesUpdate,
  ReportQuery,
} from "../../../core/calendar/model";
import { reportExclusion } from "../../../core/calendar/eligibility";
import { composeReport, reportRange, reportYears } from "../../../core/calendar/report/compose";
import type { ReportRequest } from "../api";
import { filedQuarter, parseQuarter } from "../../../core/calendar/report/locks";
import { somePreferences } from "../../../core/calendar/testing/eventBuilder";
import type { FakeApi } from "./renderCalendar";

export interface FakeReportServer {
  prefs: PreferencesResponse;
  /** The filed lines of each lock. */
  lockLines: Record<string, LockedLine[]>;
  /** Every events range the report read, in order. */
  ranges: { start: string; end: string }[];
}

export function serveReport(
  api: FakeApi,
  options: {
    now: Date;
    /** The calendars' answer, or one per report request (a year still being read, then complete). */
    events: EventsResponse | (() => EventsResponse | Promise<EventsResponse>);
    prefs?: PreferencesResponse;
    lockLines?: Record<string, LockedLine[]>;
  },
): FakeReportServer {
  const { now } = options;
  const server: FakeReportServer = {
    prefs: options.prefs ?? somePreferences(),
    lockLines: { ...(options.lockLines ?? {}) },
    ranges: [],
  };
  const answer = async () => (typeof options.events === "function" ? options.events() : options.events);
  const report = async (request: ReportRequest) => {
    const query: ReportQuery = { ...request, year: request.year ?? (reportYears(now, request.timeZone)[0] as number) };
    server.ranges.push(reportRange(query.year, now, query.timeZone));
    const { definition, overrides, locks } = server.prefs;
    return composeReport({
      query,
      now,
      answer: await answer(),
      settings: {
        definition,
        overrides,
        locks: locks.map((lock) => ({ ...lock, lines: server.lockLines[lock.quarter] })),
      },
    });
  };
  const update = async (query: ReportQuery | undefined): Promise<PreferencesUpdate> => ({
    ...server.prefs,
    ...(query ? { report: await report(query) } : {}),
  });
  api.report.mockImplementation(report);
  api.reportCsv.mockImplementation(async () => new Blob(["date\r\n"], { type: "text/csv" }));
  api.setOverride.mockImplementation(async (key, body, query) => {
    server.prefs = {
      ...server.prefs,
      overrides: { ...server.prefs.overrides, [key]: { ...body, at: now.toISOString() } },
    };
    return update(query);
  });
  api.clearOverride.mockImplementation(async (key, query) => {
    const { [key]: _cleared, ...rest } = server.prefs.overrides;
    server.prefs = { ...server.prefs, overrides: rest };
    return update(query);
  });
  api.setDefinition.mockImplementation(async (definition, query) => {
    server.prefs = { ...server.prefs, definition };
    return update(query);
  });
  api.lock.mockImplementation(async (request, query) => {
    const quarter = parseQuarter(request.quarter, request.timeZone);
    if (!quarter) throw new Error(`no quarter ${request.quarter}`);
    const { definition, overrides } = server.prefs;
    const { events } = await answer();
    const filed = filedQuarter(quarter, {
      events,
      overrides,
      definition,
      timeZone: request.timeZone,
      now,
      exclusion: reportExclusion,
    });
    const { lines, ...summary } = filed;
    server.lockLines[request.quarter] = lines;
    server.prefs = { ...server.prefs, locks: [...server.prefs.locks, { ...summary, lockedAt: now.toISOString() }] };
    return update(query);
  });
  api.unlock.mockImplementation(async (quarter, query) => {
    server.prefs = { ...server.prefs, locks: server.prefs.locks.filter((lock) => lock.quarter !== quarter) };
    return update(query);
  });
  return server;
}
