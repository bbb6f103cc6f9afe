/**
 * Which of our modules a page runs during one step (docs/architecture.md's walks): Chromium's precise coverage
 * (call counts, reset when the step starts) mapped back to source files through the build's source maps.
 */
import fs from "node:fs";
import path from "node:path";
import type { CDPSession } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";

interface ScriptCoverage {
  url: string;
  functions: Array<{ ranges: Array<{ startOffset: number; count: number }> }>;
}

/** Starts counting calls; `take()` then returns what ran since the previous take (or the start). */
export async function startCallCounts(cdp: CDPSession) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  return {
    async take(): Promise<ScriptCoverage[]> {
      const { result } = await cdp.send("Profiler.takePreciseCoverage");
      return result as ScriptCoverage[];
    },
  };
}

/** Line start offsets of a script, to turn a character offset into a line and column. */
function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = code.indexOf("\n"); i >= 0; i = code.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The repository files (src/, core/) with at least one function called, from scripts served out of `publicDir`.
 * Module top-level code is left out (offset 0): loading a chunk is not running its modules' logic.
 */
export async function modulesThatRan(coverage: ScriptCoverage[], publicDir: string): Promise<string[]> {
  const modules = new Set<string>();
  const ours = coverage.filter((script) => script.url.endsWith(".js"));
  if (ours.length > 0 && !ours.some((s) => fs.existsSync(`${path.join(publicDir, new URL(s.url).pathname)}.map`)))
    throw new Error(
      "public/ has no source maps (the test suite's build skips them): run `NW_LOCAL_BUILD=1 npm run build`.",
    );
  for (const script of coverage) {
    if (!script.url.endsWith(".js")) continue;
    const file = path.join(publicDir, new URL(script.url).pathname);
    if (!fs.existsSync(`${file}.map`)) continue;
    const starts = lineStarts(fs.readFileSync(file, "utf8"));
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
    for (const fn of script.functions) {
      const range = fn.ranges[0];
      if (!range || range.count === 0 || range.startOffset === 0) continue;
      const line = lineOf(starts, range.startOffset);
      const { source } = map.originalPositionFor({
        line: line + 1,
        column: range.startOffset - (starts[line] as number),
        bias: SourceMapConsumer.LEAST_UPPER_BOUND,
      });
      const repoPath = source?.replace(/^webpack:\/\/[^/]*\//, "");
      if (repoPath && /^(src|core)\//.test(repoPath)) modules.add(repoPath);
    }
  }
  return [...modules].sort();
}
