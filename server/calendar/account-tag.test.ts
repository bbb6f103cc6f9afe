/** The log's name for a calendar account: short, stable, and not the address. */
import { accountTag } from "./account-tag";

test("is the same short tag for the same address, whatever its case or spaces, and another for another", () => {
  const tag = accountTag("Ada@Google.example");
  expect(tag).toMatch(/^acct:[0-9a-f]{12}$/);
  expect(accountTag(" ada@google.example ")).toBe(tag);
  expect(accountTag("bo@google.example")).not.toBe(tag);
  expect(tag).not.toContain("ada");
});
