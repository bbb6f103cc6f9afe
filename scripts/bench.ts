/**
 * `npm run bench [-- <name>...] [--n=<iterations>]`: runs the benchmark modules of the local
 * emulators and prints their tables. Add an emulator's bench by adding an entry to BENCHES.
 */
import { formatTable, type BenchModule } from "../emulators/bench-kit";

const BENCHES: Record<string, () => Promise<BenchModule>> = {
  cognito: async () => (await import("../emulators/cognito/testing")).cognitoBench,
  "signin-browser": async () => (await import("./bench/browser-signin")).browserSignInBench,
  "auth-session": async () => (await import("./bench/auth-session")).authSessionBench,
  "calendar-rules": async () => (await import("./bench/calendar-rules")).calendarRulesBench,
  "calendar-unified": async () => (await import("./bench/calendar-unified")).calendarUnifiedBench,
  "calendar-walk": async () => (await import("./bench/calendar-walk")).calendarWalkBench,
  "calendar-busy-year": async () => (await import("./bench/calendar-busy-year")).calendarBusyYearBench,
  "rule-patterns": async () => (await import("./bench/rule-patterns")).rulePatternsBench,
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const nArg = args.find((a) => a.startsWith("--n="));
  const iterations = nArg ? Number(nArg.slice(4)) : 40;
  if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`--n must be a positive integer, got ${nArg}`);
  const names = args.filter((a) => !a.startsWith("--"));
  const selected = names.length ? names : Object.keys(BENCHES);
  for (const name of selected) {
    const load = BENCHES[name];
    if (!load) throw new Error(`Unknown bench "${name}". Known: ${Object.keys(BENCHES).join(", ")}`);
    const bench = await load();
    console.log(`\n== ${bench.name}: ${bench.description} (n=${iterations}) ==`);
    for (const table of await bench.run({ iterations })) console.log(formatTable(table));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
