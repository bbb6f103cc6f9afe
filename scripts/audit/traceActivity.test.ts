import { activityTimes, mainThreadOf, OTHER } from "./traceActivity";

const PAGE = "http://127.0.0.1:9000/";
const MAIN = { pid: 2, tid: 7 };
const span = (name: string, ts: number, dur: number, thread = MAIN) => ({ ...thread, ph: "X", name, ts, dur });

describe("main-thread activity from a trace", () => {
  it("finds the renderer thread that parsed the page's HTML", () => {
    const events = [
      { pid: 1, tid: 1, ph: "M", name: "thread_name", args: { name: "CrRendererMain" } },
      { ...span("ParseHTML", 10, 5, { pid: 1, tid: 1 }), args: { beginData: { url: "about:blank" } } },
      { ...span("ParseHTML", 20, 5), args: { beginData: { url: `${PAGE}#top` } } },
    ];
    expect(mainThreadOf(events, PAGE)).toEqual(MAIN);
    expect(mainThreadOf(events.slice(0, 1), PAGE)).toEqual({ pid: 1, tid: 1 });
    expect(mainThreadOf([], PAGE)).toBeNull();
  });

  it("gives each event its own time, less the events inside it; unknown events pass theirs up", () => {
    const events = [
      span("RunTask", 0, 50), // 10 of its own
      span("ParseHTML", 0, 40), // 20 of its own
      span("EvaluateScript", 10, 20), // 5 of its own, and 5 in the unknown event inside it
      span("v8.compile", 12, 10),
      span("SomethingInternal", 24, 5),
      span("RunTask", 50, 50), // nothing of its own
      span("UpdateLayoutTree", 50, 20),
      span("Layout", 70, 30),
      span("RunTask", 95, 5, { pid: 2, tid: 8 }), // another thread
      { ...MAIN, ph: "I", name: "ScheduleStyleRecalculation", ts: 41 }, // not a span
    ];
    expect(activityTimes(events, MAIN)).toEqual({
      [OTHER]: 10,
      "parsing HTML": 20,
      "running scripts": 10,
      "compiling scripts": 10,
      "style (parsing CSS, recalculating)": 20,
      layout: 30,
    });
  });

  it("stops at a time, cutting the events that span it", () => {
    const events = [span("RunTask", 0, 100), span("Layout", 50, 40), span("Paint", 95, 5)];
    expect(activityTimes(events, MAIN, 70)).toEqual({ [OTHER]: 50, layout: 20 });
  });
});
