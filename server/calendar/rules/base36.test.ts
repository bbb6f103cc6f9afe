/** The merged keys' base-36 digits (merge.ts) against the engine's toString(36). */
import { base36 } from "./merge";
import { mulberry32 } from "./testing/generate";

describe("base36", () => {
  it("writes whole numbers below 2^53 as toString(36) does", () => {
    const random = mulberry32(36);
    const values = [0, 1, 35, 36, 37, 36 ** 10 - 1, 36 ** 10, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1];
    for (let i = 0; i < 100_000; i++)
      values.push(4294967296 * Math.floor(random() * 2097152) + Math.floor(random() * 4294967296));
    // One assertion over the mismatches: an expect per value made this the slowest unit test (16 s).
    const wrong = values.filter((v) => base36(v) !== v.toString(36)).map((v) => [v, base36(v), v.toString(36)]);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
