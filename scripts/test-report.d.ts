/** Types of test-report.js (plain CommonJS so the test run's last step needs only Node). */
export interface Stage {
  name: string;
  start: number;
  end: number;
  code: number;
}
export declare function stageTable(stages: Stage[]): string[];
export declare function slowestJestFiles(
  jest: { testResults?: { name: string; startTime?: number; endTime?: number }[] },
  root: string,
): { ms: number; name: string }[];
export declare function playwrightTests(report: unknown): {
  file: string;
  title: string;
  project: string;
  results: { status?: string; duration?: number }[];
}[];
export declare function playwrightTime(report: unknown): {
  total: number;
  kinds: Record<string, { count: number; ms: number }>;
  rest: number;
  files: Record<string, number>;
};
export declare function counts(
  jest: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTotalTestSuites: number } | null,
  playwright: { stats: { expected: number; flaky: number; unexpected: number; skipped: number } } | null,
  anyStageFailed: boolean,
): { passed: number; failed: number; skipped: number; detail: string; note: string[] };
export declare function mergeJest<T extends { testResults?: unknown[] }>(a: T | null, b: T | null): T | null;
