/** orderBy against a plain comparison sort (value, then position). */
import { orderBy } from "./order";
import { mulberry32 } from "./testing/generate";

const reference = (values: Float64Array) =>
  Array.from(values.keys()).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);

describe("orderBy", () => {
  it("orders positions by value, ties by position, over wide, narrow, negative and fractional values", () => {
    const random = mulberry32(3);
    for (let round = 0; round < 300; round++) {
      const n = Math.floor(random() * 3000);
      const range = [0, 3, 1e3, 3.2e10, 2 ** 40, 2 ** 52 / Math.max(n, 1), 2 ** 60][round % 7] as number;
      const base = [0, 1.77e12, -1e9, -8.64e15][round % 4] as number;
      const values = new Float64Array(n);
      for (let k = 0; k < n; k++) values[k] = base + Math.floor(random() * range) + (round % 11 === 0 ? 0.5 : 0);
      expect([round, Array.from(orderBy(values))]).toEqual([round, reference(values)]);
    }
  });

  it("sorts by a digit that only one value differs in", () => {
    for (const shift of [0, 11, 22, 32, 43]) {
      const values = new Float64Array([7, 7 + 2 ** shift, 7, 7]);
      expect(Array.from(orderBy(values))).toEqual([0, 2, 3, 1]);
    }
  });

  it("handles empty and single lists", () => {
    expect(Array.from(orderBy(new Float64Array(0)))).toEqual([]);
    expect(Array.from(orderBy(new Float64Array([5])))).toEqual([0]);
  });
});
