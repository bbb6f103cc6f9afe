/** The pending-revocation queue in a real (dynalite) table: round trip, listing oldest first, no token in the clear. */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { DynamoPendingRevocations, PENDING_PK, tokenId } from "./pending-revocations";

jest.setTimeout(30_000);

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable("pending-revocations-test");
});
afterAll(() => table.stop());

test("keeps, lists, updates and drops entries keyed by the token's hash, never the token", async () => {
  const queue = new DynamoPendingRevocations(table.db, table.table);
  const tokens = ["refresh-token-a", "refresh-token-b", "refresh-token-c"];
  for (const [i, token] of tokens.entries())
    await queue.put({
      id: tokenId(token),
      sealed: `sealed-${i}`,
      expiresAt: 2_000_000_000 + i,
      queuedAt: 1_900_000_000 + i,
      attempts: 1,
      reason: "unavailable",
    });

  expect(await queue.get(tokenId("refresh-token-b"))).toEqual({
    id: tokenId("refresh-token-b"),
    sealed: "sealed-1",
    expiresAt: 2_000_000_001,
    queuedAt: 1_900_000_001,
    attempts: 1,
    reason: "unavailable",
  });
  expect(await queue.get(tokenId("never-queued"))).toBeNull();
  expect((await queue.list(2)).length).toBe(2);
  expect((await queue.list(10)).map((e) => e.id).sort()).toEqual(tokens.map(tokenId).sort());

  await queue.put({ ...(await queue.get(tokenId("refresh-token-a")))!, attempts: 2, reason: "misconfigured" });
  expect(await queue.get(tokenId("refresh-token-a"))).toMatchObject({ attempts: 2, reason: "misconfigured" });
  await queue.remove(tokenId("refresh-token-c"));
  expect(await queue.get(tokenId("refresh-token-c"))).toBeNull();

  const stored = JSON.stringify((await table.db.send(new ScanCommand({ TableName: table.table }))).Items);
  expect(stored).toContain(PENDING_PK);
  for (const token of tokens) expect(stored).not.toContain(token);
});

test("lists the longest-queued entries first, not the first keys (the keys are hashes, in random order)", async () => {
  const queue = new DynamoPendingRevocations(table.db, table.table);
  for (const left of await queue.list(100)) await queue.remove(left.id);
  // Queued in the reverse of their key order: taking keys in order would list the newest first.
  const tokens = Array.from({ length: 6 }, (_, i) => `queued-token-${i}`).sort((a, b) =>
    tokenId(a) < tokenId(b) ? 1 : -1,
  );
  for (const [i, token] of tokens.entries())
    await queue.put({
      id: tokenId(token),
      sealed: `sealed-${i}`,
      expiresAt: 2_000_000_000,
      queuedAt: 1_900_000_000 + i * 60,
      attempts: 1,
      reason: "unavailable",
    });
  expect((await queue.list(3)).map((e) => e.id)).toEqual(tokens.slice(0, 3).map(tokenId));
  // A retry rewrites the entry with one more attempt and its queuedAt: it keeps its place.
  const first = (await queue.get(tokenId(tokens[0]!)))!;
  await queue.put({ ...first, attempts: 2 });
  expect((await queue.list(1)).map((e) => e.id)).toEqual([tokenId(tokens[0]!)]);
});
