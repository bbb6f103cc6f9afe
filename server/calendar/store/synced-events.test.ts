/** The synced-events store against dynalite: sealed, chunked, replaced whole, bound to its user and provider. */
import { randomBytes } from "crypto";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { startTestTable, type TestTable } from "../../db/testing/dynalite";
import { syncedEventsPk } from "./keys";
import { CHUNK_BYTES, SyncedEventsStore, type SyncedEvents } from "./synced-events";

jest.setTimeout(60_000);

let t: TestTable;
let store: SyncedEventsStore;
const key = randomBytes(32);
beforeAll(async () => {
  t = await startTestTable();
  store = new SyncedEventsStore(t.db, t.table, key);
});
afterAll(() => t.stop());

/** `count` events whose bodies do not compress much (random text), so the sealed bytes span several items. */
function snapshot(count: number, cursor = "cursor-1"): SyncedEvents {
  const events: Record<string, unknown> = {};
  for (let i = 0; i < count; i++)
    events[`e${i}`] = { id: `e${i}`, subject: `Meeting ${i}`, body: { content: randomBytes(300).toString("base64") } };
  return {
    window: { start: "2025-12-31T00:00:00.000Z", end: "2027-01-02T00:00:00.000Z" },
    cursor,
    accountId: "acct-1",
    syncedAt: "2026-03-02T10:00:00.000Z",
    events,
  };
}

async function itemsOf(sub: string) {
  const out = await t.db.send(
    new QueryCommand({
      TableName: t.table,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": syncedEventsPk(sub) },
    }),
  );
  return out.Items ?? [];
}

test("a year of events round-trips through several sealed items, and nothing in them is readable", async () => {
  const kept = snapshot(2500);
  await store.write("u1", "microsoft", kept);
  const items = await itemsOf("u1");
  expect(items.length).toBeGreaterThan(2);
  for (const item of items) if (item.data) expect((item.data as Uint8Array).length).toBeLessThanOrEqual(CHUNK_BYTES);
  expect(JSON.stringify(items)).not.toContain("Meeting 1");
  expect(await store.read("u1", "microsoft")).toEqual(kept);
});

test("a new write replaces the old generation; the other provider's events stay", async () => {
  await store.write("u2", "google", snapshot(3, "g"));
  await store.write("u2", "microsoft", snapshot(2500, "first"));
  const before = (await itemsOf("u2")).length;
  await store.write("u2", "microsoft", snapshot(10, "second"));
  const after = await itemsOf("u2");
  expect(after.length).toBeLessThan(before);
  expect((await store.read("u2", "microsoft"))?.cursor).toBe("second");
  expect((await store.read("u2", "google"))?.cursor).toBe("g");
});

test("sealed for one user and provider: read as another, or with another key, it is nothing", async () => {
  await store.write("u3", "google", snapshot(5));
  expect(await store.read("u3", "microsoft")).toBeNull();
  expect(await store.read("u4", "google")).toBeNull();
  expect(await new SyncedEventsStore(t.db, t.table, randomBytes(32)).read("u3", "google")).toBeNull();
});

test("delete removes the provider's head and every chunk", async () => {
  await store.write("u5", "microsoft", snapshot(2500));
  await store.write("u5", "google", snapshot(3));
  await store.delete("u5", "microsoft");
  expect(await store.read("u5", "microsoft")).toBeNull();
  const left = await itemsOf("u5");
  expect(left.every((item) => String(item.sk).startsWith("google"))).toBe(true);
  expect(await store.read("u5", "google")).not.toBeNull();
});
