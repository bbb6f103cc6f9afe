import { counts, mergeJest, playwrightTests, playwrightTime, slowestJestFiles, stageTable } from "./test-report";

describe("the test run's report", () => {
  it("puts the stages on one clock from the first start, the install included", () => {
    const table = stageTable([
      { name: "install", start: 1_000, end: 61_000, code: 0 },
      { name: "jest", start: 61_000, end: 181_500, code: 0 },
      { name: "playwright", start: 181_500, end: 481_500, code: 1 },
    ]);
    expect(table).toEqual([
      "stage         from      to   wall s  result",
      "install        0.0    60.0     60.0  ok",
      "jest          60.0   180.5    120.5  ok",
      "playwright   180.5   480.5    300.0  failed (exit 1)",
      "total                         480.5",
    ]);
  });

  it("lists the slowest jest files first, by their wall time", () => {
    const slowest = slowestJestFiles(
      {
        testResults: [
          { name: "/repo/a.test.ts", startTime: 0, endTime: 1_000 },
          { name: "/repo/src/b.test.ts", startTime: 0, endTime: 9_000 },
        ],
      },
      "/repo",
    );
    expect(slowest).toEqual([
      { ms: 9_000, name: "src/b.test.ts" },
      { ms: 1_000, name: "a.test.ts" },
    ]);
  });

  it("names each Playwright test by its describe blocks, with every try", () => {
    const tests = playwrightTests({
      suites: [
        {
          title: "a.spec.ts",
          specs: [
            { file: "a.spec.ts", title: "top", tests: [{ projectName: "chromium", results: [{ duration: 5 }] }] },
          ],
          suites: [
            {
              title: "group",
              specs: [
                {
                  file: "a.spec.ts",
                  title: "inner",
                  tests: [{ projectName: "chromium", results: [{ status: "failed" }, { status: "passed" }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(tests.map((t) => [t.title, t.results.length])).toEqual([
      ["top", 1],
      ["group › inner", 2],
    ]);
  });

  it("counts a flaky test as passed, and a failed stage without failed tests as one failure", () => {
    const jest = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTotalTestSuites: 2 };
    const playwright = { stats: { expected: 4, flaky: 1, unexpected: 0, skipped: 0 } };
    expect(counts(jest, playwright, false)).toMatchObject({ passed: 15, failed: 0, skipped: 1 });
    expect(counts(jest, playwright, true)).toMatchObject({ passed: 15, failed: 1 });
    expect(counts(null, null, true).detail).toBe("no test results");
  });

  it("adds the AWS stack's jest run to the main one: counts summed, files listed together", () => {
    const main = {
      numPassedTests: 10,
      numFailedTests: 1,
      numPendingTests: 0,
      numTotalTestSuites: 2,
      testResults: [{ name: "a" }],
    };
    const infra = {
      numPassedTests: 4,
      numFailedTests: 0,
      numPendingTests: 0,
      numTotalTestSuites: 1,
      testResults: [{ name: "b" }],
    };
    const merged = mergeJest(main, infra);
    expect(merged).toMatchObject({ numPassedTests: 14, numFailedTests: 1, numTotalTestSuites: 3 });
    expect(merged?.testResults).toHaveLength(2);
    expect(mergeJest(null, infra)).toBe(infra);
    expect(mergeJest(main, null)).toBe(main);
  });

  it("adds up Playwright's visits, axe passes and sign-ins, each step once under its outermost name", () => {
    const step = (title: string, duration: number, steps: unknown[] = []) => ({ title, duration, steps });
    const time = playwrightTime({
      suites: [
        {
          title: "a.spec.ts",
          specs: [
            {
              file: "a.spec.ts",
              title: "signs in and checks",
              tests: [
                {
                  projectName: "chromium",
                  results: [
                    {
                      duration: 10_000,
                      steps: [
                        step("sign in a@example.com", 3_000, [step("visit /login/", 1_000)]),
                        step("visit /admin/", 2_000, [step("visit /admin/", 1_500)]),
                        step("axe the portal (light)", 1_000),
                        step("Click", 500, [step("axe nested in another step", 250)]),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(time.total).toBe(10_000);
    expect(time.kinds).toEqual({
      "sign-ins": { count: 1, ms: 3_000 },
      "axe passes": { count: 2, ms: 1_250 },
      "page visits": { count: 1, ms: 2_000 },
    });
    expect(time.rest).toBe(10_000 - 6_250);
    expect(time.files).toEqual({ "a.spec.ts": 10_000 });
  });
});
