/** The synced-events store against dynalite: sealed, chunked, replaced whole, bound to its user and provider. */
import { randomBytes } from "crypto";
import { gunzipSync } from "zlib";
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
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
    version: "test-1",
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

async function write(sub: string, provider: "microsoft" | "google", synced: SyncedEvents): Promise<boolean> {
  return store.write(sub, provider, synced, (await store.read(sub, provider))?.generation ?? null);
}

test("a year of events round-trips through several sealed items, none of them readable", async () => {
  const kept = snapshot(2500);
  expect(await write("u1", "microsoft", kept)).toBe(true);
  const items = await itemsOf("u1");
  const chunks = items.filter((item) => item.data).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
  expect(chunks.length).toBeGreaterThan(2);
  for (const chunk of chunks) expect((chunk.data as Uint8Array).length).toBeLessThanOrEqual(CHUNK_BYTES);
  const bytes = Buffer.concat(chunks.map((chunk) => chunk.data as Uint8Array));
  expect(bytes.includes(Buffer.from("Meeting 1"))).toBe(false);
  expect(() => gunzipSync(bytes)).toThrow();
  expect((await store.read("u1", "microsoft"))?.synced).toEqual(kept);
});

test("a new write replaces the old generation; the other provider's events stay", async () => {
  await write("u2", "google", snapshot(3, "g"));
  await write("u2", "microsoft", snapshot(2500, "first"));
  const before = (await itemsOf("u2")).length;
  await write("u2", "microsoft", snapshot(10, "second"));
  const after = await itemsOf("u2");
  expect(after.length).toBeLessThan(before);
  expect((await store.read("u2", "microsoft"))?.synced.cursor).toBe("second");
  expect((await store.read("u2", "google"))?.synced.cursor).toBe("g");
});

test("of two writes from the same read, the first wins and the second leaves nothing behind", async () => {
  await write("u6", "google", snapshot(3, "start"));
  const read = await store.read("u6", "google");
  expect(await store.write("u6", "google", snapshot(3, "first"), read?.generation ?? null)).toBe(true);
  const items = (await itemsOf("u6")).length;
  expect(await store.write("u6", "google", snapshot(3, "second"), read?.generation ?? null)).toBe(false);
  expect((await store.read("u6", "google"))?.synced.cursor).toBe("first");
  expect((await itemsOf("u6")).length).toBe(items);
});

test("sealed for one user and provider: copied to another user's partition, or read with another key, it is nothing", async () => {
  await write("u3", "google", snapshot(5));
  for (const item of await itemsOf("u3"))
    await t.db.send(new PutCommand({ TableName: t.table, Item: { ...item, pk: syncedEventsPk("u4") } }));
  expect(await store.read("u3", "google")).not.toBeNull();
  expect(await store.read("u4", "google")).toBeNull();
  expect(await new SyncedEventsStore(t.db, t.table, randomBytes(32)).read("u3", "google")).toBeNull();
});

test("delete removes the provider's head and every chunk", async () => {
  await write("u5", "microsoft", snapshot(2500));
  await write("u5", "google", snapshot(3));
  await store.delete("u5", "microsoft");
  expect(await store.read("u5", "microsoft")).toBeNull();
  const left = await itemsOf("u5");
  expect(left.every((item) => String(item.sk).startsWith("google"))).toBe(true);
  expect(await store.read("u5", "google")).not.toBeNull();
});
