/**
 * How many random cases a property test tries: the full count in `npm run test:full` (TEST_FULL=1), a tenth in the
 * fast suite. The generators are seeded, so the fast run's cases are the first of the full run's.
 */
export function propertyRuns(full: number): number {
  return process.env.TEST_FULL === "1" ? full : Math.ceil(full / 10);
}
