import {
  AUTO_SIGN_IN_INTERVAL_MS,
  AUTO_SIGN_IN_MAX_MS,
  pollAutoSignIn,
  refreshDelay,
  scheduleRefresh,
  type Timers,
} from "./timers";
import { createHub, type HubEvent } from "../hub";

const jestTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

function recordingHub() {
  const hub = createHub();
  const events: HubEvent["event"][] = [];
  hub.listen((e) => events.push(e.event));
  return { hub, events };
}

beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") }));
afterEach(() => jest.useRealTimers());

describe("refreshDelay", () => {
  it.each([
    [60 * 60_000, 59 * 60_000],
    [90_000, 30_000],
    [60_000, 0],
    [10_000, 0],
    [-5_000, 0],
  ])("expiry in %i ms renews after %i ms", (inMs, expected) => {
    const now = Date.now();
    expect(refreshDelay(now + inMs, now)).toBe(expected);
  });
});

describe("scheduleRefresh", () => {
  it("renews a minute before expiry and reports tokenRefresh", async () => {
    const { hub, events } = recordingHub();
    const refresh = jest.fn().mockResolvedValue({ username: "a" });
    scheduleRefresh({ expiresAt: Date.now() + 5 * 60_000, refresh, hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(4 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["tokenRefresh"]);
  });

  it("reports tokenRefresh_failure when the refresh token is refused", async () => {
    const { hub, events } = recordingHub();
    const refused = Object.assign(new Error("Refresh Token has been revoked"), { code: "NotAuthorizedException" });
    scheduleRefresh({ expiresAt: Date.now(), refresh: () => Promise.reject(refused), hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["tokenRefresh_failure"]);
  });

  it("retries a renewal that failed for another reason (offline), 5 s, then 10 s, and keeps the session", async () => {
    const { hub, events } = recordingHub();
    const offline = Object.assign(new Error("Network error"), { code: "NetworkError" });
    const refresh = jest
      .fn()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ username: "a" });
    scheduleRefresh({ expiresAt: Date.now(), refresh, hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(events).toEqual(["tokenRefresh"]);
  });

  it("does nothing once canceled", async () => {
    const { hub, events } = recordingHub();
    const refresh = jest.fn().mockResolvedValue({ username: "a" });
    const cancel = scheduleRefresh({ expiresAt: Date.now() + 120_000, refresh, hub, timers: jestTimers });
    cancel();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});

describe("pollAutoSignIn", () => {
  it("tries every 5 s and reports autoSignIn on the first success", async () => {
    const { hub, events } = recordingHub();
    const attempt = jest
      .fn()
      .mockRejectedValueOnce(new Error("UserNotConfirmedException"))
      .mockRejectedValueOnce(new Error("UserNotConfirmedException"))
      .mockResolvedValue({ username: "new@example.com" });
    pollAutoSignIn({ attempt, hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(AUTO_SIGN_IN_INTERVAL_MS - 1);
    expect(attempt).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * AUTO_SIGN_IN_INTERVAL_MS);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(events).toEqual(["autoSignIn"]);
    await jest.advanceTimersByTimeAsync(10 * AUTO_SIGN_IN_INTERVAL_MS);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("gives up after 3 minutes with autoSignIn_failure", async () => {
    const { hub, events } = recordingHub();
    const attempt = jest.fn().mockRejectedValue(new Error("UserNotConfirmedException"));
    pollAutoSignIn({ attempt, hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(AUTO_SIGN_IN_MAX_MS - 1);
    expect(events).toEqual([]);
    await jest.advanceTimersByTimeAsync(AUTO_SIGN_IN_INTERVAL_MS);
    expect(events).toEqual(["autoSignIn_failure"]);
    const calls = attempt.mock.calls.length;
    expect(calls).toBe(AUTO_SIGN_IN_MAX_MS / AUTO_SIGN_IN_INTERVAL_MS - 1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attempt.mock.calls.length).toBe(calls);
  });

  it("never overlaps attempts and stops when canceled", async () => {
    const { hub, events } = recordingHub();
    let resolve: (v: { username: string }) => void = () => undefined;
    const attempt = jest.fn(() => new Promise<{ username: string }>((r) => (resolve = r)));
    const cancel = pollAutoSignIn({ attempt, hub, timers: jestTimers });
    await jest.advanceTimersByTimeAsync(3 * AUTO_SIGN_IN_INTERVAL_MS);
    expect(attempt).toHaveBeenCalledTimes(1);
    cancel();
    resolve({ username: "late" });
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
  });
});
