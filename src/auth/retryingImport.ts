/**
 * Code a signed-in page cannot do without (the session time-outs and token renewal) must not be lost to one failed
 * fetch: a blip, a laptop asleep while it loaded, or webpack's two-minute script time-out would otherwise leave
 * the page signed in with no idle sign-out and no renewal. The import is tried again after 2 s, 4 s, … at most a
 * minute apart until it loads; the promise only settles with the module.
 */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/** The wait before attempt `failed + 1`, after `failed` failures. */
export function retryDelay(failed: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failed - 1));
}

export function retryingImport<T>(
  load: () => Promise<T>,
  onFailure: (error: unknown, failed: number, retryInMs: number) => void = () => undefined,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve) => {
      const attempt = (failed: number) => {
        load().then(resolve, (error: unknown) => {
          const wait = retryDelay(failed + 1);
          onFailure(error, failed + 1, wait);
          setTimeout(() => attempt(failed + 1), wait);
        });
      };
      attempt(0);
    });
}
