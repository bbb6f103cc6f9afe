/** The events table: filtered by quarter, month, calendar and verdict, sorted inside each quarter, quarters summed. */
import type { SourceRef } from "../model";
import { anEvent } from "../testing/eventBuilder";
import { buildReport } from "./report";
import { reportExclusion } from "../eligibility";
import { DEFAULT_DEFINITION } from "../model";
import { tableLines, tableQuarters } from "./table";

const NOW = new Date("2026-06-30T12:00:00.000Z");
const ms: SourceRef = { provider: "microsoft", id: "m" };
const g: SourceRef = { provider: "google", id: "g" };
const at = (title: string, day: string, hours: number, sources: SourceRef[] = [g], extra = {}) =>
  anEvent({
    key: `x:${title}`,
    title,
    sources,
    start: `${day}T09:00:00.000Z`,
    end: new Date(Date.parse(`${day}T09:00:00.000Z`) + hours * 3_600_000).toISOString(),
    ...extra,
  });
const events = [
  at("Jan", "2026-01-12", 1, [ms]),
  at("Feb", "2026-02-10", 4, [ms, g]),
  at("Mar online", "2026-03-03", 3, [g], { class: "online" }),
  at("Apr", "2026-04-14", 2),
  at("May", "2026-05-05", 5, [ms]),
];
const report = buildReport({
  events,
  overrides: {},
  definition: DEFAULT_DEFINITION,
  timeZone: "UTC",
  now: NOW,
  exclusion: reportExclusion,
});
const titles = (query: Parameters<typeof tableLines>[1]) => tableLines(report.lines, query).map((l) => l.title);

describe("the events table", () => {
  it("keeps the quarters in order and sorts inside each", () => {
    expect(titles({ sort: "date" })).toEqual(["Jan", "Feb", "Mar online", "Apr", "May"]);
    expect(titles({ sort: "-date" })).toEqual(["Mar online", "Feb", "Jan", "May", "Apr"]);
    expect(titles({ sort: "-hours" })).toEqual(["Feb", "Mar online", "Jan", "May", "Apr"]);
    expect(titles({ sort: "title" })).toEqual(["Feb", "Jan", "Mar online", "Apr", "May"]);
  });

  it("filters by quarter, month, calendar and verdict", () => {
    expect(titles({ sort: "date", quarter: 2 })).toEqual(["Apr", "May"]);
    expect(titles({ sort: "date", month: 3 })).toEqual(["Mar online"]);
    expect(titles({ sort: "date", source: "microsoft" })).toEqual(["Jan", "May"]);
    expect(titles({ sort: "date", source: "both" })).toEqual(["Feb"]);
    expect(titles({ sort: "date", verdict: "not_counted" })).toEqual(["Mar online"]);
  });

  it("gives each quarter its counted figures whatever the filters, and where its rows start", () => {
    const rows = tableLines(report.lines, { sort: "date", verdict: "not_counted" });
    expect(tableQuarters(2026, 2, report.counted, rows)).toEqual([
      { quarter: "2026-Q1", index: 1, count: 2, hours: 5, rows: 1, first: 0 },
      { quarter: "2026-Q2", index: 2, count: 2, hours: 7, rows: 0, first: 1 },
    ]);
  });
});
