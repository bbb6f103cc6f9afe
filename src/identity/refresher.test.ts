/**
 * The renewal schedule under fake timers and clock: 50 minutes after each success, a retry a minute after a failed
 * renewal while the credentials in hand are valid, none once they have expired, and nothing after stop().
 */
import {
  createCredentialsRefresher,
  credentialsFetcher,
  REFRESH_AFTER_MS,
  RETRY_AFTER_MS,
  type RefresherState,
} from "./refresher";
import { IdentityError, type IdentityCredentials } from "./types";

const MIN = 60_000;

function credentials(n: number, lifetimeMs = 60 * MIN): IdentityCredentials {
  return {
    identityId: "us-east-1:11111111-2222-3333-4444-555555555555",
    credentials: {
      accessKeyId: `ASIAEXAMPLE${n}`,
      secretAccessKey: `secret-${n}`,
      sessionToken: `session-${n}`,
      expiration: new Date(Date.now() + lifetimeMs),
    },
  };
}

/** A fetch whose answers the test gives one by one. */
function scriptedFetch() {
  const pending: Array<{ resolve: (c: IdentityCredentials) => void; reject: (e: unknown) => void }> = [];
  const fetch = jest.fn(
    () =>
      new Promise<IdentityCredentials>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    fetch,
    async succeed(c: IdentityCredentials) {
      pending.shift()?.resolve(c);
      await flush();
    },
    async fail(e: unknown) {
      pending.shift()?.reject(e);
      await flush();
    },
  };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 2, 12, 14, 0, 0) });
});
afterEach(() => {
  jest.useRealTimers();
});

function started(script: ReturnType<typeof scriptedFetch>) {
  const refresher = createCredentialsRefresher({ fetch: script.fetch });
  const states: RefresherState[] = [];
  refresher.subscribe((s) => states.push(s));
  refresher.start();
  return { refresher, states };
}

describe("credentials refresher", () => {
  it("fetches at start and again exactly 50 minutes after the credentials arrived", async () => {
    const script = scriptedFetch();
    const { refresher } = started(script);
    expect(refresher.getState()).toMatchObject({ loading: true, current: null });
    await jest.advanceTimersByTimeAsync(2_000); // the answer takes 2 s
    const t0 = Date.now();
    await script.succeed(credentials(1));
    expect(refresher.getState()).toMatchObject({ loading: false, obtainedAt: t0, refreshAt: t0 + REFRESH_AFTER_MS });
    expect(refresher.getState().current?.credentials.accessKeyId).toBe("ASIAEXAMPLE1");

    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS - 1);
    expect(script.fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(script.fetch).toHaveBeenCalledTimes(2);
    expect(refresher.getState()).toMatchObject({ loading: true, refreshAt: null });
    // The old credentials stay visible while the new ones come.
    expect(refresher.getState().current?.credentials.accessKeyId).toBe("ASIAEXAMPLE1");
    await script.succeed(credentials(2));
    expect(refresher.getState().current?.credentials.accessKeyId).toBe("ASIAEXAMPLE2");
    expect(refresher.getState().refreshAt).toBe(Date.now() + REFRESH_AFTER_MS);

    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    expect(script.fetch).toHaveBeenCalledTimes(3);
    refresher.stop();
  });

  it("a failed renewal keeps the valid credentials and tries again every minute; a success clears the error", async () => {
    const script = scriptedFetch();
    const { refresher } = started(script);
    await script.succeed(credentials(1));
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    await script.fail(new IdentityError("unreachable", "No answer."));
    expect(refresher.getState()).toMatchObject({ loading: false, refreshAt: Date.now() + RETRY_AFTER_MS });
    expect(refresher.getState().error?.kind).toBe("unreachable");
    expect(refresher.getState().current?.credentials.accessKeyId).toBe("ASIAEXAMPLE1");

    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(script.fetch).toHaveBeenCalledTimes(3);
    await script.succeed(credentials(2));
    expect(refresher.getState().error).toBeNull();
    expect(refresher.getState().refreshAt).toBe(Date.now() + REFRESH_AFTER_MS);
    refresher.stop();
  });

  it("stops retrying once the credentials in hand have expired, and after a failed first fetch", async () => {
    const script = scriptedFetch();
    const { refresher } = started(script);
    await script.succeed(credentials(1, 51 * MIN)); // expire 1 minute after the renewal is due
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    await script.fail(
      new IdentityError("refused", "Invalid login token. Token has been revoked.", "NotAuthorizedException"),
    );
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(script.fetch).toHaveBeenCalledTimes(3);
    await script.fail(new IdentityError("refused", "again", "NotAuthorizedException"));
    expect(refresher.getState().refreshAt).toBeNull();
    await jest.advanceTimersByTimeAsync(24 * 60 * MIN);
    expect(script.fetch).toHaveBeenCalledTimes(3);
    refresher.stop();

    const first = scriptedFetch();
    const second = started(first);
    await first.fail(new Error("boom"));
    expect(second.refresher.getState()).toMatchObject({ current: null, refreshAt: null, loading: false });
    expect(second.refresher.getState().error).toMatchObject({ kind: "unexpected", message: "boom" });
    await jest.advanceTimersByTimeAsync(60 * MIN);
    expect(first.fetch).toHaveBeenCalledTimes(1);
    second.refresher.stop();
  });

  it("refreshNow fetches at once and moves the schedule; it is ignored while a fetch is under way", async () => {
    const script = scriptedFetch();
    const { refresher } = started(script);
    refresher.refreshNow();
    expect(script.fetch).toHaveBeenCalledTimes(1);
    await script.succeed(credentials(1));
    await jest.advanceTimersByTimeAsync(10 * MIN);
    refresher.refreshNow();
    expect(script.fetch).toHaveBeenCalledTimes(2);
    await script.succeed(credentials(2));
    expect(refresher.getState().refreshAt).toBe(Date.now() + REFRESH_AFTER_MS);
    await jest.advanceTimersByTimeAsync(45 * MIN); // the first schedule (at 50 min) is gone
    expect(script.fetch).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it("wake() renews at once when the renewal is overdue (the timer was held back), and not before", async () => {
    const script = scriptedFetch();
    const clearTimer = jest.fn();
    const refresher = createCredentialsRefresher({ fetch: script.fetch, setTimer: () => "held", clearTimer });
    refresher.start();
    await script.succeed(credentials(1));
    refresher.wake();
    expect(script.fetch).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 55 * MIN); // a computer that slept: the timer never fired
    refresher.wake();
    expect(script.fetch).toHaveBeenCalledTimes(2);
    expect(clearTimer).toHaveBeenCalledWith("held");
    refresher.stop();
  });

  it("after stop(), answers still on the way change nothing and no timer fires", async () => {
    const script = scriptedFetch();
    const { refresher, states } = started(script);
    refresher.stop();
    await script.succeed(credentials(1));
    expect(refresher.getState().current).toBeNull();
    expect(states).toHaveLength(1); // only the "loading" notice from start()
    await jest.advanceTimersByTimeAsync(2 * REFRESH_AFTER_MS);
    expect(script.fetch).toHaveBeenCalledTimes(1);
    refresher.refreshNow();
    expect(script.fetch).toHaveBeenCalledTimes(1);
  });
});

describe("credentialsFetcher", () => {
  it("asks for the id token at every fetch and passes it on", async () => {
    const tokens = ["token-1", "token-2"];
    const getCredentials = jest.fn(async () => credentials(1));
    const fetch = credentialsFetcher(getCredentials, async () => tokens.shift() as string);
    await fetch();
    await fetch();
    expect(getCredentials.mock.calls).toEqual([["token-1"], ["token-2"]]);
  });

  it("a failure to get the token (or no token) is a `token` error, not the service's", async () => {
    const getCredentials = jest.fn(async () => credentials(1));
    await expect(
      credentialsFetcher(getCredentials, () => Promise.reject(new Error("No current user")))(),
    ).rejects.toMatchObject({
      kind: "token",
      message: "No current user",
    });
    await expect(credentialsFetcher(getCredentials, async () => "")()).rejects.toMatchObject({ kind: "token" });
    expect(getCredentials).not.toHaveBeenCalled();
  });
});
