/** The hand-made ISO formatter against Date's own. */
import { mulberry32 } from "../../test/mulberry32";
import { propertyRuns } from "../../test/propertyRuns";
import { isoInstant } from "./isoInstant";

describe("isoInstant is Date's toISOString", () => {
  const DAY = 86_400_000;
  const iso = (ms: number) => {
    try {
      return new Date(ms).toISOString();
    } catch (err) {
      return (err as Error).name;
    }
  };
  const ours = (ms: number) => {
    try {
      return isoInstant(ms);
    } catch (err) {
      return (err as Error).name;
    }
  };

  it("at the edges of the hand-computed range and of Date's", () => {
    const edges = [
      0,
      -1,
      1,
      Date.UTC(0, 0, 1) - Date.UTC(1900, 0, 1) + Date.UTC(0, 0, 1),
      8.64e15,
      -8.64e15,
      8.64e15 + 1,
    ];
    for (const day of [-719_528, -719_469, -719_468, -719_467, 2_932_896, 2_932_897, -1, 0, 11_016, 11_017]) {
      edges.push(day * DAY, day * DAY - 1, day * DAY + 1, (day + 1) * DAY - 1);
    }
    edges.push(1.5, -0.5, NaN, Infinity, 1_772_442_000_000.25);
    for (const ms of edges) expect([ms, ours(ms)]).toEqual([ms, iso(ms)]);
  });

  it(`on ${propertyRuns(200_000)} random instants from year -300 to 12000`, () => {
    const random = mulberry32(5);
    const wrong: number[] = [];
    for (let n = 0; n < propertyRuns(200_000); n++) {
      const ms = Math.floor(-7e13 + random() * 3.5e14);
      if (ours(ms) !== iso(ms)) wrong.push(ms);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
