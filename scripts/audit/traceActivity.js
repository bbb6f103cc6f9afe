/**
 * What the page's main thread did, by kind of work, from a Chromium trace of the same visit as the CPU profile
 * (profile.mjs): the profile sees JavaScript and calls everything else "(program)"; the trace's events split that
 * into parsing HTML, style, layout, paint and compiling scripts. Pure; traceActivity.test.ts covers it. Plain
 * CommonJS for the same reason as budget.js.
 */
"use strict";

/** The trace categories the activities below come from (what DevTools' Performance panel records, less). */
const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8"];

const ACTIVITIES = [
  { label: "parsing HTML", names: ["ParseHTML"] },
  { label: "style (parsing CSS, recalculating)", names: ["ParseAuthorStyleSheet", "UpdateLayoutTree"] },
  { label: "layout", names: ["Layout"] },
  {
    label: "paint and compositing",
    names: ["PrePaint", "Paint", "PaintImage", "Layerize", "UpdateLayer", "UpdateLayerTree", "Commit"],
  },
  // Whole scripts; V8 compiles a function lazily on its first call, inside "running scripts".
  {
    label: "compiling scripts",
    names: ["v8.compile", "v8.compileModule", "V8.CompileCode", "v8.produceCache", "v8.produceModuleCache"],
  },
  {
    label: "running scripts",
    names: [
      "EvaluateScript",
      "v8.evaluateModule",
      "FunctionCall",
      "v8.run",
      "v8.callFunction",
      "TimerFire",
      "EventDispatch",
      "FireAnimationFrame",
      "FireIdleCallback",
      "RunMicrotasks",
      "V8.Execute",
    ],
  },
  { label: "garbage collection", names: ["MajorGC", "MinorGC", "V8.GCScavenger", "V8.GCCompactor"] },
];
const BY_NAME = new Map(ACTIVITIES.flatMap((a) => a.names.map((n) => [n, a.label])));
const labelOf = (name) => BY_NAME.get(name) ?? (/^(V8\.GC|BlinkGC)/.test(name) ? "garbage collection" : undefined);
/**
 * A task's own time outside any event above: running tasks and messages from the browser process (the network's
 * data among them), and work Chromium does not mark; the 4x CPU slowdown stretches it like the rest.
 */
const OTHER = "other (tasks, IPC, loading)";

/** The renderer's main thread of the page at `pageUrl`: the CrRendererMain that parsed its HTML. */
function mainThreadOf(events, pageUrl) {
  const page = pageUrl.split("#")[0];
  const parse = events.find(
    (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").split("#")[0] === page,
  );
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  return main ? { pid: main.pid, tid: main.tid } : null;
}

/**
 * Time per activity (µs) on one thread until `until` (the trace's clock, µs), each event's own time less the
 * events inside it; an event of no known activity passes its own time to the activity around it, or OTHER.
 * Complete events ("X") only: the timeline's work comes as those.
 */
function activityTimes(events, { pid, tid }, until = Infinity) {
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number" && e.ts < until)
    .map((e) => ({ name: e.name, start: e.ts, end: Math.min(e.ts + e.dur, until) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const times = {};
  const stack = [];
  const close = (span) => {
    times[span.label] = (times[span.label] ?? 0) + Math.max(0, span.end - span.start - span.inner);
  };
  for (const s of spans) {
    while (stack.length > 0 && stack[stack.length - 1].end <= s.start) close(stack.pop());
    const outer = stack[stack.length - 1];
    // A child that overruns its parent (clock rounding) is cut to it.
    const end = outer ? Math.min(s.end, outer.end) : s.end;
    const span = { start: s.start, end, inner: 0, label: labelOf(s.name) ?? outer?.label ?? OTHER };
    if (outer) outer.inner += end - s.start;
    stack.push(span);
  }
  while (stack.length > 0) close(stack.pop());
  return times;
}

module.exports = { TRACE_CATEGORIES, ACTIVITIES, OTHER, mainThreadOf, activityTimes };
