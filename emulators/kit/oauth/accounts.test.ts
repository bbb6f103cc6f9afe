/** Fixture accounts from a seed's JSON file: read with their conditions, refused with the file and the problem. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadAccountsFile } from "./accounts";

const dir = mkdtempSync(path.join(tmpdir(), "accounts-"));
const file = (name: string, content: unknown) => {
  const at = path.join(dir, name);
  writeFileSync(at, typeof content === "string" ? content : JSON.stringify(content));
  return at;
};

test("reads accounts with their conditions", () => {
  const at = file("ok.json", [
    { id: "1", email: "casey@northwind.example", name: "Casey", ownsSeed: true },
    { id: "2", email: "nomail@northwind.example", name: "No Mail", noMailbox: true },
    { id: "3", email: "tester@gmail.example", name: "Tester", testingApp: true },
  ]);
  expect(loadAccountsFile(at)).toEqual([
    { id: "1", email: "casey@northwind.example", name: "Casey", ownsSeed: true },
    { id: "2", email: "nomail@northwind.example", name: "No Mail", ownsSeed: false, noMailbox: true },
    { id: "3", email: "tester@gmail.example", name: "Tester", ownsSeed: false, testingApp: true },
  ]);
});

test.each([
  ["not JSON", "{", /not a readable JSON file/],
  ["not a list", { id: "1" }, /expected an array of accounts/],
  ["no e-mail", [{ id: "1", name: "A" }], /account 1: "email" must be a non-empty string/],
  [
    "a condition that is not a flag",
    [{ id: "1", email: "a@b", name: "A", noMailbox: "yes" }],
    /"noMailbox" must be true or false/,
  ],
  [
    "two owners",
    [
      { id: "1", email: "a@b", name: "A", ownsSeed: true },
      { id: "2", email: "c@d", name: "C", ownsSeed: true },
    ],
    /Only one fixture account can own the seed/,
  ],
])("refuses %s, naming the file", (name, content, message) => {
  const at = file(`${name.replace(/\W+/g, "-")}.json`, content);
  expect(() => loadAccountsFile(at)).toThrow(message);
  expect(() => loadAccountsFile(at)).toThrow(at);
});
