/**
 * Entry of the calendar-rules bench's bundled run: bench.ts bundles this file with esbuild and runs it with plain
 * node, so the rules run as one scope-hoisted script, as webpack builds them into the functions. Prints the
 * timings as JSON on stdout for bench.ts to summarize.
 */
import { measureRules } from "./calendar-rules-measure";

const iterations = Number(process.argv[2]);
if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`iterations: expected a positive integer`);
process.stdout.write(JSON.stringify(measureRules(iterations)));
