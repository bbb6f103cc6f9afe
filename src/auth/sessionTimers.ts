/**
 * Background work of a session, with injected timers so the rules are testable with fake clocks:
 * - renew the tokens a minute before they expire (the library itself would only renew on the next call after
 *   expiry, so an idle portal would show stale groups and then fail its first request);
 * - after a sign-up, poll sign-in every 5 s for up to 3 minutes, so a user who confirms the account elsewhere
 *   (another tab, a link) is signed in here without retyping anything.
 * Both report through the hub (tokenRefresh / tokenRefresh_failure, autoSignIn / autoSignIn_failure).
 */
import type { AuthUser } from "./flow/types";
import type { Hub } from "./hub";

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

export const browserTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export const REFRESH_LEAD_MS = 60_000;
export const AUTO_SIGN_IN_INTERVAL_MS = 5_000;
export const AUTO_SIGN_IN_MAX_MS = 3 * 60_000;

/** How long to wait before renewing: a minute before expiry, at once if that is past. */
export function refreshDelay(expiresAt: number, now: number, lead = REFRESH_LEAD_MS): number {
  return Math.max(0, expiresAt - lead - now);
}

export interface RefreshOptions {
  expiresAt: number;
  refresh: () => Promise<AuthUser>;
  hub: Hub;
  timers?: Timers;
}

/** Schedules one renewal; returns a cancel function. The next one is scheduled from the renewed user. */
export function scheduleRefresh({ expiresAt, refresh, hub, timers = browserTimers }: RefreshOptions): () => void {
  let cancelled = false;
  const handle = timers.setTimeout(
    () => {
      refresh().then(
        () => {
          if (!cancelled) hub.dispatch({ event: "tokenRefresh" });
        },
        (error: unknown) => {
          if (!cancelled) hub.dispatch({ event: "tokenRefresh_failure", error });
        },
      );
    },
    refreshDelay(expiresAt, timers.now()),
  );
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}

export interface AutoSignInOptions {
  attempt: () => Promise<AuthUser>;
  hub: Hub;
  timers?: Timers;
  intervalMs?: number;
  maxMs?: number;
}

/** Polls `attempt` until it succeeds (autoSignIn) or time is up (autoSignIn_failure); returns a cancel function. */
export function pollAutoSignIn({
  attempt,
  hub,
  timers = browserTimers,
  intervalMs = AUTO_SIGN_IN_INTERVAL_MS,
  maxMs = AUTO_SIGN_IN_MAX_MS,
}: AutoSignInOptions): () => void {
  const started = timers.now();
  let inFlight = false;
  let done = false;
  const stop = () => {
    done = true;
    timers.clearInterval(handle);
  };
  const handle = timers.setInterval(() => {
    if (done || inFlight) return;
    if (timers.now() - started >= maxMs) {
      stop();
      hub.dispatch({ event: "autoSignIn_failure" });
      return;
    }
    inFlight = true;
    attempt().then(
      (user) => {
        inFlight = false;
        if (done) return;
        stop();
        hub.dispatch({ event: "autoSignIn", user });
      },
      () => {
        inFlight = false; // not confirmed yet: try again on the next tick
      },
    );
  }, intervalMs);
  return stop;
}
