/** Incremental sync over a fake provider and the real synced-events store (dynalite). */
import { randomBytes } from "crypto";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { EventSync, keptWindowFor, syncWindow } from "./event-sync";
import { yearToDate } from "../../core/calendar/report/report";
import type { SyncedChanges, TimeRange } from "./providers/provider";
import { SyncedEventsStore } from "./store/synced-events";
import { FakeProvider } from "./testing/fake-provider";

jest.setTimeout(60_000);

type Answer = Omit<SyncedChanges, "pages" | "retries" | "clearedSeries" | "complete"> &
  Partial<Pick<SyncedChanges, "clearedSeries" | "complete">>;

let t: TestTable;
let store: SyncedEventsStore;
let clock: number;
let provider: FakeProvider;
let sync: EventSync;
let connected: boolean;
/** What the fake provider was asked: the cursor of each sync (undefined for a full listing). */
let asked: (string | undefined)[];
/** The ranges it was asked to list directly. */
let listed: TimeRange[];
/** The next answers, as the provider would give them for the cursor it gets. */
let answer: (cursor: string | undefined) => Answer;

/** The report's year to date: longer than a month, so a first visit syncs the year. */
const YEAR_TO_DATE = { start: "2026-01-01T00:00:00.000Z", end: "2026-03-03T00:00:00.000Z" };
const WEEK = { start: "2026-03-02T00:00:00.000Z", end: "2026-03-09T00:00:00.000Z" };

beforeAll(async () => {
  t = await startTestTable();
  store = new SyncedEventsStore(t.db, t.table, randomBytes(32));
});
afterAll(() => t.stop());
beforeEach(() => {
  clock = Date.parse("2026-03-02T10:00:00.000Z");
  connected = true;
  provider = new FakeProvider("google");
  asked = [];
  listed = [];
  provider.syncEvents = async (_token, _window, cursor) => {
    asked.push(cursor);
    return { clearedSeries: [], complete: true, ...answer(cursor), pages: 1, retries: 0 };
  };
  provider.listEvents = async (_token, range) => {
    listed.push(range);
    return { items: [ev("listed")], pages: 1, retries: 0 };
  };
  sync = new EventSync({ store, now: () => clock, stillConnected: async () => connected });
});

const DAY = 24 * 3600_000;
const ev = (id: string, title = id, extra: Record<string, unknown> = {}) => ({ id, summary: title, ...extra });
const ids = (items: unknown[]) => items.map((item) => (item as { id: string }).id).sort();
let users = 0;
const newUser = () => `sync-user-${++users}`;
const open = (sub: string, range: TimeRange = YEAR_TO_DATE, account = "acct") =>
  sync.events(sub, provider, "token", account, range);

test("the first visit lists the year; the next asks for changes since its cursor and applies them", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a"), ev("b"), ev("c")], removed: [], cursor: "c1" });
  const first = await open(sub);
  expect(first).toMatchObject({ sync: "full" });
  expect(ids(first.items)).toEqual(["a", "b", "c"]);

  answer = (cursor) => {
    expect(cursor).toBe("c1");
    return { full: false, items: [ev("b", "B moved"), ev("d")], removed: ["c"], cursor: "c2" };
  };
  const second = await open(sub, WEEK);
  expect(second.sync).toBe("changes");
  expect(ids(second.items)).toEqual(["a", "b", "d"]);
  expect(second.items).toContainEqual(ev("b", "B moved"));
  expect((await store.read(sub, "google", 2026))?.synced.cursor).toBe("c2");
  expect(asked).toEqual([undefined, "c1"]);
});

test("a first visit to a short range lists that range and keeps nothing; a longer one syncs the year", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  expect(await open(sub, WEEK)).toMatchObject({ sync: "direct", items: [ev("listed")] });
  expect(listed).toEqual([WEEK]);
  expect(await store.read(sub, "google", 2026)).toBeNull();
  expect((await open(sub)).sync).toBe("full");
  answer = () => ({ full: false, items: [], removed: [], cursor: "c2" });
  expect(await open(sub, WEEK)).toMatchObject({ sync: "changes", items: [ev("a")] });
  expect(listed).toEqual([WEEK]);
});

test("nothing changed: nothing is written, and the kept cursor serves the next visit", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  await open(sub);
  const write = jest.spyOn(store, "write");
  answer = () => ({ full: false, items: [], removed: [], cursor: "c-unused" });
  expect(ids((await open(sub)).items)).toEqual(["a"]);
  await open(sub);
  expect(write).not.toHaveBeenCalled();
  expect(asked).toEqual([undefined, "c1", "c1"]);
  write.mockRestore();
});

test("a series sent again replaces what was kept of it; a canceled series takes its instances along", async () => {
  const sub = newUser();
  const occurrence = (id: string, series: string) => ev(id, id, { seriesMasterId: series });
  answer = () => ({
    full: true,
    items: [occurrence("s1-1", "s1"), occurrence("s1-2", "s1"), occurrence("s2-1", "s2"), ev("single")],
    removed: [],
    cursor: "c1",
  });
  await open(sub);
  // Series s1 sent whole again without its second occurrence (deleted, with no @removed), s2 canceled.
  answer = () => ({
    full: false,
    items: [occurrence("s1-1", "s1")],
    removed: ["s2"],
    clearedSeries: ["s1", "s2"],
    cursor: "c2",
  });
  expect(ids((await open(sub)).items)).toEqual(["s1-1", "single"]);
});

test("a removed series master takes its kept occurrences along, though the delta names only the master", async () => {
  const sub = newUser();
  const occurrence = (id: string, series: string) => ev(id, id, { seriesMasterId: series });
  answer = () => ({
    full: true,
    items: [occurrence("m1-1", "m1"), occurrence("m1-2", "m1"), ev("single")],
    removed: [],
    cursor: "c1",
  });
  await open(sub);
  // Graph's delta for a deleted series may carry '@removed' for its master alone (the provider clears nothing).
  answer = () => ({ full: false, items: [], removed: ["m1"], cursor: "c2" });
  expect(ids((await open(sub)).items)).toEqual(["single"]);
});

test("a round of changes too long for one request is held until its last pass; the kept year answers meanwhile", async () => {
  const sub = newUser();
  const occurrence = (id: string, title = id) => ev(id, title, { seriesMasterId: "s" });
  answer = () => ({
    full: true,
    items: [occurrence("s-1"), occurrence("s-2"), ev("single")],
    removed: [],
    cursor: "c1",
  });
  await open(sub);
  // The series edited, sent whole again over two passes: the first clears the series and brings half of it.
  answer = (cursor) => {
    expect(cursor).toBe("c1");
    return {
      full: false,
      complete: false,
      items: [occurrence("s-1", "Moved")],
      removed: [],
      clearedSeries: ["s"],
      cursor: "r1",
    };
  };
  const first = await open(sub);
  // Before, the half was applied: s-2 was gone from every view and the report until a later visit.
  expect(first).toMatchObject({ sync: "changes", catchingUp: { read: 1 } });
  expect(first.items).toEqual(expect.arrayContaining([occurrence("s-1"), occurrence("s-2"), ev("single")]));
  expect(first.items).toHaveLength(3);
  expect((await store.read(sub, "google", 2026))?.synced).toMatchObject({
    cursor: "r1",
    pending: [{ clearedSeries: ["s"] }],
  });

  answer = (cursor) => {
    expect(cursor).toBe("r1");
    return { full: false, items: [occurrence("s-2", "Moved")], removed: ["single"], cursor: "c2" };
  };
  const done = await open(sub);
  expect(done.catchingUp).toBeUndefined();
  expect(done.items).toEqual(expect.arrayContaining([occurrence("s-1", "Moved"), occurrence("s-2", "Moved")]));
  expect(done.items).toHaveLength(2);
  const kept = (await store.read(sub, "google", 2026))?.synced;
  expect(kept).toMatchObject({ cursor: "c2" });
  expect(kept?.pending).toBeUndefined();
});

test("a round held over passes is dropped when the provider lists the year again", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  await open(sub);
  answer = () => ({ full: false, complete: false, items: [ev("b")], removed: ["a"], cursor: "r1" });
  await open(sub);
  answer = () => ({ full: true, items: [ev("a"), ev("c")], removed: [], cursor: "c9" });
  expect(ids((await open(sub)).items)).toEqual(["a", "c"]);
  expect((await store.read(sub, "google", 2026))?.synced.pending).toBeUndefined();
});

test("a full listing when the provider refused the cursor replaces what was kept", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a"), ev("b")], removed: [], cursor: "c1" });
  await open(sub);
  answer = () => ({ full: true, items: [ev("b")], removed: [], cursor: "c9" });
  expect(ids((await open(sub)).items)).toEqual(["b"]);
});

test("another account, another query, or a new year starts afresh", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  await open(sub);
  await open(sub, YEAR_TO_DATE, "someone-else");
  provider.syncVersion = "fake-2";
  await open(sub, YEAR_TO_DATE, "someone-else");
  clock = Date.parse("2027-03-05T10:00:00.000Z");
  await open(sub, { start: "2027-01-01T00:00:00.000Z", end: "2027-03-05T00:00:00.000Z" }, "someone-else");
  expect(asked).toEqual([undefined, undefined, undefined, undefined]);
  expect((await store.read(sub, "google", 2027))?.synced.window).toEqual(syncWindow(clock));
});

test("kept events that cannot be read are listed afresh; a failed write still answers", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  const read = jest.spyOn(store, "read").mockRejectedValueOnce(new Error("storage down"));
  const write = jest.spyOn(store, "write").mockRejectedValueOnce(new Error("storage down"));
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  expect(ids((await open(sub)).items)).toEqual(["a"]);
  expect(asked).toEqual([undefined]);
  read.mockRestore();
  write.mockRestore();
  logged.mockRestore();
});

test("an unfinished listing whose events could not be kept is an error, not 'still reading'", async () => {
  const sub = newUser();
  answer = () => ({ full: true, complete: false, items: [ev("a")], removed: [], cursor: "page-2" });
  const write = jest.spyOn(store, "write").mockRejectedValueOnce(new Error("storage down"));
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  // Answering 'syncing' would send the page back for the same pages, forever.
  await expect(open(sub)).rejects.toThrow("The google events read so far could not be kept");
  expect(await store.read(sub, "google", 2026)).toBeNull();
  write.mockRestore();
  logged.mockRestore();
});

test("events written by a sync that ended after the user disconnected are removed again", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  connected = false;
  await open(sub);
  expect(await store.read(sub, "google", 2026)).toBeNull();
});

test("a year too long for one request is read over several; short ranges are listed directly until it is complete", async () => {
  const sub = newUser();
  let stopAfter: number | undefined;
  provider.syncEvents = async (_token, _window, cursor, options) => {
    asked.push(cursor);
    stopAfter = options?.stopAfter;
    return { clearedSeries: [], complete: true, ...answer(cursor), pages: 1, retries: 0 };
  };
  answer = () => ({ full: true, complete: false, items: [ev("a"), ev("b")], removed: [], cursor: "page-2" });
  const first = await sync.events(sub, provider, "token", "acct", YEAR_TO_DATE, { stopAfter: 12_345 });
  expect(stopAfter).toBe(12_345);
  // Unfinished: none of the kept events are answered (any of the range's may be on a later page).
  expect(first).toMatchObject({ items: [], sync: "full", unfinished: { read: 2 } });
  expect((await store.read(sub, "google", 2026))?.synced).toMatchObject({ cursor: "page-2", complete: false });

  const week = await open(sub, WEEK);
  expect(week.sync).toBe("direct");
  expect(listed).toEqual([WEEK]);
  expect(asked).toEqual([undefined]);

  // A page with nothing new still moves the listing on.
  answer = (cursor) => {
    expect(cursor).toBe("page-2");
    return { full: false, complete: false, items: [], removed: [], cursor: "page-3" };
  };
  expect((await open(sub)).unfinished).toEqual({ read: 2 });
  expect((await store.read(sub, "google", 2026))?.synced).toMatchObject({ cursor: "page-3", complete: false });

  answer = (cursor) => {
    expect(cursor).toBe("page-3");
    return { full: false, items: [ev("c")], removed: ["a"], cursor: "sync-1" };
  };
  const done = await open(sub);
  expect(done.unfinished).toBeUndefined();
  expect(done.sync).toBe("changes");
  expect(ids(done.items)).toEqual(["b", "c"]);
  const kept = (await store.read(sub, "google", 2026))?.synced;
  expect(kept?.cursor).toBe("sync-1");
  expect(kept && "complete" in kept).toBe(false);

  // Complete: a short range now comes from the kept year.
  answer = () => ({ full: false, items: [], removed: [], cursor: "sync-2" });
  const later = await open(sub, WEEK);
  expect(later.sync).toBe("changes");
  expect(listed).toEqual([WEEK]);
});

test("the window is the UTC year, two days wider on each side", () => {
  expect(syncWindow(Date.parse("2026-07-01T00:00:00Z"))).toEqual({
    start: "2025-12-30T00:00:00.000Z",
    end: "2027-01-03T00:00:00.000Z",
  });
});

test.each(["Pacific/Kiritimati", "Asia/Tokyo", "Europe/Berlin", "UTC", "America/New_York", "Pacific/Pago_Pago"])(
  "the report's year to date in %s, with the day it reads before January 1, is read from a kept year",
  (zone) => {
    const times = ["2026-01-01T04:59:00Z", "2026-01-01T10:59:00Z", "2026-01-01T12:00:00Z", "2026-07-01T00:00:00Z"];
    const years = [];
    for (const at of [...times, "2026-12-31T09:00:00Z"]) {
      const now = new Date(at);
      // As the external view asks (ExternalPage): from a day before January 1 in the viewer's zone to now.
      const { start, year } = yearToDate(now, zone);
      years.push(year);
      const range = { start: new Date(start - DAY).toISOString(), end: now.toISOString() };
      expect(keptWindowFor(now.getTime(), range)).toEqual(syncWindow(Date.UTC(year, 6, 1)));
    }
    // 04:59 UTC is still December 31 in New York and Pago Pago, 10:59 in Pago Pago: their year-end reports.
    const west = { "America/New_York": 1, "Pacific/Pago_Pago": 2 }[zone as string] ?? 0;
    expect(years.filter((year) => year === 2025)).toHaveLength(west);
  },
);

test("last year is kept through the whole of this one; older years and ranges across two windows are listed directly", () => {
  const december = { start: "2025-12-01T00:00:00.000Z", end: "2025-12-31T23:00:00.000Z" };
  const report2025 = { start: "2024-12-31T00:00:00.000Z", end: "2026-01-01T00:00:00.000Z" };
  const old = syncWindow(Date.parse("2025-07-01T00:00:00Z"));
  for (const at of ["2026-01-01T23:59:00Z", "2026-01-02T00:00:00Z", "2026-03-31T12:00:00Z", "2026-12-31T23:59:00Z"]) {
    // Before, last year was read only through January 1: from January 2 its report was listed directly.
    expect(keptWindowFor(Date.parse(at), december)).toEqual(old);
    expect(keptWindowFor(Date.parse(at), report2025)).toEqual(old);
  }
  // Two years back: not kept.
  expect(keptWindowFor(Date.parse("2027-01-01T00:00:00Z"), december)).toBeUndefined();
  // A range in this year's window is read from it, though it is in last year's too (December 31 to January 2).
  const turn = { start: "2025-12-31T00:00:00.000Z", end: "2026-01-02T00:00:00.000Z" };
  expect(keptWindowFor(Date.parse("2026-02-01T00:00:00Z"), turn)).toEqual(
    syncWindow(Date.parse("2026-07-01T00:00:00Z")),
  );
  // A range across both years is in neither.
  const across = { start: "2025-12-28T00:00:00.000Z", end: "2026-01-04T00:00:00.000Z" };
  expect(keptWindowFor(Date.parse("2026-01-01T04:00:00Z"), across)).toBeUndefined();
  expect(keptWindowFor(Date.parse("2026-06-01T00:00:00Z"), across)).toBeUndefined();
});

test("a year-end report west of UTC keeps the old year; January's first week beside it is listed directly", async () => {
  clock = Date.parse("2026-01-01T04:00:00.000Z"); // 23:00 on December 31 in New York
  const sub = newUser();
  const report = { start: "2024-12-31T05:00:00.000Z", end: "2026-01-01T04:00:00.000Z" };
  answer = () => ({ full: true, items: [ev("nye")], removed: [], cursor: "y2025" });
  expect(ids((await open(sub, report)).items)).toEqual(["nye"]);
  expect((await store.read(sub, "google", 2025))?.synced.window).toEqual(
    syncWindow(Date.parse("2025-07-01T00:00:00Z")),
  );

  const january = { start: "2026-01-01T05:00:00.000Z", end: "2026-01-08T05:00:00.000Z" }; // New York's first week
  expect(await open(sub, january)).toMatchObject({ sync: "direct" });
  expect(listed).toEqual([january]);
  expect(asked).toEqual([undefined]);
  // The old year is still kept for the report.
  answer = (cursor) => ({ full: false, items: [], removed: [], cursor: `${cursor}+` });
  expect(await open(sub, report)).toMatchObject({ sync: "changes" });
  expect(asked).toEqual([undefined, "y2025"]);
});

describe("two years kept, each with its own record and cursor", () => {
  /** The year of the window the fake provider was asked to sync (its middle). */
  const yearOf = (window: TimeRange) =>
    new Date((Date.parse(window.start) + Date.parse(window.end)) / 2).getUTCFullYear();
  /** What the fake provider was asked, per window year: the cursor of each sync. */
  let byYear: Record<number, (string | undefined)[]>;
  /** The next answer, per window year. */
  let answers: Record<number, (cursor: string | undefined) => Answer>;
  beforeEach(() => {
    byYear = {};
    answers = {};
    provider.syncEvents = async (_token, window, cursor) => {
      const year = yearOf(window);
      (byYear[year] ??= []).push(cursor);
      const next = answers[year];
      if (!next) throw new Error(`no answer for ${year}`);
      return { clearedSeries: [], complete: true, ...next(cursor), pages: 1, retries: 0 };
    };
  });
  // Last year's report as the external view asks for it (a day before January 1 in the viewer's zone, to its end).
  const report2026 = { start: "2025-12-31T00:00:00.000Z", end: "2027-01-01T00:00:00.000Z" };
  const december2026 = { start: "2026-12-07T00:00:00.000Z", end: "2026-12-14T00:00:00.000Z" };
  const toDate2027 = { start: "2027-01-01T00:00:00.000Z", end: "2027-02-10T00:00:00.000Z" };

  test("after January 1, last year's report reads last year's kept events and their changes; the new year is listed afresh", async () => {
    const sub = newUser();
    clock = Date.parse("2026-11-02T10:00:00.000Z");
    answers[2026] = () => ({ full: true, items: [ev("oct"), ev("nov")], removed: [], cursor: "y26-1" });
    expect(await open(sub)).toMatchObject({ sync: "full" });

    clock = Date.parse("2027-02-10T10:00:00.000Z");
    // A late edit to last year's meetings: November's moved, October's canceled.
    answers[2026] = (cursor) => {
      expect(cursor).toBe("y26-1");
      return { full: false, items: [ev("nov", "Moved")], removed: ["oct"], cursor: "y26-2" };
    };
    const report = await open(sub, report2026);
    // Before, a range in last year was listed directly from January 2 on.
    expect(report.sync).toBe("changes");
    expect(report.items).toEqual([ev("nov", "Moved")]);
    expect(listed).toEqual([]);

    // The new year has no kept record yet: its year to date lists it in full, with a cursor of its own.
    answers[2027] = (cursor) => {
      expect(cursor).toBeUndefined();
      return { full: true, items: [ev("jan")], removed: [], cursor: "y27-1" };
    };
    const now = await open(sub, toDate2027);
    expect(now).toMatchObject({ sync: "full" });
    expect(ids(now.items)).toEqual(["jan"]);

    // Each year goes on from its own cursor; a week of last December comes from last year's record too.
    answers[2026] = () => ({ full: false, items: [ev("dec")], removed: [], cursor: "y26-3" });
    answers[2027] = () => ({ full: false, items: [], removed: [], cursor: "y27-unused" });
    const week = await open(sub, december2026);
    expect(week.sync).toBe("changes");
    expect(ids(week.items)).toEqual(["dec", "nov"]);
    expect(ids((await open(sub, toDate2027)).items)).toEqual(["jan"]);
    expect(byYear).toEqual({ 2026: [undefined, "y26-1", "y26-2"], 2027: [undefined, "y27-1"] });
    expect(listed).toEqual([]);

    const kept2026 = (await store.read(sub, "google", 2026))?.synced;
    const kept2027 = (await store.read(sub, "google", 2027))?.synced;
    expect(kept2026).toMatchObject({ cursor: "y26-3", window: syncWindow(Date.parse("2026-07-01T00:00:00Z")) });
    expect(ids(Object.values(kept2026?.events ?? {}))).toEqual(["dec", "nov"]);
    expect(kept2027).toMatchObject({ cursor: "y27-1", window: syncWindow(clock) });
    expect(ids(Object.values(kept2027?.events ?? {}))).toEqual(["jan"]);
  });

  test("a short range of last year is listed directly while nothing usable is kept for it", async () => {
    const sub = newUser();
    clock = Date.parse("2027-02-10T10:00:00.000Z");
    expect(await open(sub, december2026)).toMatchObject({ sync: "direct" });
    expect(listed).toEqual([december2026]);
    expect(byYear).toEqual({});
    expect(await store.read(sub, "google", 2026)).toBeNull();
  });

  test("writing the current year's record removes a third year's; last year's stays", async () => {
    const sub = newUser();
    answers[2025] = () => ({ full: true, items: [ev("y25")], removed: [], cursor: "y25" });
    answers[2026] = () => ({ full: true, items: [ev("y26")], removed: [], cursor: "y26" });
    answers[2027] = () => ({ full: true, items: [ev("y27")], removed: [], cursor: "y27" });
    clock = Date.parse("2025-06-01T10:00:00.000Z");
    await open(sub, { start: "2025-01-01T00:00:00.000Z", end: "2025-06-01T00:00:00.000Z" });
    clock = Date.parse("2026-06-01T10:00:00.000Z");
    await open(sub, { start: "2026-01-01T00:00:00.000Z", end: "2026-06-01T00:00:00.000Z" });
    // 2025 is last year now: kept.
    expect((await store.read(sub, "google", 2025))?.synced.cursor).toBe("y25");

    clock = Date.parse("2027-03-01T10:00:00.000Z");
    // Writing last year's record (2026) removes nothing; the current year's (2027) removes 2025's.
    answers[2026] = () => ({ full: false, items: [ev("late")], removed: [], cursor: "y26-late" });
    await open(sub, report2026);
    expect((await store.read(sub, "google", 2025))?.synced.cursor).toBe("y25");
    await open(sub, toDate2027);
    expect(await store.read(sub, "google", 2025)).toBeNull();
    expect((await store.read(sub, "google", 2026))?.synced.cursor).toBe("y26-late");
    expect((await store.read(sub, "google", 2027))?.synced.cursor).toBe("y27");
    // A report of 2025 is listed directly now.
    const report2025 = { start: "2024-12-31T00:00:00.000Z", end: "2026-01-01T00:00:00.000Z" };
    expect(await open(sub, report2025)).toMatchObject({ sync: "direct" });
  });

  test("removing the old years is best effort: a failure is logged and the answer still comes", async () => {
    const sub = newUser();
    clock = Date.parse("2027-03-01T10:00:00.000Z");
    answers[2027] = () => ({ full: true, items: [ev("y27")], removed: [], cursor: "y27" });
    const prune = jest.spyOn(store, "prune").mockRejectedValueOnce(new Error("storage down"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const answer = await open(sub, toDate2027);
      expect(answer).toMatchObject({ sync: "full" });
      expect(ids(answer.items)).toEqual(["y27"]);
      expect(prune).toHaveBeenCalledWith(sub, "google", 2026);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("years no longer kept failed"));
      expect((await store.read(sub, "google", 2027))?.synced.cursor).toBe("y27");
    } finally {
      prune.mockRestore();
      logged.mockRestore();
    }
  });

  test("a sync that ends after the user disconnected removes every year's record", async () => {
    const sub = newUser();
    answers[2026] = () => ({ full: true, items: [ev("y26")], removed: [], cursor: "y26" });
    answers[2027] = () => ({ full: true, items: [ev("y27")], removed: [], cursor: "y27" });
    clock = Date.parse("2026-06-01T10:00:00.000Z");
    await open(sub, { start: "2026-01-01T00:00:00.000Z", end: "2026-06-01T00:00:00.000Z" });
    clock = Date.parse("2027-03-01T10:00:00.000Z");
    connected = false;
    await open(sub, toDate2027);
    expect(await store.read(sub, "google", 2026)).toBeNull();
    expect(await store.read(sub, "google", 2027)).toBeNull();
  });
});
