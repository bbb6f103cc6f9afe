/** The preferences service's own rules: the quarter's end, merged keys, and locks computed on the server from the
 * calendars, refused when the figures the page offered have moved. */
import { DEFAULT_DEFINITION, type EventsResponse, type UnifiedEvent } from "../../../core/calendar/model";
import { anEvent } from "../../../core/calendar/testing/eventBuilder";
import { reportExclusion } from "../../../core/calendar/eligibility";
import { filedQuarter, quarterOf } from "../../../core/calendar/report/locks";
import { refusal } from "../testing/refusal";
import { PreferencesService } from "./preferences";
import type { LockBodyInput } from "../requests";
import { CalendarStore } from "../store/store";
import type { TimeRange } from "../providers/provider";
import { startTestTable, type TestTable } from "../../db/testing/dynalite";

jest.setTimeout(30_000);

let t: TestTable;
let clock: number;
let service: PreferencesService;
/** What the providers hold now, and how each answered. */
let calendar: { events: UnifiedEvent[]; google: EventsResponse["providers"]["google"] };
const asked: TimeRange[] = [];
beforeAll(async () => {
  t = await startTestTable();
  service = new PreferencesService({
    store: new CalendarStore(t.db, t.table),
    now: () => clock,
    events: async (_sub, range) => {
      asked.push(range);
      const providers = { microsoft: { state: "not_connected" } as const, google: calendar.google };
      return { range, events: calendar.events, providers };
    },
  });
});
afterAll(() => t.stop());

const at = (start: string, minutes: number) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
beforeEach(() => {
  clock = Date.parse("2026-04-01T08:00:00Z");
  asked.length = 0;
  const ok = { state: "ok", account: "casey@gmail.example", count: 3, fetchedAt: "", pages: 1, retries: 0 } as const;
  calendar = {
    google: ok,
    events: [6, 12, 48].map((minutes, i) =>
      anEvent({ key: `google:e${i}`, title: `Event ${i}`, ...at(`2026-02-0${i + 1}T09:00:00.000Z`, minutes) }),
    ),
  };
});

let users = 0;
const user = () => `prefs-user-${++users}`;

/** What the quarter files from the calendars now (the same report code). */
const filed = (timeZone = "Europe/Berlin") =>
  filedQuarter(quarterOf(2026, 1, timeZone), {
    events: calendar.events,
    overrides: {},
    definition: DEFAULT_DEFINITION,
    timeZone,
    now: new Date(clock),
    exclusion: reportExclusion,
  });

/** The lock the page asks for, with the figures it offered. */
const body = (over: Partial<LockBodyInput> = {}, timeZone = "Europe/Berlin"): LockBodyInput => {
  const { count, hours } = filed(timeZone);
  return { quarter: "2026-Q1", timeZone, count, hours, ...over };
};

describe("locking a quarter", () => {
  it("files the figures it computes from the calendars for the quarter", async () => {
    const sub = user();
    const expected = filed();
    expect(expected).toMatchObject({ count: 3, hours: 1.1 });
    const out = await service.lock(sub, { quarter: "2026-Q1", timeZone: "Europe/Berlin" });
    const { lines, ...summary } = expected;
    expect(out.locks).toEqual([{ ...summary, lockedAt: "2026-04-01T08:00:00.000Z" }]);
    expect(await service.lockLines(sub, "2026-Q1")).toEqual({ quarter: "2026-Q1", lines });
    // The quarter as cut in the viewer's zone: Berlin's midnights.
    expect(asked).toEqual([{ start: "2025-12-31T23:00:00.000Z", end: "2026-03-31T22:00:00.000Z" }]);
  });

  it("accepts the offered hours within 0.01 of the computed ones (floating point), refuses more", async () => {
    expect(await refusal(service.lock(user(), body({ hours: 1.109 })))).toBe("accepted");
    expect(await refusal(service.lock(user(), body({ hours: 1.111 })))).toMatch(/^409 The figures of 2026-Q1 changed/);
  });

  it("refuses when the calendars or the stored settings no longer give the offered figures", async () => {
    const shown = body();
    const all = calendar.events;
    calendar.events = all.slice(0, 2);
    expect(await refusal(service.lock(user(), shown))).toBe(
      "409 The figures of 2026-Q1 changed since the page showed them (now 2 events, 0.3 h; the page showed 3, 1.1 h). " +
        "Check the report and lock again.",
    );
    // An override stored since (declined) takes an event out of the server's figures too.
    calendar.events = all;
    const sub = user();
    await service.putOverride(sub, "google:e0", { attendance: "declined" });
    expect(await refusal(service.lock(sub, shown))).toMatch(/^409 The figures of 2026-Q1 changed/);
    expect(await refusal(service.lock(sub, { quarter: "2026-Q1", timeZone: "Europe/Berlin" }))).toBe("accepted");
    expect(await refusal(service.lock(sub, { quarter: "2026-Q1", timeZone: "Europe/Berlin" }))).toBe(
      "409 2026-Q1 is already locked; unlock it first to lock it again.",
    );
  });

  it("locks nothing while a calendar cannot be read", async () => {
    calendar.google = { state: "error", account: "casey@gmail.example", message: "Google answered 503" };
    expect(await refusal(service.lock(user(), body()))).toBe(
      "503 Your Google calendar could not be read just now, so 2026-Q1 was not locked. Try again shortly.",
    );
    calendar.google = { state: "syncing", account: "casey@gmail.example", read: 1200, pages: 3, retries: 0 };
    expect(await refusal(service.lock(user(), body()))).toBe(
      "503 Your Google calendar is still being read, so 2026-Q1 was not locked. Lock it once the report is complete.",
    );
    const ok = { account: "casey@gmail.example", count: 3, fetchedAt: "", pages: 1, retries: 0 };
    calendar.google = { state: "ok", ...ok, catchingUp: { read: 250 } };
    expect(await refusal(service.lock(user(), body()))).toBe(
      "503 Your Google calendar is still being read, so 2026-Q1 was not locked. Lock it once the report is complete.",
    );
  });

  it("locks once the quarter is over in the viewer's zone, not before", async () => {
    clock = Date.parse("2026-03-31T23:30:00Z"); // April 1 in Berlin, March 31 in New York
    expect(await refusal(service.lock(user(), body({}, "America/New_York")))).toBe(
      '400 Field "quarter": 2026-Q1 has not ended yet in America/New_York; a quarter can be locked once it is over.',
    );
    expect(await refusal(service.lock(user(), body()))).toBe("accepted");
  });

  it("locks last year's Q4 in the new year", async () => {
    clock = Date.parse("2027-01-02T08:00:00Z");
    calendar.events = [
      anEvent({ key: "google:dec", title: "December workshop", ...at("2026-12-10T09:00:00.000Z", 120) }),
    ];
    const out = await service.lock(user(), { quarter: "2026-Q4", timeZone: "Europe/Berlin" });
    expect(out.locks).toMatchObject([{ quarter: "2026-Q4", count: 1, hours: 2 }]);
  });
});

describe("overrides and un-merges", () => {
  it("stamps an override with the time of the change", async () => {
    const out = await service.putOverride(user(), "google:e1", { attendance: "attended" });
    expect(out.overrides).toEqual({ "google:e1": { attendance: "attended", at: "2026-04-01T08:00:00.000Z" } });
  });

  it.each(["merged:", "google:e1", "MERGED:x"])("refuses to un-merge %j", async (key) => {
    expect(await refusal(service.putUnmerged(user(), key))).toBe(
      '400 Only a merged event (a key starting with "merged:") can be un-merged.',
    );
  });
});
