/**
 * `npm run bench -- rule-patterns`: every pattern that reads what a calendar sends (server/calendar/rules/testing/
 * rulePatterns.ts finds them) run over adversarial inputs of 100,000 characters (repeats of each character class,
 * ending in one no pattern accepts), the slowest input of each. Linear patterns take a millisecond or so; the
 * dial-in pattern before issue 42 took 5.3 s on 48,000 characters. patterns.test.ts checks their shapes.
 */
import type { BenchModule } from "../../emulators/bench-kit";
import { adversarialInputs, rulePatterns, runPattern } from "../../server/calendar/rules/testing/rulePatterns";

const LENGTH = 100_000;
const SHOWN = 10;

export const rulePatternsBench: BenchModule = {
  name: "rule-patterns",
  description: `each calendar-rule pattern over adversarial inputs of ${LENGTH.toLocaleString("en")} characters`,
  async run() {
    const inputs = adversarialInputs(LENGTH);
    const times = rulePatterns().map(({ name, re }) => {
      let slowest = 0;
      let which = "";
      for (const input of inputs) {
        const start = process.hrtime.bigint();
        runPattern(re, input);
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (ms > slowest) [slowest, which] = [ms, JSON.stringify(input.slice(0, 12))];
      }
      return { name, source: re.source.slice(0, 40), slowest, which };
    });
    times.sort((a, b) => b.slowest - a.slowest);
    return [
      {
        title: `The ${SHOWN} slowest of ${times.length} patterns, each its slowest of ${inputs.length} inputs (ms)`,
        columns: ["pattern", "source", "slowest input starts", "ms"],
        rows: times.slice(0, SHOWN).map((t) => [t.name, t.source, t.which, t.slowest.toFixed(2)]),
        notes: [`All ${times.length} patterns: ${times.reduce((sum, t) => sum + t.slowest, 0).toFixed(0)} ms in all.`],
      },
    ];
  },
};
