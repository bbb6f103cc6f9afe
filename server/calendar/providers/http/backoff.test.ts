import { backoffMs, retryAfterMs } from "./backoff";

const NOW = Date.parse("2026-03-02T09:00:00Z");

describe("retryAfterMs", () => {
  test.each([
    ["seconds", "5", 5000],
    ["zero seconds", "0", 0],
    ["spaces around seconds", " 12 ", 12_000],
    ["an HTTP date 30 s ahead", "Mon, 02 Mar 2026 09:00:30 GMT", 30_000],
    ["an HTTP date in the past", "Mon, 02 Mar 2026 08:59:00 GMT", 0],
  ])("reads %s", (_name, header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });

  test.each([
    ["absent", null],
    ["empty", ""],
    ["unreadable", "soon"],
    ["negative", "-3"],
  ])("is undefined when %s", (_name, header) => {
    expect(retryAfterMs(header, NOW)).toBeUndefined();
  });
});

describe("backoffMs", () => {
  const policy = { baseDelayMs: 500, maxDelayMs: 8000 };

  test("doubles per retry and jitters within [d/2, d)", () => {
    expect(backoffMs(1, policy, () => 0)).toBe(250);
    expect(backoffMs(1, policy, () => 0.999)).toBe(500);
    expect(backoffMs(2, policy, () => 0.5)).toBe(750);
    expect(backoffMs(3, policy, () => 0)).toBe(1000);
  });

  test("is capped at maxDelayMs", () => {
    expect(backoffMs(10, policy, () => 0.9999)).toBe(8000);
    expect(backoffMs(10, policy, () => 0)).toBe(4000);
  });
});
