/**
 * Writes a seed dataset to disk so it can be edited and replayed through CALENDAR_SEED_MICROSOFT /
 * CALENDAR_SEED_GOOGLE:
 *   npx tsx emulators/calendar-seed/cli.ts --out <dir> [--now 2026-11-23T12:00:00Z] [--bulk 2500] [--shared 0.2]
 * Without --bulk it writes the default dataset; with it, that many events per provider over the year before now
 * and the month after.
 */
import path from "node:path";
import { generateBulkSeed } from "./bulk";
import { generateDefaultSeed } from "./default-seed";
import { writeSeedFiles } from "./files";
import { expectedYearToDate } from "./truth";

const USAGE =
  "usage: npx tsx emulators/calendar-seed/cli.ts --out <dir> [--now <ISO instant>] [--bulk <events per provider>] [--shared <fraction or count>]";

export function parseArgs(argv: readonly string[]): { out: string; now: Date; bulk?: number; shared?: number } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [flag, inline] = arg.split("=", 2);
    if (!flag || !["--out", "--now", "--bulk", "--shared"].includes(flag))
      throw new Error(`unknown argument ${arg}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    values.set(flag, value);
  }
  const out = values.get("--out");
  if (!out) throw new Error(`--out is required\n${USAGE}`);
  const now = values.has("--now") ? new Date(values.get("--now") ?? "") : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now: expected an ISO instant, got ${values.get("--now")}`);
  const parsed: { out: string; now: Date; bulk?: number; shared?: number } = { out, now };
  if (values.has("--bulk")) {
    const bulk = Number(values.get("--bulk"));
    if (!Number.isInteger(bulk) || bulk <= 0)
      throw new Error(`--bulk: expected a positive whole number, got ${values.get("--bulk")}`);
    parsed.bulk = bulk;
  }
  if (values.has("--shared")) {
    const shared = Number(values.get("--shared"));
    if (!Number.isFinite(shared) || shared < 0)
      throw new Error(`--shared: expected a number ≥ 0, got ${values.get("--shared")}`);
    parsed.shared = shared;
  }
  return parsed;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const dayMs = 86_400_000;
  const seed =
    args.bulk === undefined
      ? generateDefaultSeed({ now: args.now })
      : generateBulkSeed({
          count: args.bulk,
          start: new Date(args.now.getTime() - 365 * dayMs),
          end: new Date(args.now.getTime() + 30 * dayMs),
          ...(args.shared === undefined ? {} : { sharedWith: args.shared }),
        });
  const files = writeSeedFiles(path.resolve(args.out), seed);
  const ytd = expectedYearToDate(seed.truth, args.now);
  console.log(`Microsoft: ${seed.microsoft.length} events -> ${files.microsoft}`);
  console.log(`Google:    ${seed.google.length} events -> ${files.google}`);
  console.log(`Truth:     ${seed.truth.length} meetings -> ${files.truth}`);
  console.log(`Expected in person year to date at ${args.now.toISOString()}: ${ytd.count} events, ${ytd.hours} h`);
  console.log(`Replay: CALENDAR_SEED_MICROSOFT=${files.microsoft} CALENDAR_SEED_GOOGLE=${files.google}`);
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
