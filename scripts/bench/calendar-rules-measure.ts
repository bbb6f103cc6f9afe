/**
 * The calendar-rules bench's measurement, one function for both of its runs: in the bench's own process (TypeScript
 * loaded by tsx) and in a child process running an esbuild bundle of this same file (how the functions run in
 * production, see bench.ts). It times buildUnifiedEvents over 10,000 Graph and 10,000 Google events, then each phase
 * alone, and returns the raw timings so either run is summarized the same way.
 *
 * Each timed call, and the phase runs, start after a full garbage collection, so every run starts from the same heap
 * state: it pays for all of its own collections, but not for the garbage that earlier runs (their discarded results)
 * left in the old generation, whose mark-compacts otherwise landed in whichever later run crossed the limit.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { buildUnifiedEvents } from "../../server/calendar/rules/index";
import { mergeSources } from "../../server/calendar/rules/merge";
import { parseGoogleEvent } from "../../server/calendar/rules/parse-google";
import { parseGraphEvent } from "../../server/calendar/rules/parse-graph";
import type { Skip } from "../../server/calendar/rules/parse-common";
import { SourceList } from "../../server/calendar/rules/source-event";
import { generateCalendars, mulberry32 } from "../../server/calendar/rules/testing/generate";

export const PER_PROVIDER = 10_000;

export interface RulesTimings {
  /** Per iteration, ms: the whole call, its CPU time (all threads, GC included), and each phase alone. */
  total: number[];
  cpu: number[];
  graph: number[];
  google: number[];
  merge: number[];
  events: number;
  merged: number;
  skipped: number;
  /** The 1-minute load average when the runs ended. */
  load: number;
}

function parseAll(
  items: readonly unknown[],
  parse: (wire: unknown, into: SourceList) => Skip | undefined,
  into: SourceList,
): void {
  for (const wire of items) parse(wire, into);
}

/**
 * A full collection: `gc` when node runs with --expose-gc (the bundled run's child), else one exposed at run time
 * (the tsx run, in the bench's own process).
 */
function fullCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

export function measureRules(iterations: number): RulesTimings {
  const collect = fullCollector();
  // Through JSON, as the provider clients hand the items over (parsed response bodies, not object literals).
  const raw = JSON.parse(
    JSON.stringify(generateCalendars(mulberry32(2026), { perProvider: PER_PROVIDER, shared: 0.1 })),
  ) as ReturnType<typeof generateCalendars>;
  const warm = buildUnifiedEvents(raw);
  buildUnifiedEvents(raw);
  const t: RulesTimings = {
    total: [],
    cpu: [],
    graph: [],
    google: [],
    merge: [],
    events: warm.events.length,
    merged: warm.events.filter((e) => e.merge).length,
    skipped: warm.skipped.length,
    load: 0,
  };
  for (let i = 0; i < iterations; i++) {
    collect();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    buildUnifiedEvents(raw);
    t.total.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    t.cpu.push((c.user + c.system) / 1000);

    collect();
    const sources = new SourceList(raw.microsoft.length + raw.google.length);
    const t1 = performance.now();
    parseAll(raw.microsoft, parseGraphEvent, sources);
    const t2 = performance.now();
    parseAll(raw.google, parseGoogleEvent, sources);
    const t3 = performance.now();
    mergeSources(sources, new Set());
    const t4 = performance.now();
    t.graph.push(t2 - t1);
    t.google.push(t3 - t2);
    t.merge.push(t4 - t3);
  }
  t.load = os.loadavg()[0] ?? 0;
  return t;
}
