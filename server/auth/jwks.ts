/**
 * Getting the pool's public keys. aws-jwt-verify's SimpleJwksCache keeps the JWKS in memory and fetches it again
 * only for a `kid` it does not know (key rotation). Two things are ours:
 *  - the fetcher uses `fetch`, which speaks plain http too (the library's Node fetcher uses `https.request`,
 *    which refuses the emulator's http URL), with a timeout and a size cap;
 *  - the penalty box allows one fetch per JWKS URL per minute for unknown kids (tokens with made-up kids cannot
 *    make us hammer Cognito), but retries sooner while no JWKS has ever been fetched (a cold start during an
 *    outage recovers in seconds), and lets concurrent requests join a fetch already running.
 */
import type { Fetcher } from "aws-jwt-verify/https";
import { FetchError, WaitPeriodNotYetEndedJwkError } from "aws-jwt-verify/error";
import { SimpleJwksCache, type PenaltyBox } from "aws-jwt-verify/jwk";

export interface JwksFetchOptions {
  /** Between two fetches for unknown kids. */
  refetchIntervalMs?: number;
  /** Between attempts while no JWKS has been fetched yet. */
  retryIntervalMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => number;
}

interface UriState {
  lastAttempt: number;
  fetched: boolean;
  running: boolean;
}

export class JwksFetchPolicy implements Fetcher, PenaltyBox {
  private readonly state = new Map<string, UriState>();
  private readonly refetchIntervalMs: number;
  private readonly retryIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: JwksFetchOptions = {}) {
    this.refetchIntervalMs = options.refetchIntervalMs ?? 60_000;
    this.retryIntervalMs = options.retryIntervalMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.maxBytes = options.maxBytes ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether a JWKS was ever fetched from this URL (if not, failures are an outage, not a bad token). */
  hasFetched(uri: string): boolean {
    return this.state.get(uri)?.fetched ?? false;
  }

  async wait(uri: string): Promise<void> {
    const s = this.state.get(uri);
    if (!s || s.running) return;
    const interval = s.fetched ? this.refetchIntervalMs : this.retryIntervalMs;
    if (this.now() - s.lastAttempt < interval)
      throw new WaitPeriodNotYetEndedJwkError(
        "Not allowed to fetch JWKS yet, still waiting for back off period to end",
      );
  }

  registerFailedAttempt(): void {}

  registerSuccessfulAttempt(): void {}

  async fetch(uri: string): Promise<ArrayBuffer> {
    const s = this.state.get(uri) ?? { lastAttempt: 0, fetched: false, running: false };
    this.state.set(uri, s);
    s.lastAttempt = this.now();
    s.running = true;
    try {
      const res = await fetch(uri, {
        headers: { Accept: "application/json" },
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status !== 200) throw new FetchError(uri, `Status code is ${res.status}, expected 200`);
      const body = await res.arrayBuffer();
      if (body.byteLength > this.maxBytes) throw new FetchError(uri, "JWKS response too large");
      s.fetched = true;
      return body;
    } catch (err) {
      throw err instanceof FetchError ? err : new FetchError(uri, err instanceof Error ? err.message : String(err));
    } finally {
      s.running = false;
    }
  }
}

export function createJwksCache(policy: JwksFetchPolicy): SimpleJwksCache {
  return new SimpleJwksCache({ fetcher: policy, penaltyBox: policy });
}
