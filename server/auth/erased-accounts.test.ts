/** The erased-account marks over the real DynamoDB wire protocol (dynalite). */
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { DynamoErasedAccounts } from "./erased-accounts";

let t: TestTable;
beforeAll(async () => {
  t = await startTestTable("erased-accounts-test");
});
afterAll(() => t.stop());

test("a mark holds until its time, only for its account, and can be taken back", async () => {
  const erased = new DynamoErasedAccounts(t.db, t.table);
  const now = 1_800_000_000;
  await erased.mark("sub-gone", now + 60);
  expect(await erased.has("sub-gone", now)).toBe(true);
  expect(await erased.has("sub-other", now)).toBe(false);
  // DynamoDB's TTL removes items within days: a mark past its time is no mark.
  expect(await erased.has("sub-gone", now + 61)).toBe(false);
  await erased.unmark("sub-gone");
  expect(await erased.has("sub-gone", now)).toBe(false);
});
