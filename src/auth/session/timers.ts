/**
 * Background work of a session, with injected timers so the rules are testable with fake clocks:
 * - renew the tokens a minute before they expire (the library itself would only renew on the next call after
 *   expiry, so an idle portal would show stale groups and then fail its first request);
 * - after a sign-up, poll sign-in every 5 s for up to 3 minutes, so a user who confirms the account elsewhere
 *   (another tab, a link) is signed in here without retyping anything.
 * Both report through the hub (tokenRefresh / tokenRefresh_failure, autoSignIn / autoSignIn_failure).
 */
import type { AuthUser } from "../flow/types";
import { errorCode } from "../flow/guards";
import type { Hub } from "../hub";

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
/** Retries of a renewal that failed for another reason than a refused token (offline, a timeout): 5 s, 10 s, … 5 min. */
export const REFRESH_RETRY_BASE_MS = 5_000;
export const REFRESH_RETRY_MAX_MS = 5 * 60_000;
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

/**
 * Schedules one renewal; returns a cancel function. The next one is scheduled from the renewed user. Only a
 * refused refresh token (NotAuthorizedException: expired or revoked) ends the session; a network failure is
 * tried again with a growing delay, so a laptop waking up before its Wi-Fi does is not signed out.
 */
export function scheduleRefresh({ expiresAt, refresh, hub, timers = browserTimers }: RefreshOptions): () => void {
  let canceled = false;
  let handle: unknown;
  const attempt = (retry: number) => {
    refresh().then(
      () => {
        if (!canceled) hub.dispatch({ event: "tokenRefresh" });
      },
      (error: unknown) => {
        if (canceled) return;
        if (errorCode(error) === "NotAuthorizedException") {
          hub.dispatch({ event: "tokenRefresh_failure", error });
          return;
        }
        const delay = Math.min(REFRESH_RETRY_BASE_MS * 2 ** retry, REFRESH_RETRY_MAX_MS);
        handle = timers.setTimeout(() => attempt(retry + 1), delay);
      },
    );
  };
  handle = timers.setTimeout(() => attempt(0), refreshDelay(expiresAt, timers.now()));
  return () => {
    canceled = true;
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
