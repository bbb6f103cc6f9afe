/**
 * Every pattern that reads what a calendar sends is linear (issue 42: a dial-in pattern took 5.3 s on a 48 k
 * location). Checked two ways: scslre (the analyzer behind eslint-plugin-regexp's super-linear rules) finds no
 * way for any of them to backtrack super-linearly, over the whole input or from each start of a search. Their times
 * on long adversarial inputs are the rule-patterns bench's (`npm run bench -- rule-patterns`), not a timed test.
 */
import { analyse } from "scslre";
import { rulePatterns, SCANNED } from "./testing/rulePatterns";

const patterns = rulePatterns();

describe("the rules' patterns", () => {
  it("are found in every scanned folder", () => {
    for (const folder of SCANNED) expect(patterns.some((p) => p.name.startsWith(folder))).toBe(true);
    expect(patterns.length).toBeGreaterThan(40);
  });

  it.each(patterns.map((p) => [p.name, p.re.source.slice(0, 60), p] as const))(
    "%s (%s) cannot backtrack super-linearly",
    (_name, _source, { re }) => {
      const { reports } = analyse(re);
      expect(reports.map((report) => `${report.type}: repeat ${JSON.stringify(report.character.pick)}`)).toEqual([]);
    },
  );
});
