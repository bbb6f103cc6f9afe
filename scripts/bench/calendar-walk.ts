/**
 * `npm run bench -- calendar-walk`: the modules one meeting passes from the providers' wire events to a CSV line
 * (docs/architecture.md, 'Walk: one calendar event'): V8's call counts, reset once the modules are loaded, over
 * buildUnifiedEvents on one Graph and one Google copy of a meeting, the year-to-date report and its CSV.
 */
import { Session } from "node:inspector/promises";
import path from "node:path";
import type { BenchModule } from "../../emulators/bench-kit";

const ROOT = path.resolve(__dirname, "..", "..");

interface ScriptCoverage {
  url: string;
  functions: Array<{ ranges: Array<{ startOffset: number; count: number }> }>;
}

export const calendarWalkBench: BenchModule = {
  name: "calendar-walk",
  description: "the modules one meeting passes from the wire events to its CSV line",
  async run() {
    const session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    const { buildUnifiedEvents } = await import("../../server/calendar/rules");
    const { graphEvent, googleEvent } = await import("../../server/calendar/rules/testing/builders");
    const { buildReport } = await import("../../core/calendar/report/report");
    const { reportCsv } = await import("../../core/calendar/report/csv");
    const { DEFAULT_DEFINITION } = await import("../../core/calendar/model");
    const wires = {
      microsoft: [graphEvent({ location: { displayName: "Room 1", locationType: "conferenceRoom" } })],
      google: [googleEvent()],
    };
    await session.post("Profiler.takePreciseCoverage"); // from here on
    const { events } = buildUnifiedEvents(wires);
    const report = buildReport({
      events,
      overrides: {},
      definition: DEFAULT_DEFINITION,
      timeZone: "UTC",
      now: new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31)),
      exclusion: () => null,
    });
    const csvLines = reportCsv(report.lines, "UTC").trim().split("\n").length - 1;
    const { result } = (await session.post("Profiler.takePreciseCoverage")) as { result: ScriptCoverage[] };
    session.disconnect();
    const modules = result
      .filter((script) =>
        script.functions.some((f) => f.ranges[0] && f.ranges[0].count > 0 && f.ranges[0].startOffset > 0),
      )
      .map((script) => (script.url.startsWith("file:") ? path.relative(ROOT, new URL(script.url).pathname) : ""))
      .filter((file) => /^(core|server|src)\//.test(file) && !file.includes("/testing/"))
      .sort();
    const folders = new Map<string, string[]>();
    for (const m of modules) folders.set(path.dirname(m), [...(folders.get(path.dirname(m)) ?? []), path.basename(m)]);
    return [
      {
        title: `One meeting (a Graph and a Google copy) to ${events.length} event and ${csvLines} CSV line: ${modules.length} modules`,
        columns: ["folder", "modules", "which"],
        rows: [...folders].map(([folder, names]) => [folder, names.length, names.join(" ")]),
        notes: [
          "Not run here: the provider clients (graph-client.ts or events-client.ts, with providers/http.ts) and the events service.",
        ],
      },
    ];
  },
};
