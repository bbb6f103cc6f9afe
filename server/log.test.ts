import { logError, logOnce, resetLogOnce } from "./log";

describe("log", () => {
  afterEach(() => jest.restoreAllMocks());

  it("logs a misconfiguration once per message", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    resetLogOnce();
    logOnce("AUTH_COOKIE_KEY is not set");
    logOnce("AUTH_COOKIE_KEY is not set");
    logOnce("another problem");
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenCalledWith("[functions] AUTH_COOKIE_KEY is not set");
  });

  it("includes an error's stack", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    logError("failed", new Error("boom"));
    expect(spy.mock.calls[0]?.[0]).toMatch(/^\[functions\] failed: Error: boom/);
  });
});
