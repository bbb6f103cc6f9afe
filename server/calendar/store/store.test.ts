/** The calendar store against an in-memory dynalite with the real table definition. */
import { BatchWriteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { DEFAULT_DEFINITION, type LockSummary, type QuarterLock } from "../../../core/calendar/model";
import { ApiError } from "../../http";
import { CalendarStore, packLines, type StoredConnection } from "./store";
import { userPk } from "../../db/keys";
import { lockLinesPk, MAX_LOCKS, MAX_OVERRIDES, MAX_UNMERGED } from "./keys";
import { startTestTable, type TestTable } from "../../db/testing/dynalite";

jest.setTimeout(60_000);

let t: TestTable;
let store: CalendarStore;
beforeAll(async () => {
  t = await startTestTable();
  store = new CalendarStore(t.db, t.table);
});
afterAll(() => t.stop());

const connection = (over: Partial<StoredConnection> = {}): StoredConnection => ({
  provider: "microsoft",
  state: "connected",
  account: "ada@example.com",
  accountId: "ms-1",
  connectedAt: "2026-01-02T03:04:05.000Z",
  tokens: "sealed",
  ...over,
});

const lock = (quarter: string, over: Partial<QuarterLock> = {}): QuarterLock => ({
  quarter,
  timeZone: "Europe/Berlin",
  lockedAt: "2026-04-02T00:00:00.000Z",
  definition: DEFAULT_DEFINITION,
  count: 1,
  hours: 1.5,
  lines: [{ key: "google:abc", title: "Client visit", start: "2026-01-05T09:00:00.000Z", allDay: false, hours: 1.5 }],
  ...over,
});

const summary = ({ lines: _lines, ...rest }: QuarterLock): LockSummary => rest;

/** Writes items straight into the table, 25 to a BatchWriteItem request (DynamoDB's most), 8 requests at a time. */
async function seedItems(items: Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 8)
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        const out = await t.db.send(
          new BatchWriteCommand({ RequestItems: { [t.table]: batch.map((Item) => ({ PutRequest: { Item } })) } }),
        );
        expect(out.UnprocessedItems?.[t.table] ?? []).toEqual([]);
      }),
    );
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("connections", () => {
  it("puts, reads, updates and deletes a connection", async () => {
    expect(await store.getConnection("u-conn", "microsoft")).toBeNull();
    await store.putConnection("u-conn", connection());
    expect(await store.getConnection("u-conn", "microsoft")).toEqual(connection());
    expect(await store.updateTokens("u-conn", "microsoft", "sealed-2")).toBe(true);
    expect(await store.recordFetch("u-conn", "microsoft", "2026-02-01T00:00:00.000Z")).toBe(true);
    expect(await store.markReconnect("u-conn", "microsoft", "Reconnect.")).toBe(true);
    expect(await store.getConnection("u-conn", "microsoft")).toEqual(
      connection({
        tokens: "sealed-2",
        lastFetchedAt: "2026-02-01T00:00:00.000Z",
        state: "reconnect",
        message: "Reconnect.",
      }),
    );
    expect(await store.listConnections("u-conn")).toEqual({
      microsoft: expect.objectContaining({ state: "reconnect" }),
    });
    await store.deleteConnection("u-conn", "microsoft");
    expect(await store.getConnection("u-conn", "microsoft")).toBeNull();
  });

  it("does not bring back a deleted connection when a late update arrives", async () => {
    expect(await store.updateTokens("u-gone", "google", "sealed")).toBe(false);
    expect(await store.recordFetch("u-gone", "google", "2026-02-01T00:00:00.000Z")).toBe(false);
    expect(await store.getConnection("u-gone", "google")).toBeNull();
  });
});

describe("preferences", () => {
  it("reads the defaults for a new user", async () => {
    expect(await store.readAll("u-new")).toEqual({
      connections: {},
      definition: DEFAULT_DEFINITION,
      overrides: {},
      unmerged: [],
      locks: [],
    });
  });

  it("keeps every kind of item and reads them back in one query", async () => {
    const sub = "u-all";
    await store.putConnection(sub, connection({ provider: "google", accountId: "g-1" }));
    await store.putDefinition(sub, { countNotDeclined: true, includeHybrid: false, includeAllDay: true }, "now");
    await store.putOverride(sub, "google:e1", { class: "in_person", note: "At the client's office", at: "t1" });
    await store.putOverride(sub, "microsoft:AAMk/+=", { attendance: "attended", at: "t2" });
    await store.putOverride(sub, "google:e1", { class: "online", at: "t3" });
    await store.putUnmerged(sub, "merged:uid-1@2026-01-05T09:00:00Z", "t4");
    await store.putLock(sub, lock("2026-Q1"));
    const data = await store.readAll(sub);
    expect(data).toEqual({
      connections: { google: connection({ provider: "google", accountId: "g-1" }) },
      definition: { countNotDeclined: true, includeHybrid: false, includeAllDay: true },
      overrides: {
        "google:e1": { class: "online", at: "t3" },
        "microsoft:AAMk/+=": { attendance: "attended", at: "t2" },
      },
      unmerged: ["merged:uid-1@2026-01-05T09:00:00Z"],
      // The lines are not read with the rest (they live in a partition of their own).
      locks: [summary(lock("2026-Q1"))],
    });
    expect(await store.lockLines(sub, "2026-Q1")).toEqual(lock("2026-Q1").lines);
    expect(await store.listUnmerged(sub)).toEqual(["merged:uid-1@2026-01-05T09:00:00Z"]);

    await store.deleteOverride(sub, "google:e1");
    await store.deleteUnmerged(sub, "merged:uid-1@2026-01-05T09:00:00Z");
    await store.deleteLock(sub, "2026-Q1");
    const after = await store.readAll(sub);
    expect(Object.keys(after.overrides)).toEqual(["microsoft:AAMk/+="]);
    expect(after.unmerged).toEqual([]);
    expect(after.locks).toEqual([]);
    expect(await store.lockLines(sub, "2026-Q1")).toBeNull();
    const leftovers = await t.db.send(
      new QueryCommand({
        TableName: t.table,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": lockLinesPk(sub) },
      }),
    );
    expect(leftovers.Items).toEqual([]);
  });

  it("keeps users apart: the same keys under two subs are two items", async () => {
    await store.putOverride("u-a", "google:shared", { class: "in_person", at: "a" });
    await store.putOverride("u-b", "google:shared", { class: "online", at: "b" });
    expect((await store.readAll("u-a")).overrides).toEqual({ "google:shared": { class: "in_person", at: "a" } });
    expect((await store.readAll("u-b")).overrides).toEqual({ "google:shared": { class: "online", at: "b" } });
    await store.deleteOverride("u-b", "google:shared");
    expect((await store.readAll("u-a")).overrides).toEqual({ "google:shared": { class: "in_person", at: "a" } });
  });

  it("refuses to lock a quarter twice with 409", async () => {
    await store.putLock("u-lock", lock("2025-Q4"));
    const err = await refusal(store.putLock("u-lock", lock("2025-Q4", { count: 2 })));
    expect([err.status, err.code, err.message]).toEqual([
      409,
      "Conflict",
      "2025-Q4 is already locked; unlock it first to lock it again.",
    ]);
    expect((await store.readAll("u-lock")).locks.map((l) => l.count)).toEqual([1]);
    // The refused filing's lines were taken back out; the first lock's stay.
    expect(await store.lockLines("u-lock", "2025-Q4")).toEqual(lock("2025-Q4").lines);
    const lines = await t.db.send(
      new QueryCommand({
        TableName: t.table,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": lockLinesPk("u-lock") },
      }),
    );
    expect(lines.Items).toHaveLength(1);
  });

  it("keeps a quarter of 5,000 lines within DynamoDB's item size", async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      key: `microsoft:AAMkAGI2TG93AAA-event-${i}`,
      title: `Workshop at the client's office, part ${i}`,
      start: "2026-01-05T09:00:00.000Z",
      allDay: false,
      hours: 1,
    }));
    await store.putLock("u-big", lock("2025-Q3", { lines, count: 5000, hours: 5000 }));
    expect(await store.lockLines("u-big", "2025-Q3")).toHaveLength(5000);
    expect((await store.readAll("u-big")).locks).toEqual([summary(lock("2025-Q3", { count: 5000, hours: 5000 }))]);
  });

  it("reads a lock filed before the lines had their own partition (lines inside the lock item)", async () => {
    const old = lock("2024-Q4");
    await t.db.send(
      new PutCommand({
        TableName: t.table,
        Item: { pk: userPk("u-old"), sk: "LOCK#2024-Q4", ...old, lines: packLines(old.lines) },
      }),
    );
    expect((await store.readAll("u-old")).locks).toEqual([summary(old)]);
    expect(await store.lockLines("u-old", "2024-Q4")).toEqual(old.lines);
    await store.deleteLock("u-old", "2024-Q4");
    expect(await store.lockLines("u-old", "2024-Q4")).toBeNull();
  });

  it("reads a partition larger than one page (LastEvaluatedKey)", async () => {
    const sub = "u-many";
    const note = "n".repeat(500);
    // About 1.3 MB of overrides: more than the 1 MB a Query page holds.
    await seedItems(
      Array.from({ length: 2200 }, (_, i) => ({
        pk: userPk(sub),
        sk: `OVERRIDE#google:${"k".repeat(60)}${i}`,
        note,
        at: "t",
      })),
    );
    const send = jest.spyOn(t.db, "send");
    expect(Object.keys((await store.readAll(sub)).overrides)).toHaveLength(2200);
    expect(send.mock.calls.length).toBeGreaterThan(1);
    send.mockRestore();
  });

  it(`refuses a new override past ${MAX_OVERRIDES}, but still replaces an existing one`, async () => {
    const sub = "u-full";
    await seedItems(
      Array.from({ length: MAX_OVERRIDES }, (_, i) => ({
        pk: userPk(sub),
        sk: `OVERRIDE#google:e${i}`,
        class: "online",
        at: "t",
      })),
    );
    const err = await refusal(store.putOverride(sub, "google:one-more", { class: "in_person", at: "t" }));
    expect([err.status, err.message]).toEqual([
      400,
      "You can keep at most 5,000 overrides; remove some before adding more.",
    ]);
    await store.putOverride(sub, "google:e7", { class: "in_person", at: "t2" });
    expect((await store.readAll(sub)).overrides["google:e7"]).toEqual({ class: "in_person", at: "t2" });
  });

  it(`refuses a new un-merged event past ${MAX_UNMERGED}, but un-merging one again is fine`, async () => {
    const sub = "u-unmerged-full";
    await seedItems(
      Array.from({ length: MAX_UNMERGED }, (_, i) => ({ pk: userPk(sub), sk: `UNMERGED#merged:k${i}`, at: "t" })),
    );
    const err = await refusal(store.putUnmerged(sub, "merged:one-more", "t"));
    expect([err.status, err.message]).toEqual([
      400,
      "You can keep at most 5,000 un-merged events; merge some again before un-merging more.",
    ]);
    await store.putUnmerged(sub, "merged:k7", "t2");
    expect((await store.readAll(sub)).unmerged).toHaveLength(MAX_UNMERGED);
  });

  it(`refuses a lock past ${MAX_LOCKS} locked quarters`, async () => {
    const sub = "u-locks-full";
    for (let i = 0; i < MAX_LOCKS; i++) await store.putLock(sub, lock(`${2000 + Math.floor(i / 4)}-Q${(i % 4) + 1}`));
    const err = await refusal(store.putLock(sub, lock("2025-Q1")));
    expect([err.status, err.message]).toEqual([
      400,
      "You can keep at most 40 locked quarters; unlock old ones before locking 2025-Q1.",
    ]);
    // A quarter already locked is still the conflict it is below the bound.
    expect((await refusal(store.putLock(sub, lock("2003-Q2")))).status).toBe(409);
    await store.deleteLock(sub, "2000-Q1");
    await store.putLock(sub, lock("2025-Q1"));
    expect((await store.readAll(sub)).locks).toHaveLength(MAX_LOCKS);
  });

  it("answers 503 when the table cannot be reached", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = new CalendarStore(t.db, "no-such-table");
    const err = await refusal(broken.readAll("u-x"));
    expect([err.status, err.code]).toEqual([503, "StorageUnavailable"]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
