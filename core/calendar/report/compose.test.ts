/**
 * The report as the functions answer it: one page of each list (an answer under 1 MB for a busy year of two
 * calendars), last year whole with its Q4 to lock, the locks compared, and no figures while a calendar is read.
 */
import { DEFAULT_DEFINITION, REPORT_PAGE_ROWS, type EventsResponse, type UnifiedEvent } from "../model";
import { anEvent, somePreferences } from "../testing/eventBuilder";
import { composeReport, pageOf, reportRange, reportYears } from "./compose";

const TZ = "Europe/Berlin";
const PAGES = { review: 0, events: 0 };
const TABLE = { sort: "date" } as const;
const ok = (count: number) =>
  ({ state: "ok", account: "me@x.example", count, fetchedAt: "", pages: 1, retries: 0 }) as const;
const answer = (events: UnifiedEvent[], over: Partial<EventsResponse> = {}): EventsResponse => ({
  range: { start: "", end: "" },
  events,
  providers: { microsoft: ok(events.length), google: ok(0) },
  ...over,
});
const settings = (over: Partial<ReturnType<typeof somePreferences>> = {}) => {
  const { definition, overrides, locks } = somePreferences(over);
  return { definition, overrides, locks };
};

/** An event the size real ones are (1.2 to 1.5 kB as JSON): a long title, rooms, a join link, signals, two copies. */
function busyEvent(i: number, provider: "microsoft" | "google"): UnifiedEvent {
  const start = Date.parse("2026-01-05T08:00:00.000Z") + Math.floor(i / 8) * 86_400_000 + (i % 8) * 3_600_000;
  const id = `${provider === "microsoft" ? "AAMkAGI2TG93AAAAAAEGAAAA" : "7ck3v2m9q1"}${String(i).padStart(8, "0")}`;
  return anEvent({
    key: `${provider}:${id}`,
    title: `Fabrikam × Northwind delivery workshop ${i}: architecture review and roadmap`,
    start: new Date(start).toISOString(),
    end: new Date(start + 3_000_000).toISOString(),
    timeZone: "W. Europe Standard Time",
    locations: ["Conference Room Rhine (Building 4, 3rd floor)", "Fabrikam HQ, Mainzer Landstraße 50, Frankfurt"],
    class: i % 3 === 0 ? "hybrid" : i % 3 === 1 ? "in_person" : "online",
    attendance: i % 5 === 0 ? "no_response" : "attended",
    online:
      i % 3 === 1
        ? undefined
        : { url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}`, provider: "teams" },
    organizer: { name: "Adele Vance", email: "adele.vance@fabrikam.example", self: false },
    attendeeCount: 7,
    signals: [
      {
        kind: "physical",
        strength: "strong",
        code: "room-resource",
        label: "room resource",
        detail: "Conference Room Rhine",
      },
      { kind: "online", strength: "strong", code: "teams-link", label: "Teams link", detail: "teams.microsoft.com" },
      { kind: "attendance", strength: "strong", code: "accepted", label: "accepted the invitation" },
    ],
    sources: [
      {
        provider,
        id,
        iCalUid: `040000008200E00074C5B7101A82E008${id}`,
        webLink: `https://outlook.office365.com/owa/?itemid=${id}`,
      },
      { provider: "google", id: `g${id}`, webLink: `https://www.google.com/calendar/event?eid=g${id}` },
    ],
    seriesId: i % 4 === 0 ? `series-${i % 40}` : undefined,
  });
}

describe("composeReport", () => {
  it("answers a busy year of two calendars in one page of each list, under 1 MB", () => {
    const events = [
      ...Array.from({ length: 2500 }, (_, i) => busyEvent(i, "microsoft")),
      ...Array.from({ length: 2500 }, (_, i) => busyEvent(i, "google")),
    ];
    expect(JSON.stringify(events[1]).length).toBeGreaterThan(1_200);
    const now = new Date("2026-12-20T12:00:00.000Z");
    const report = composeReport({
      query: { year: 2026, timeZone: TZ, pages: PAGES, table: TABLE },
      now,
      answer: answer(events),
      settings: settings(),
    });
    const size = Buffer.byteLength(JSON.stringify(report));
    // The whole year as events was 5,000 × 1.2 kB and more.
    expect(Buffer.byteLength(JSON.stringify(events))).toBeGreaterThan(6_000_000);
    expect(size).toBeLessThan(1_000_000);
    for (const section of ["review", "events"] as const) {
      expect(report.sections?.[section].rows).toHaveLength(REPORT_PAGE_ROWS);
      expect(report.sections?.[section].total).toBeGreaterThan(REPORT_PAGE_ROWS);
    }
    expect(report.quarters?.reduce((sum, q) => sum + q.count, 0)).toBe(report.figures?.count);
    expect(report.figures?.months).toHaveLength(12);
  });

  it("gives last year whole in the new year: twelve months, every quarter to lock, the file to December 31", () => {
    const now = new Date("2027-01-04T08:00:00.000Z");
    expect(reportYears(now, TZ)).toEqual([2027, 2026]);
    const dec = anEvent({
      title: "December visit",
      start: "2026-12-30T09:00:00.000Z",
      end: "2026-12-30T11:00:00.000Z",
    });
    const jan = anEvent({ title: "January visit", start: "2027-01-02T09:00:00.000Z", end: "2027-01-02T10:00:00.000Z" });
    const last = composeReport({
      query: { year: 2026, timeZone: TZ, pages: PAGES, table: TABLE },
      now,
      answer: answer([dec, jan]),
      settings: settings(),
    });
    expect(last).toMatchObject({
      start: "2025-12-31T23:00:00.000Z",
      end: "2026-12-31T23:00:00.000Z",
      fileName: "unifiedtime-in-person-2026-to-2026-12-31.csv",
      figures: { count: 1, hours: 2 },
    });
    expect(last.figures?.months.map((m) => m.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(last.lockable.map((q) => [q.quarter, q.count])).toEqual([
      ["2026-Q1", 0],
      ["2026-Q2", 0],
      ["2026-Q3", 0],
      ["2026-Q4", 1],
    ]);
    expect(reportRange(2026, now, TZ)).toEqual({ start: "2025-12-30T23:00:00.000Z", end: "2026-12-31T23:00:00.000Z" });
    const current = composeReport({
      query: { year: 2027, timeZone: TZ, pages: PAGES, table: TABLE },
      now,
      answer: answer([dec, jan]),
      settings: settings(),
    });
    expect(current).toMatchObject({ figures: { count: 1, hours: 1 }, lockable: [] });
    expect(current.figures?.months).toHaveLength(1);
  });

  it("compares the report year's locks with the calendars, and says why another year's is not", () => {
    const now = new Date("2027-02-01T08:00:00.000Z");
    const visit = anEvent({
      key: "google:v",
      title: "Visit",
      start: "2026-11-03T09:00:00.000Z",
      end: "2026-11-03T12:00:00.000Z",
    });
    const lock = (quarter: string) => ({
      quarter,
      timeZone: TZ,
      lockedAt: "",
      definition: DEFAULT_DEFINITION,
      count: 1,
      hours: 2,
    });
    const report = composeReport({
      query: { year: 2026, timeZone: TZ, pages: PAGES, table: TABLE },
      now,
      answer: answer([visit]),
      settings: {
        ...settings(),
        locks: [
          {
            ...lock("2026-Q4"),
            lines: [{ key: "google:v", title: "Visit", start: visit.start, allDay: false, hours: 2 }],
          },
          lock("2025-Q4"),
        ],
      },
    });
    expect(report.locks.map((l) => [l.quarter, l.comparison?.hours.delta ?? l.notCompared])).toEqual([
      ["2026-Q4", 1],
      ["2025-Q4", "Not compared: the report shows 2026."],
    ]);
    expect(report.lockable.map((q) => q.quarter)).toEqual(["2026-Q1", "2026-Q2", "2026-Q3"]);
  });

  it("sends no figures while a calendar is still being read, and locks nothing while one is missing", () => {
    const now = new Date("2026-05-01T08:00:00.000Z");
    const query = { year: 2026, timeZone: TZ, pages: PAGES, table: TABLE };
    const reading = composeReport({
      query,
      now,
      answer: answer([anEvent()], {
        providers: { microsoft: { state: "syncing", account: "a", read: 10, pages: 1, retries: 0 }, google: ok(0) },
      }),
      settings: settings(),
    });
    expect([reading.figures, reading.sections, reading.lockable]).toEqual([undefined, undefined, []]);
    const missing = composeReport({
      query,
      now,
      answer: answer([anEvent()], {
        providers: { microsoft: ok(1), google: { state: "error", account: "g", message: "503" } },
      }),
      settings: settings(),
    });
    expect(missing.missing).toEqual(["google"]);
    expect(missing.lockable).toEqual([]);
    expect(missing.figures?.count).toBe(1);
  });
});

describe("pageOf", () => {
  it("clamps a page past the end to the last one", () => {
    const items = Array.from({ length: REPORT_PAGE_ROWS * 2 + 1 }, (_, i) => i);
    const row = (i: number) => ({ key: String(i) }) as never;
    expect(pageOf(items, 9, row)).toMatchObject({
      page: 2,
      pages: 3,
      total: items.length,
      rows: [{ key: String(items.length - 1) }],
    });
    expect(pageOf([], 0, row)).toEqual({ page: 0, pages: 1, total: 0, rows: [] });
  });
});
