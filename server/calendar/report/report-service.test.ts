/**
 * The report service: the year's range asked of the events service (with the time the function already spent),
 * the stored settings and filed lines it composes with, the query's rules, and a CSV refused while it would miss
 * part of the year.
 */
import { DEFAULT_DEFINITION, type EventsResponse, type ProviderOutcome } from "../../../core/calendar/model";
import { anEvent } from "../../../core/calendar/testing/eventBuilder";
import { refusal } from "../testing/refusal";
import type { RequestTiming } from "../events-service";
import type { TimeRange } from "../providers/provider";
import { parseReportQuery, ReportService } from "./report-service";

const NOW = Date.parse("2027-01-04T08:00:00.000Z");
const ok: ProviderOutcome = { state: "ok", account: "a", count: 1, fetchedAt: "", pages: 1, retries: 0 };

function serviceWith(google: ProviderOutcome) {
  const asked: [TimeRange, RequestTiming][] = [];
  const visit = anEvent({
    key: "google:v",
    title: "Visit",
    start: "2026-12-09T09:00:00.000Z",
    end: "2026-12-09T10:30:00.000Z",
  });
  const service = new ReportService({
    now: () => NOW,
    store: {
      readAll: async () => ({
        connections: {},
        definition: DEFAULT_DEFINITION,
        overrides: {},
        unmerged: [],
        locks: [
          { quarter: "2026-Q4", timeZone: "UTC", lockedAt: "", definition: DEFAULT_DEFINITION, count: 0, hours: 0 },
        ],
      }),
      lockLines: async () => [],
    } as never,
    events: async (_sub, range, timing): Promise<EventsResponse> => {
      asked.push([range, timing]);
      return { range, events: [visit], providers: { microsoft: { state: "not_connected" }, google } };
    },
  });
  return { service, asked };
}

describe("ReportService", () => {
  it("reads last year's range and compares its locks with the filed lines", async () => {
    const { service, asked } = serviceWith(ok);
    const query = service.query({ year: "2026", timeZone: "UTC" });
    const report = await service.report("sub", query, { spentMs: 120 });
    expect(asked).toEqual([[{ start: "2025-12-31T00:00:00.000Z", end: "2027-01-01T00:00:00.000Z" }, { spentMs: 120 }]]);
    expect(report.figures).toMatchObject({ count: 1, hours: 1.5 });
    expect(report.locks[0]?.comparison).toMatchObject({ count: { locked: 0, now: 1, delta: 1 } });
  });

  it("names the CSV for the days it covers", async () => {
    const { service } = serviceWith(ok);
    const csv = await service.csv("sub", { year: 2026, timeZone: "UTC" });
    expect(csv.fileName).toBe("unifiedtime-in-person-2026-to-2026-12-31.csv");
    expect(csv.lines.map((line) => line.key)).toEqual(["google:v"]);
  });

  it("refuses the CSV while a calendar is being read or cannot be", async () => {
    const reading = serviceWith({ state: "syncing", account: "a", read: 1, pages: 1, retries: 0 });
    expect(await refusal(reading.service.csv("sub", { year: 2026, timeZone: "UTC" }))).toBe(
      "503 A calendar is still being read, so the file would miss part of the year. Download it once the report is complete.",
    );
    const failing = serviceWith({ state: "error", account: "a", message: "503" });
    expect(await refusal(failing.service.csv("sub", { year: 2026, timeZone: "UTC" }))).toBe(
      "503 Your Google calendar could not be read just now, so the file would miss its events. Try again shortly.",
    );
  });

  it("reads the query: this year or the last, a known zone, page numbers, the table's filters and sort", () => {
    const now = new Date(NOW);
    expect(parseReportQuery({ year: "2027", timeZone: "Europe/Berlin", events: "3" }, now)).toEqual({
      year: 2027,
      timeZone: "Europe/Berlin",
      pages: { review: 0, events: 3 },
      table: { sort: "date" },
    });
    const filtered = { year: "2027", timeZone: "UTC", quarter: "2", month: "5", source: "both", verdict: "counted" };
    expect(parseReportQuery({ ...filtered, sort: "-hours" }, now).table).toEqual({
      quarter: 2,
      month: 5,
      source: "both",
      verdict: "counted",
      sort: "-hours",
    });
    expect(() => parseReportQuery({ ...filtered, quarter: "5" }, now)).toThrow(
      'Query parameter "quarter" must be one of: 1, 2, 3, 4.',
    );
    expect(() => parseReportQuery({ ...filtered, sort: "hours desc" }, now)).toThrow(
      'Query parameter "sort" must be one of: date, -date, -hours, hours, title.',
    );
    // At 23:30 UTC on December 31 it is already 2027 in Berlin: 2027 and 2026 there, 2026 and 2025 in New York.
    const eve = new Date("2026-12-31T23:30:00.000Z");
    expect(parseReportQuery({ year: "2025", timeZone: "America/New_York" }, eve).year).toBe(2025);
    expect(() => parseReportQuery({ year: "2025", timeZone: "Europe/Berlin" }, eve)).toThrow(
      'Query parameter "year" must be 2027 or 2026: the report covers this year and the last.',
    );
    expect(() => parseReportQuery({ year: "2027", timeZone: "UTC", review: "1.5" }, now)).toThrow(
      'Query parameter "review" must be a page number from 0 to 10000.',
    );
  });
});
