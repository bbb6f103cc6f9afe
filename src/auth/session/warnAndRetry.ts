/** What the session's lazily loaded parts say while they are retried (lazy.ts): a warning, the page carries on. */
export const warnAndRetry = (what: string) => (error: unknown, failed: number, retryInMs: number) =>
  console.warn(`${what} could not be loaded (attempt ${failed}); trying again in ${retryInMs / 1000} s.`, error);
