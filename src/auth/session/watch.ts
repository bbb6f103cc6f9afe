/**
 * Watches one signed-in session against its limits (sessionLimits.ts): records activity for every tab, wakes up
 * when the warning or an end is due, and reports the phase. Timers, the tab channel and the activity source are
 * injected, so the rules run under fake clocks in tests; the React part (SessionTimeout.tsx) only draws it.
 */
import { sessionVerdict, type SessionLimits, type SessionVerdict } from "../../../core/auth/sessionLimits";
import type { TabSync } from "./tabSync";
import type { Timers } from "./timers";

/** Activity is written for the other tabs at most this often (every key press would flood the channel). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;
/** While the warning shows, the countdown (and a check for activity in other tabs) runs this often. */
export const WARNING_TICK_MS = 1_000;

export type WatchState = { phase: "active" } | { phase: "warning"; endsAt: number; now: number };

export interface SessionWatchOptions {
  limits: SessionLimits;
  sync: TabSync;
  timers: Timers;
  signedInAt?: number;
  /**
   * Which sign-in the activity the tabs share belongs to (AuthUser.signInId); signedInAt when absent. Not signedInAt
   * itself: a renewal can move it by the clock drift it measures, and a tab would then lose the activity recorded.
   */
  signInId?: number;
  /**
   * When this tab saw the sign-in (the watch's code is fetched after that, so it may start later). A sign-in no
   * tab has recorded activity for is idle from here, not from whenever the code arrived.
   */
  activeSince?: number;
  /** The phase for the page to draw (the warning carries the countdown's clock). */
  onState(state: WatchState): void;
  onEnd(reason: "idle" | "absolute"): void;
}

export interface SessionWatch {
  /** The person did something in this tab (pointer, key, scroll); ignored while the warning shows. */
  activity(): void;
  /** 'Stay signed in'. */
  stay(): void;
  stop(): void;
}

export function watchSession({
  limits,
  sync,
  timers,
  signedInAt,
  signInId = signedInAt,
  activeSince,
  onState,
  onEnd,
}: SessionWatchOptions): SessionWatch {
  let stopped = false;
  let handle: unknown;
  let warning = false;
  let lastWritten = -Infinity;
  // A tab that opens on an existing sign-in starts from the site's last activity: if the site sat idle past the
  // limit with every tab closed, the session is over. A sign-in never seen before starts when this tab saw it.
  let lastActivity = sync.lastActivity(signInId) ?? Math.min(activeSince ?? Infinity, timers.now());

  const record = (at: number) => {
    lastActivity = Math.max(lastActivity, at);
    if (at - lastWritten >= ACTIVITY_WRITE_INTERVAL_MS) {
      lastWritten = at;
      sync.recordActivity(at, signInId);
    }
  };

  const check = () => {
    if (stopped) return;
    timers.clearTimeout(handle);
    const now = timers.now();
    const verdict: SessionVerdict = sessionVerdict({ now, lastActivity, signedInAt, limits });
    if (verdict.phase === "ended") {
      stopped = true;
      unsubscribe();
      onEnd(verdict.reason);
      return;
    }
    warning = verdict.phase === "warning";
    if (verdict.phase === "warning") {
      onState({ phase: "warning", endsAt: verdict.endsAt, now });
      handle = timers.setTimeout(check, Math.min(WARNING_TICK_MS, Math.max(0, verdict.endsAt - now)));
    } else {
      onState({ phase: "active" });
      handle = timers.setTimeout(check, Math.max(0, verdict.nextCheckAt - now));
    }
  };

  // Activity in another tab postpones the end here too (and closes this tab's warning at the next check).
  const unsubscribe = sync.onActivity((at) => {
    lastActivity = Math.max(lastActivity, at);
    if (warning) check();
  });

  if (sync.lastActivity(signInId) === undefined) record(lastActivity);
  check();

  return {
    activity() {
      if (stopped || warning) return;
      record(timers.now());
    },
    stay() {
      if (stopped) return;
      lastWritten = -Infinity; // tell the other tabs at once: their warnings close too
      record(timers.now());
      check();
    },
    stop() {
      stopped = true;
      timers.clearTimeout(handle);
      unsubscribe();
    },
  };
}
