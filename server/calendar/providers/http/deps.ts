/**
 * What the provider clients take from the outside world (fetch, the clock, timers, randomness) and the retry
 * policy, in one injectable bundle, so tests script the network and time instead of waiting for them.
 */

export interface RetryPolicy {
  /** Requests per call, the first included. */
  maxAttempts: number;
  /** Total time one listing (or one call) may spend waiting between attempts. */
  budgetMs: number;
  /** First backoff when the provider gives no Retry-After; doubles per retry, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per request: a provider that does not answer within it counts as a network failure. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  budgetMs: 20_000,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  timeoutMs: 15_000,
};

export interface HttpDeps {
  fetch: typeof fetch;
  /** Resolves after `ms`; rejects when `signal` aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** In [0, 1), for backoff jitter. */
  random: () => number;
  /** Epoch ms, for token expiry and Retry-After dates. */
  now: () => number;
  retry: RetryPolicy;
}

/** What createMicrosoftProvider / createGoogleProvider accept: any part of HttpDeps, the rest defaults. */
export interface ProviderDeps {
  fetch?: typeof fetch;
  sleep?: HttpDeps["sleep"];
  random?: () => number;
  now?: () => number;
  retry?: Partial<RetryPolicy>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function resolveDeps(deps: ProviderDeps = {}): HttpDeps {
  return {
    // Looked up per call, not captured at import, so nothing runs when the module loads.
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    sleep: deps.sleep ?? sleep,
    random: deps.random ?? Math.random,
    now: deps.now ?? Date.now,
    retry: { ...DEFAULT_RETRY_POLICY, ...deps.retry },
  };
}
