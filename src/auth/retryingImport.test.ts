import { retryDelay, retryingImport, RETRY_MAX_MS } from "./retryingImport";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("retryDelay", () => {
  it("doubles from 2 s and stays at a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelay(1_000)).toBe(RETRY_MAX_MS);
  });
});

describe("retryingImport", () => {
  it("tries a failed import again with growing waits and settles only with the module", async () => {
    const failure = new Error("Loading chunk 9467 failed.");
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce("module");
    const onFailure = jest.fn();
    const settled = jest.fn();
    void retryingImport(load, onFailure)().then(settled, settled);

    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenLastCalledWith(failure, 1, 2_000);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenLastCalledWith(failure, 2, 4_000);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(4_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith("module");
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it("loads once when the first attempt succeeds", async () => {
    const load = jest.fn(() => Promise.resolve(42));
    const onFailure = jest.fn();
    await expect(retryingImport(load, onFailure)()).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
