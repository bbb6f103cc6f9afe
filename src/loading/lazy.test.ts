import { lazy, retryDelay, RETRY_MAX_MS } from "./lazy";

describe("lazy", () => {
  it("fetches once for every caller and says when it has loaded", async () => {
    const load = jest.fn(() => Promise.resolve("module"));
    const chunk = lazy(load);
    expect(chunk.loaded).toBe(false);
    await expect(Promise.all([chunk(), chunk()])).resolves.toEqual(["module", "module"]);
    await chunk();
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.loaded).toBe(true);
  });

  it("does not remember a failed fetch: the next call tries again", async () => {
    const failure = new Error("Loading chunk 9467 failed.");
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(failure).mockResolvedValueOnce("module");
    const chunk = lazy(load);
    await expect(chunk()).rejects.toBe(failure);
    expect(chunk.loaded).toBe(false);
    await expect(chunk()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazy with retry", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits 2 s, 4 s, … at most a minute between attempts", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelay(1_000)).toBe(RETRY_MAX_MS);
  });

  it("tries a failed fetch again with growing waits, settles only with the module, and shares that attempt", async () => {
    const failure = new Error("Loading chunk 9467 failed.");
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce("module");
    const retry = jest.fn();
    const chunk = lazy(load, { retry });
    const settled = jest.fn();
    void chunk().then(settled, settled);
    void chunk().then(settled, settled);

    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenLastCalledWith(failure, 1, 2_000);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(retry).toHaveBeenLastCalledWith(failure, 2, 4_000);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(4_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled.mock.calls).toEqual([["module"], ["module"]]);
    expect(retry).toHaveBeenCalledTimes(2);
    expect(chunk.loaded).toBe(true);
  });
});
