/**
 * The one way the browser's code loads a lazy chunk (the sign-in library, the hosted-UI client, the session
 * time-outs, the docs search, the QR code library...; React components through lazyComponent.ts): fetched by the
 * first call that needs it and shared by the calls after it.
 *
 * A failed fetch (offline, a deploy replaced the chunk) is not remembered: by default the next call tries again.
 * With `retry`, for code a signed-in page cannot do without (time-outs, token renewal), the call itself keeps
 * trying, 2 s, 4 s, … at most a minute apart, and settles only with the module: a blip, a laptop asleep while it
 * loaded or webpack's two-minute script time-out must not leave a page signed in with no idle sign-out.
 */
export interface Lazy<T> {
  (): Promise<T>;
  /** Whether a fetch has succeeded. */
  readonly loaded: boolean;
}

export interface LazyOptions {
  /** Keep trying until it loads; told of each failure and the wait before the next attempt. */
  retry?: (error: unknown, failed: number, retryInMs: number) => void;
}

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/** The wait before attempt `failed + 1`, after `failed` failures. */
export function retryDelay(failed: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failed - 1));
}

function untilLoaded<T>(load: () => Promise<T>, retry: NonNullable<LazyOptions["retry"]>): Promise<T> {
  return new Promise<T>((resolve) => {
    const attempt = (failed: number) => {
      load().then(resolve, (error: unknown) => {
        const wait = retryDelay(failed + 1);
        retry(error, failed + 1, wait);
        setTimeout(() => attempt(failed + 1), wait);
      });
    };
    attempt(0);
  });
}

export function lazy<T>(load: () => Promise<T>, options: LazyOptions = {}): Lazy<T> {
  const { retry } = options;
  let pending: Promise<T> | null = null;
  let loaded = false;
  const get = (): Promise<T> => {
    pending ??= (retry ? untilLoaded(load, retry) : load()).then(
      (value) => {
        loaded = true;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(get, "loaded", { get: () => loaded }) as Lazy<T>;
}
