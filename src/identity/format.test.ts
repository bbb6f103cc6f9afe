import { relativeMinutes } from "./format";

const NOW = Date.UTC(2026, 2, 12, 14, 0, 0);
const min = 60_000;

describe("relativeMinutes", () => {
  it.each([
    [60 * min, "in 60 minutes"],
    [60 * min - 200, "in 60 minutes"],
    [50 * min, "in 50 minutes"],
    [90_000, "in 2 minutes"],
    [min, "in 1 minute"],
    [29_000, "in less than a minute"],
    [0, "in less than a minute"],
    [-29_000, "less than a minute ago"],
    [-min, "1 minute ago"],
    [-5 * min, "5 minutes ago"],
  ])("%d ms from now: %s", (offset, text) => {
    expect(relativeMinutes(NOW + offset, NOW)).toBe(text);
  });
});
