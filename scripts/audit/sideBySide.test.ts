import { formatTable, judgeJs, judgePair, median } from "./sideBySide";

describe("side-by-side audit", () => {
  it("takes medians of the measured runs, leaving failed runs out", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("judges our page against the starter's: LCP ratio, TBT margin, no layout shift, hydration and weight", () => {
    const ahead = judgePair(
      "home",
      { lcpMs: 900, tbtMs: 80, cls: 0, hydratedMs: 1900, jsGz: 60_000 },
      { lcpMs: 1800, tbtMs: 40, cls: 0.083, hydratedMs: 2400, jsGz: 97_300 },
    );
    expect(ahead.map((v) => [v.pass, v.detail])).toEqual([
      [true, "0.50x"],
      [true, "+40 ms"],
      [true, "0.000"],
      [true, "-500 ms"],
      [true, "60.0 kB against 97.3 kB"],
    ]);
    const behind = judgePair(
      "home",
      { lcpMs: 2000, tbtMs: 120, cls: 0.01, hydratedMs: 2600, jsGz: 102_300 },
      { lcpMs: 1800, tbtMs: 40, cls: 0, hydratedMs: 2450, jsGz: 97_300 },
    );
    expect(behind.map((v) => v.pass)).toEqual([false, false, false, false, false]);
    const unmeasured = judgePair(
      "home",
      { lcpMs: null, tbtMs: null, cls: null, hydratedMs: null, jsGz: null },
      { lcpMs: 1, tbtMs: 1, cls: 0, hydratedMs: 1, jsGz: 1 },
    );
    expect(unmeasured.every((v) => !v.pass && v.detail === "not measured")).toBe(true);
  });

  it("holds home to 100 kB and a sign-in page with its library to 130 kB", () => {
    expect(judgeJs(99_000, 129_000).map((v) => v.pass)).toEqual([true, true]);
    expect(judgeJs(100_500, 131_000).map((v) => v.pass)).toEqual([false, false]);
    expect(judgeJs(null, null).map((v) => v.detail)).toEqual(["not measured", "not measured"]);
  });

  it("prints one Markdown row per page and site, n/a where the page has no menu", () => {
    const table = formatTable([
      {
        page: "home",
        site: "ours",
        score: 0.99,
        lcpMs: 912,
        tbtMs: 31.4,
        cls: 0,
        jsGz: 97_400,
        hydratedMs: 1210,
        tapMs: 12,
      },
      { page: "home", site: "starter", score: 0.9, lcpMs: 1830, tbtMs: 20, cls: 0.083, jsGz: 95_000, hydratedMs: 1100 },
    ]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(
      /\| home +\| ours +\| 99 +\| 0\.91 s \| 31 ms +\| 0\.000 \| 97\.4 kB \| 1210 ms +\| 12 ms/,
    );
    expect(table[3]).toMatch(/\| starter .*\| 0\.083 \| 95\.0 kB \| 1100 ms +\| n\/a/);
  });
});
