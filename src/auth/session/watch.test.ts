import { watchSession, type WatchState } from "./watch";
import { createTabSync } from "./tabSync";
import type { Timers } from "./timers";
import type { SessionLimits } from "../../../core/auth/sessionLimits";
import { fakeBroadcast, memoryStorage } from "./testing/fakeTabs";

const MIN = 60_000;
const HOUR = 60 * MIN;
const limits: SessionLimits = { idleMs: 30 * MIN, absoluteMs: 12 * HOUR, warningMs: MIN };
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

function jestTimers(): Timers {
  return {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    now: () => Date.now(),
  };
}

function start(
  sync = createTabSync({ storage: memoryStorage() }),
  signedInAt: number | undefined = T0,
  activeSince?: number,
) {
  const states: WatchState[] = [];
  const onEnd = jest.fn();
  const watch = watchSession({
    limits,
    sync,
    timers: jestTimers(),
    signedInAt,
    activeSince,
    onState: (s) => states.push(s),
    onEnd,
  });
  const last = () => states[states.length - 1];
  return { watch, states, last, onEnd };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("watchSession", () => {
  it("warns a minute before the idle end, counts down, then ends the session", () => {
    const { last, onEnd } = start();
    expect(last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(29 * MIN - 1);
    expect(last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN, now: T0 + 29 * MIN });
    jest.advanceTimersByTime(30_000);
    expect(last()).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN, now: T0 + 29 * MIN + 30_000 });
    expect(onEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30_000);
    expect(onEnd).toHaveBeenCalledWith("idle");
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("activity keeps the session going; activity during the warning does not, 'Stay signed in' does", () => {
    const { watch, last, onEnd } = start();
    jest.advanceTimersByTime(20 * MIN);
    watch.activity();
    jest.advanceTimersByTime(20 * MIN);
    expect(last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(9 * MIN);
    expect(last()?.phase).toBe("warning");
    watch.activity(); // a stray mouse click behind the dialog is not an answer
    jest.advanceTimersByTime(10_000);
    expect(last()?.phase).toBe("warning");
    watch.stay();
    expect(last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(28 * MIN);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("activity in another tab postpones the end and closes this tab's warning", () => {
    const createChannel = fakeBroadcast();
    const storage = memoryStorage();
    const here = start(createTabSync({ storage, createChannel }));
    const otherTab = createTabSync({ storage, createChannel });
    jest.advanceTimersByTime(29 * MIN + 5_000);
    expect(here.last()?.phase).toBe("warning");
    otherTab.recordActivity(Date.now(), T0);
    expect(here.last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(20 * MIN);
    expect(here.onEnd).not.toHaveBeenCalled();
  });

  it("'Stay signed in' here tells the other tabs at once", () => {
    const createChannel = fakeBroadcast();
    const storage = memoryStorage();
    const a = start(createTabSync({ storage, createChannel }));
    const b = start(createTabSync({ storage, createChannel }));
    jest.advanceTimersByTime(29 * MIN + 1_000);
    expect(a.last()?.phase).toBe("warning");
    expect(b.last()?.phase).toBe("warning");
    a.watch.stay();
    expect(b.last()).toEqual({ phase: "active" });
  });

  it("a tab opened on a sign-in the site left idle too long ends it at once", () => {
    const storage = memoryStorage();
    createTabSync({ storage }).recordActivity(T0, T0);
    jest.setSystemTime(T0 + 45 * MIN);
    const { onEnd } = start(createTabSync({ storage }));
    expect(onEnd).toHaveBeenCalledWith("idle");
  });

  it("a sign-in seen for the first time starts its idle clock now", () => {
    const storage = memoryStorage();
    createTabSync({ storage }).recordActivity(T0, T0 - 1); // an earlier sign-in's activity
    jest.setSystemTime(T0 + 45 * MIN);
    const { last, onEnd } = start(createTabSync({ storage }), T0 + 44 * MIN);
    expect(onEnd).not.toHaveBeenCalled();
    expect(last()).toEqual({ phase: "active" });
  });

  it("a sign-in the page saw before the watch's code arrived is idle from when it was seen", () => {
    jest.setSystemTime(T0 + 28 * MIN + 30_000); // the code arrived late (a slow connection, a sleeping laptop)
    const { last, onEnd } = start(undefined, T0, T0);
    expect(last()).toEqual({ phase: "active" });
    jest.advanceTimersByTime(30_000);
    expect(last()).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN, now: T0 + 29 * MIN });
    jest.advanceTimersByTime(MIN);
    expect(onEnd).toHaveBeenCalledWith("idle");
  });

  it("a seen time later than now (the clock was set back) counts from now", () => {
    const { last } = start(undefined, T0, T0 + 10 * MIN);
    jest.advanceTimersByTime(29 * MIN);
    expect(last()).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN, now: T0 + 29 * MIN });
  });

  it("ends at the absolute limit even when active", () => {
    const { watch, onEnd } = start(undefined, T0 - 12 * HOUR + 10 * MIN);
    for (let i = 0; i < 9; i++) {
      jest.advanceTimersByTime(MIN);
      watch.activity();
    }
    expect(onEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(MIN);
    expect(onEnd).toHaveBeenCalledWith("absolute");
  });

  it("stops cleanly: no state or end after stop", () => {
    const { watch, states, onEnd } = start();
    const count = states.length;
    watch.stop();
    jest.advanceTimersByTime(2 * HOUR);
    expect(states).toHaveLength(count);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("a watch started again for the same sign-in keeps its activity, though a renewal moved signedInAt", () => {
    // A renewal measures the clock drift again and can move signedInAt (by a second, or by much more after the
    // device's clock was set); the sign-in is the same, and so is the activity the tabs recorded for it.
    const sync = createTabSync({ storage: memoryStorage() });
    const options = { limits, sync, timers: jestTimers(), activeSince: T0, onState: () => undefined };
    const first = watchSession({ ...options, signedInAt: T0, signInId: T0 / 1000, onEnd: jest.fn() });
    jest.advanceTimersByTime(20 * MIN);
    first.activity();
    jest.advanceTimersByTime(25 * MIN);
    first.stop();
    const states: WatchState[] = [];
    const onEnd = jest.fn();
    watchSession({
      ...options,
      signedInAt: T0 + 1_000,
      signInId: T0 / 1000,
      onState: (state) => states.push(state),
      onEnd,
    });
    expect(states).toEqual([{ phase: "active" }]);
    jest.advanceTimersByTime(4 * MIN);
    expect(states[states.length - 1]).toEqual({ phase: "warning", endsAt: T0 + 50 * MIN, now: T0 + 49 * MIN });
    expect(onEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(MIN);
    expect(onEnd).toHaveBeenCalledWith("idle");
  });
});
