import { DEFAULT_RETRY_POLICY, resolveDeps, sleep } from "./deps";

describe("resolveDeps", () => {
  test("fills what is not given and merges a partial retry policy", () => {
    const now = () => 42;
    const deps = resolveDeps({ now, retry: { maxAttempts: 2 } });
    expect(deps.now).toBe(now);
    expect(deps.retry).toEqual({ ...DEFAULT_RETRY_POLICY, maxAttempts: 2 });
    expect(typeof deps.fetch).toBe("function");
  });

  test("the default policy is 5 attempts within 20 s of waiting, 15 s per request", () => {
    expect(DEFAULT_RETRY_POLICY).toMatchObject({ maxAttempts: 5, budgetMs: 20_000, timeoutMs: 15_000 });
  });
});

describe("sleep", () => {
  test("resolves after the delay", async () => {
    await expect(sleep(5)).resolves.toBeUndefined();
  });

  test("rejects when aborted, before or during the wait", async () => {
    await expect(sleep(10, AbortSignal.abort(new Error("before")))).rejects.toThrow("before");
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error("during"));
    await expect(waiting).rejects.toThrow("during");
  });
});
