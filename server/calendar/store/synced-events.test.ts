/**
 * The synced-events store against dynalite: sealed, chunked, replaced whole, one record per window year, bound to its
 * user, provider and year.
 */
import { randomBytes, randomUUID } from "crypto";
import { gunzipSync, gzipSync } from "zlib";
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { eraseUserData } from "../../account/erase";
import { sealBytes } from "../../crypto/aead";
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
function snapshot(count: number, cursor = "cursor-1", year = 2026): SyncedEvents {
  const events: Record<string, unknown> = {};
  for (let i = 0; i < count; i++)
    events[`e${i}`] = { id: `e${i}`, subject: `Meeting ${i}`, body: { content: randomBytes(300).toString("base64") } };
  return {
    version: "test-1",
    window: { start: `${year - 1}-12-30T00:00:00.000Z`, end: `${year + 1}-01-03T00:00:00.000Z` },
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

const sortKeys = async (sub: string) => (await itemsOf(sub)).map((item) => String(item.sk));

async function write(
  sub: string,
  provider: "microsoft" | "google",
  synced: SyncedEvents,
  year = 2026,
): Promise<boolean> {
  return store.write(sub, provider, year, synced, (await store.read(sub, provider, year))?.generation ?? null);
}

/**
 * A record as the store wrote it before years had records of their own: head `<provider>`, chunks
 * `<provider>#<generation>#<index>`, sealed for `<sub>:<provider>` (so the code of that time would have read it).
 */
async function writeLegacy(sub: string, provider: "microsoft" | "google", synced: SyncedEvents): Promise<void> {
  const purpose = `northwind:calendar-events:v1:${sub}:${provider}`;
  const sealed = sealBytes(key, gzipSync(Buffer.from(JSON.stringify(synced), "utf8")), purpose);
  const generation = randomUUID();
  const pk = syncedEventsPk(sub);
  await t.db.send(
    new PutCommand({ TableName: t.table, Item: { pk, sk: `${provider}#${generation}#0000`, data: sealed } }),
  );
  await t.db.send(
    new PutCommand({ TableName: t.table, Item: { pk, sk: provider, generation, chunks: 1, bytes: sealed.length } }),
  );
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
  expect((await store.read("u1", "microsoft", 2026))?.synced).toEqual(kept);
});

test("a new write replaces the old generation; the other provider's events stay", async () => {
  await write("u2", "google", snapshot(3, "g"));
  await write("u2", "microsoft", snapshot(2500, "first"));
  const before = (await itemsOf("u2")).length;
  await write("u2", "microsoft", snapshot(10, "second"));
  const after = await itemsOf("u2");
  expect(after.length).toBeLessThan(before);
  expect((await store.read("u2", "microsoft", 2026))?.synced.cursor).toBe("second");
  expect((await store.read("u2", "google", 2026))?.synced.cursor).toBe("g");
});

test("of two writes from the same read, the first wins and the second leaves nothing behind", async () => {
  await write("u6", "google", snapshot(3, "start"));
  const read = await store.read("u6", "google", 2026);
  expect(await store.write("u6", "google", 2026, snapshot(3, "first"), read?.generation ?? null)).toBe(true);
  const items = (await itemsOf("u6")).length;
  expect(await store.write("u6", "google", 2026, snapshot(3, "second"), read?.generation ?? null)).toBe(false);
  expect((await store.read("u6", "google", 2026))?.synced.cursor).toBe("first");
  expect((await itemsOf("u6")).length).toBe(items);
});

test("sealed for one user, provider and year: copied to another user's partition or year, or read with another key, it is nothing", async () => {
  await write("u3", "google", snapshot(5));
  for (const item of await itemsOf("u3")) {
    await t.db.send(new PutCommand({ TableName: t.table, Item: { ...item, pk: syncedEventsPk("u4") } }));
    const otherYear = String(item.sk).replace("google@2026", "google@2027");
    await t.db.send(new PutCommand({ TableName: t.table, Item: { ...item, sk: otherYear } }));
  }
  expect(await store.read("u3", "google", 2026)).not.toBeNull();
  expect(await store.read("u4", "google", 2026)).toBeNull();
  expect(await store.read("u3", "google", 2027)).toBeNull();
  expect(await new SyncedEventsStore(t.db, t.table, randomBytes(32)).read("u3", "google", 2026)).toBeNull();
});

test("each window year is a record of its own: writing one leaves the other, each with its own cursor", async () => {
  await write("u7", "google", snapshot(3, "y26", 2026), 2026);
  await write("u7", "google", snapshot(2500, "y27", 2027), 2027);
  await write("u7", "google", snapshot(4, "y27-b", 2027), 2027);
  // Before, one record per provider: the 2027 write replaced 2026's.
  expect((await store.read("u7", "google", 2026))?.synced).toMatchObject({
    cursor: "y26",
    window: { start: "2025-12-30T00:00:00.000Z" },
  });
  expect((await store.read("u7", "google", 2027))?.synced).toMatchObject({
    cursor: "y27-b",
    window: { start: "2026-12-30T00:00:00.000Z" },
  });
  expect(await store.read("u7", "google", 2025)).toBeNull();
  // The 2027 write replaced only 2027's older generation: one head and chunk for each year.
  expect((await sortKeys("u7")).map((sk) => sk.replace(/#.*/, "#…")).sort()).toEqual([
    "google@2026",
    "google@2026#…",
    "google@2027",
    "google@2027#…",
  ]);
});

test("a record of the format before years is not read as any year", async () => {
  await writeLegacy("u8", "microsoft", snapshot(3, "legacy", 2026));
  expect(await store.read("u8", "microsoft", 2026)).toBeNull();
  expect(await store.read("u8", "microsoft", 2027)).toBeNull();
  // A write of its year does not mind it.
  expect(await write("u8", "microsoft", snapshot(3, "y26", 2026), 2026)).toBe(true);
  expect((await store.read("u8", "microsoft", 2026))?.synced.cursor).toBe("y26");
});

test("delete removes every year's head and chunks, and a record of the format before years; the other provider's stay", async () => {
  await write("u5", "microsoft", snapshot(2500, "y26", 2026), 2026);
  await write("u5", "microsoft", snapshot(3, "y27", 2027), 2027);
  await writeLegacy("u5", "microsoft", snapshot(3, "legacy", 2025));
  await write("u5", "google", snapshot(3));
  await write("u5", "google", snapshot(3, "g27", 2027), 2027);
  expect((await store.read("u5", "microsoft", 2026))?.synced.cursor).toBe("y26");
  expect((await store.read("u5", "microsoft", 2027))?.synced.cursor).toBe("y27");
  await store.delete("u5", "microsoft");
  expect(await store.read("u5", "microsoft", 2026)).toBeNull();
  expect(await store.read("u5", "microsoft", 2027)).toBeNull();
  const left = await sortKeys("u5");
  expect(left.length).toBeGreaterThan(0);
  expect(left.every((sk) => sk.startsWith("google@"))).toBe(true);
  expect(await store.read("u5", "google", 2026)).not.toBeNull();
  expect(await store.read("u5", "google", 2027)).not.toBeNull();
});

test("prune removes the years before the one given and a record of the format before years; the kept years stay", async () => {
  await writeLegacy("u9", "google", snapshot(3, "legacy", 2024));
  for (const year of [2024, 2025, 2026, 2027]) await write("u9", "google", snapshot(3, `y${year}`, year), year);
  await write("u9", "microsoft", snapshot(3, "m25", 2025), 2025);
  expect(await store.prune("u9", "google", 2026)).toBe(6);
  expect(await store.read("u9", "google", 2024)).toBeNull();
  expect(await store.read("u9", "google", 2025)).toBeNull();
  expect((await store.read("u9", "google", 2026))?.synced.cursor).toBe("y2026");
  expect((await store.read("u9", "google", 2027))?.synced.cursor).toBe("y2027");
  // Another provider's records are its own: pruned when its own current year is written.
  expect((await store.read("u9", "microsoft", 2025))?.synced.cursor).toBe("m25");
  expect(
    (await sortKeys("u9"))
      .filter((sk) => sk.startsWith("google"))
      .map((sk) => sk.replace(/#.*/, ""))
      .sort(),
  ).toEqual(["google@2026", "google@2026", "google@2027", "google@2027"]);
  // Nothing older left: nothing to remove.
  expect(await store.prune("u9", "google", 2026)).toBe(0);
});

test("erasing the account removes every year's records of both providers, and a record of the format before years", async () => {
  await write("u10", "microsoft", snapshot(2500, "y26", 2026), 2026);
  await write("u10", "microsoft", snapshot(3, "y27", 2027), 2027);
  await write("u10", "google", snapshot(3, "g27", 2027), 2027);
  await writeLegacy("u10", "google", snapshot(3, "legacy", 2025));
  const stored = (await itemsOf("u10")).length;
  expect(stored).toBeGreaterThan(6);
  expect(await eraseUserData({ db: t.db, table: t.table, revokeCalendarGrants: null }, "u10")).toBe(stored);
  expect(await itemsOf("u10")).toEqual([]);
  for (const year of [2026, 2027]) {
    expect(await store.read("u10", "microsoft", year)).toBeNull();
    expect(await store.read("u10", "google", year)).toBeNull();
  }
});
