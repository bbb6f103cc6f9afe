/** Incremental sync over a fake provider and the real synced-events store (dynalite). */
import { randomBytes } from "crypto";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { EventSync, syncWindow } from "./event-sync";
import type { SyncedChanges } from "./providers/provider";
import { SyncedEventsStore } from "./store/synced-events";
import { FakeProvider } from "./testing/fake-provider";

jest.setTimeout(60_000);

let t: TestTable;
let store: SyncedEventsStore;
let clock: number;
let provider: FakeProvider;
let sync: EventSync;
/** What the fake provider was asked: the cursor of each sync (undefined for a full listing). */
let asked: (string | undefined)[];
/** The next answers, as the provider would give them for the cursor it gets. */
let answer: (cursor: string | undefined) => Omit<SyncedChanges, "pages" | "retries">;

beforeAll(async () => {
  t = await startTestTable();
  store = new SyncedEventsStore(t.db, t.table, randomBytes(32));
});
afterAll(() => t.stop());
beforeEach(() => {
  clock = Date.parse("2026-03-02T10:00:00.000Z");
  provider = new FakeProvider("google");
  asked = [];
  provider.syncEvents = async (_token, _window, cursor) => {
    asked.push(cursor);
    return { ...answer(cursor), pages: 1, retries: 0 };
  };
  sync = new EventSync({ store, now: () => clock });
});

const ev = (id: string, title = id) => ({ id, summary: title });
const ids = (items: unknown[]) => items.map((item) => (item as { id: string }).id).sort();
let users = 0;
const newUser = () => `sync-user-${++users}`;

test("the first visit lists the year; the next asks for changes since its cursor and applies them", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a"), ev("b"), ev("c")], removed: [], cursor: "c1" });
  const first = await sync.events(sub, provider, "token", "acct");
  expect(first).toMatchObject({ sync: "full" });
  expect(ids(first.items)).toEqual(["a", "b", "c"]);

  answer = (cursor) => {
    expect(cursor).toBe("c1");
    return { full: false, items: [ev("b", "B moved"), ev("d")], removed: ["c"], cursor: "c2" };
  };
  const second = await sync.events(sub, provider, "token", "acct");
  expect(second.sync).toBe("changes");
  expect(ids(second.items)).toEqual(["a", "b", "d"]);
  expect(second.items).toContainEqual(ev("b", "B moved"));
  expect((await store.read(sub, "google"))?.cursor).toBe("c2");
  expect(asked).toEqual([undefined, "c1"]);
});

test("nothing changed: nothing is written, and the kept cursor serves the next visit", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  await sync.events(sub, provider, "token", "acct");
  const write = jest.spyOn(store, "write");
  answer = () => ({ full: false, items: [], removed: [], cursor: "c-unused" });
  expect(ids((await sync.events(sub, provider, "token", "acct")).items)).toEqual(["a"]);
  await sync.events(sub, provider, "token", "acct");
  expect(write).not.toHaveBeenCalled();
  expect(asked).toEqual([undefined, "c1", "c1"]);
  write.mockRestore();
});

test("a full listing when the provider refused the cursor replaces what was kept", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a"), ev("b")], removed: [], cursor: "c1" });
  await sync.events(sub, provider, "token", "acct");
  answer = () => ({ full: true, items: [ev("b")], removed: [], cursor: "c9" });
  expect(ids((await sync.events(sub, provider, "token", "acct")).items)).toEqual(["b"]);
});

test("another account, or a new year, starts afresh", async () => {
  const sub = newUser();
  answer = () => ({ full: true, items: [ev("a")], removed: [], cursor: "c1" });
  await sync.events(sub, provider, "token", "acct");
  await sync.events(sub, provider, "token", "someone-else");
  clock = Date.parse("2027-01-05T10:00:00.000Z");
  await sync.events(sub, provider, "token", "someone-else");
  expect(asked).toEqual([undefined, undefined, undefined]);
  expect((await store.read(sub, "google"))?.window).toEqual(syncWindow(clock));
});

test("the window is the UTC year, a day wider on each side", () => {
  expect(syncWindow(Date.parse("2026-07-01T00:00:00Z"))).toEqual({
    start: "2025-12-31T00:00:00.000Z",
    end: "2027-01-02T00:00:00.000Z",
  });
});
