/**
 * `npm run bench -- calendar-rules`: the time to normalise, merge and classify 10,000 events per provider (about 10%
 * of meetings in both calendars), in process, from realistic generated wire events. Target: under 100 ms per run.
 * The parse and merge phases are also timed alone, and the machine's load average is printed because a shared
 * machine inflates every figure.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { ms, stats, type BenchModule, type BenchTable } from "../../../emulators/bench-kit";
import { buildUnifiedEvents } from "./index";
import { mergeSources } from "./merge";
import { parseGoogleEvent } from "./parse-google";
import { parseGraphEvent } from "./parse-graph";
import { Skip } from "./parse-common";
import type { SourceEvent } from "./source-event";
import { generateCalendars, mulberry32 } from "./testing/generate";

const PER_PROVIDER = 10_000;
const TARGET_MS = 100;

function parseAll(items: readonly unknown[], parse: (wire: unknown) => SourceEvent | Skip, into: SourceEvent[]): void {
  for (const wire of items) {
    const r = parse(wire);
    if (!(r instanceof Skip)) into.push(r);
  }
}

export const calendarRulesBench: BenchModule = {
  name: "calendar-rules",
  description: `normalise, merge and classify ${PER_PROVIDER.toLocaleString("en")} events per provider, in process`,
  async run({ iterations }): Promise<BenchTable[]> {
    // Through JSON, as the provider clients hand the items over (parsed response bodies, not object literals).
    const raw = JSON.parse(
      JSON.stringify(generateCalendars(mulberry32(2026), { perProvider: PER_PROVIDER, shared: 0.1 })),
    ) as ReturnType<typeof generateCalendars>;
    const warm = buildUnifiedEvents(raw);
    buildUnifiedEvents(raw);
    const total: number[] = [];
    const cpu: number[] = [];
    const graph: number[] = [];
    const google: number[] = [];
    const merge: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      buildUnifiedEvents(raw);
      total.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);

      const sources: SourceEvent[] = [];
      const t1 = performance.now();
      parseAll(raw.microsoft, parseGraphEvent, sources);
      const t2 = performance.now();
      parseAll(raw.google, parseGoogleEvent, sources);
      const t3 = performance.now();
      mergeSources(sources, new Set());
      const t4 = performance.now();
      graph.push(t2 - t1);
      google.push(t3 - t2);
      merge.push(t4 - t3);
    }
    const row = (label: string, values: number[]) => {
      const s = stats(values);
      return [label, s.count, ms(s.mean), ms(s.p50), ms(s.p95), ms(s.min), ms(s.max)];
    };
    const t = stats(total);
    const merged = warm.events.filter((e) => e.merge).length;
    const [load1] = os.loadavg();
    return [
      {
        title: `Calendar rules: ${PER_PROVIDER.toLocaleString("en")} Graph + ${PER_PROVIDER.toLocaleString("en")} Google events (ms)`,
        columns: ["phase", "runs", "mean", "p50", "p95", "min", "max"],
        rows: [
          row("buildUnifiedEvents (all of it)", total),
          row("  CPU time of that call", cpu),
          row("parse Graph", graph),
          row("parse Google", google),
          row("merge + classify", merge),
        ],
        notes: [
          `Output: ${warm.events.length} events, ${merged} merged from both calendars, ${warm.skipped.length} skipped.`,
          `Target: under ${TARGET_MS} ms per run. p50 ${ms(t.p50)} ms, min ${ms(t.min)} ms: ${
            t.p50 < TARGET_MS ? "MET" : t.min < TARGET_MS ? "met at best, not at the median" : "NOT MET"
          } on this machine (${os.cpus().length} CPUs, 1-minute load average ${load1?.toFixed(1)}).`,
        ],
      },
    ];
  },
};
