/**
 * How long to wait before retrying a throttled or failed request: the provider's Retry-After when it gives one
 * (Graph sends seconds; HTTP also allows a date), otherwise exponential backoff with jitter so that many clients
 * throttled together do not come back in step.
 */
import type { RetryPolicy } from "./deps";

/** Milliseconds from `now` that a Retry-After header asks for; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ("Mon, 02 Mar 2026 09:00:30 GMT"); "-3" would parse as a year.
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Backoff before retry number `retry` (1 for the first): base·2^(retry-1), capped, then jittered into [d/2, d). */
export function backoffMs(
  retry: number,
  policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs">,
  random: () => number,
) {
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(delay / 2 + (random() * delay) / 2);
}
