/** The account marks over the real DynamoDB wire protocol (dynalite). */
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { DynamoAccountMarks, MARK_MEMORY_SECONDS } from "./account-marks";

let t: TestTable;
beforeAll(async () => {
  t = await startTestTable("account-marks-test");
});
afterAll(() => t.stop());

const now = 1_800_000_000;

test("an erased mark holds until its time, only for its account, and can be taken back", async () => {
  const marks = new DynamoAccountMarks(t.db, t.table);
  await marks.markErased("sub-gone", now + 60);
  expect(await marks.standing("sub-gone", now)).toEqual({ erased: true });
  expect(await marks.standing("sub-other", now)).toEqual({ erased: false });
  // DynamoDB's TTL removes items within days: a mark past its time is no mark.
  expect(await marks.standing("sub-gone", now + 61)).toEqual({ erased: false });
  await marks.unmarkErased("sub-gone");
  expect(await marks.standing("sub-gone", now)).toEqual({ erased: false });
});

test("a cut of groups is kept beside an erasure, for as long as a token issued before it can live", async () => {
  const marks = new DynamoAccountMarks(t.db, t.table);
  await marks.markGroupsCut("sub-demoted", now);
  expect(await marks.standing("sub-demoted", now + 10)).toEqual({ erased: false, groupsCutAt: now });
  await marks.markErased("sub-demoted", now + 60);
  expect(await marks.standing("sub-demoted", now + 10)).toEqual({ erased: true, groupsCutAt: now });
  expect(await marks.standing("sub-demoted", now + MARK_MEMORY_SECONDS)).toEqual({ erased: false });
});
