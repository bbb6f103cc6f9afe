/**
 * Bounded retries for provider API calls. Throttling (Graph 429, Google 429 and 403 rate-limit reasons) and
 * transient server errors (5xx) are retried with the provider's Retry-After or jittered backoff, up to a cap on
 * attempts and on the total wait; everything else is answered at once. A throttled calendar thus costs at most
 * the budget and ends as ProviderError 'rate_limited' instead of holding the function until it times out.
 * A request with no answer (refused, reset, timed out) is not retried: it is reported as 'network' at once, since
 * a second wait of the same length would not fit the function's own time limit.
 */
import type { ProviderId } from "../../../../core/calendar/model";
import { ProviderError } from "../provider";
import { backoffMs, retryAfterMs } from "./backoff";
import type { HttpDeps } from "./deps";

export type Operation = ProviderError["operation"];

/** One answer as read off the wire: the body's text and, when it is JSON, its value. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
}

/**
 * 'throttled': rate limiting, retried, 'rate_limited' when it persists. 'transient': retried, 'provider_error'
 * when it persists. 'final': answered as is (success, or an error no retry can fix).
 */
export type AnswerClass = "throttled" | "transient" | "final";

/** How one provider's API says what went wrong. */
export interface ApiDialect {
  provider: ProviderId;
  /** Name for messages: "Microsoft Graph", "Google Calendar". */
  label: string;
  classify(answer: ApiAnswer): AnswerClass;
  /** The provider's error code and message from an error answer, for ProviderError messages. */
  describe(answer: ApiAnswer): string;
  /** The provider's own code for an error answer (Graph `error.code`, Google's first `reason`), if it sent one. */
  reason(answer: ApiAnswer): string | undefined;
}

/** Wait time left for one listing (shared by its pages) or one call. */
export interface RetryBudget {
  remainingMs: number;
}

/** What a caller hands a provider's paged or single request. */
export interface RequestOptions {
  signal?: AbortSignal;
  budget?: RetryBudget;
  /**
   * Epoch ms the caller stops waiting at (the function's deadline): a throttled answer whose wait would reach it is
   * reported as throttling at once, rather than waited on until the caller gives up on a service that "did not
   * answer".
   */
  deadlineAt?: number;
}

export interface RetryContext {
  dialect: ApiDialect;
  operation: Operation;
  deps: HttpDeps;
  budget: RetryBudget;
  signal?: AbortSignal | undefined;
  deadlineAt?: number | undefined;
}

export interface RetriedAnswer {
  answer: ApiAnswer;
  retries: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Why fetch rejected, for messages: undici puts the system error (ECONNREFUSED, ENOTFOUND) in `cause`. Read by
 * shape, not instanceof, since errors may come from another realm (DOMException, test sandboxes).
 */
export function fetchFailureReason(error: unknown): string {
  const messageOf = (value: unknown) =>
    typeof value === "object" && value !== null && "message" in value && typeof value.message === "string"
      ? value.message
      : "";
  const cause = typeof error === "object" && error !== null && "cause" in error ? messageOf(error.cause) : "";
  return cause || messageOf(error);
}

/** Sends one request with a timeout and reads its whole body, mapping "no answer" to ProviderError 'network'. */
async function attempt(send: (signal: AbortSignal) => Promise<Response>, ctx: RetryContext): Promise<ApiAnswer> {
  const timeout = AbortSignal.timeout(ctx.deps.retry.timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const { provider, label } = ctx.dialect;
  try {
    const response = await send(signal);
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    if (ctx.signal?.aborted) {
      throw new ProviderError(provider, ctx.operation, "network", `The request to ${label} was canceled.`);
    }
    if (timeout.aborted) {
      const seconds = ctx.deps.retry.timeoutMs / 1000;
      throw new ProviderError(provider, ctx.operation, "network", `${label} did not answer within ${seconds} s.`);
    }
    const reason = fetchFailureReason(error);
    throw new ProviderError(
      provider,
      ctx.operation,
      "network",
      `Could not reach ${label}${reason ? `: ${reason}` : ""}.`,
    );
  }
}

function exhausted(ctx: RetryContext, answer: ApiAnswer, cls: AnswerClass, why: string): ProviderError {
  const kind = cls === "throttled" ? "rate_limited" : "provider_error";
  const message = `${ctx.dialect.describe(answer)} (${why})`;
  return new ProviderError(ctx.dialect.provider, ctx.operation, kind, message, answer.status);
}

/**
 * Sends the request until it gets an answer that is not worth retrying, and returns it with the number of
 * retries. Throws ProviderError when no answer came ('network'), or when throttling or server errors outlast
 * the attempts or the budget.
 */
export async function withRetries(
  send: (signal: AbortSignal) => Promise<Response>,
  ctx: RetryContext,
): Promise<RetriedAnswer> {
  const { retry, sleep, random, now } = ctx.deps;
  for (let attemptNo = 1; ; attemptNo++) {
    const answer = await attempt(send, ctx);
    const cls = ctx.dialect.classify(answer);
    if (cls === "final") return { answer, retries: attemptNo - 1 };
    if (attemptNo >= retry.maxAttempts) {
      throw exhausted(ctx, answer, cls, `gave up after ${attemptNo} attempts`);
    }
    const asked = retryAfterMs(answer.headers.get("retry-after"), now());
    const delay = asked ?? backoffMs(attemptNo, retry, random);
    if (delay > ctx.budget.remainingMs) {
      const why =
        asked === undefined
          ? "retry budget spent"
          : `Retry-After of ${Math.ceil(asked / 1000)} s exceeds the retry budget`;
      throw exhausted(ctx, answer, cls, why);
    }
    if (ctx.deadlineAt !== undefined && now() + delay >= ctx.deadlineAt)
      throw exhausted(ctx, answer, cls, `a wait of ${Math.ceil(delay / 1000)} s would pass the request's deadline`);
    ctx.budget.remainingMs -= delay;
    try {
      await sleep(delay, ctx.signal);
    } catch {
      const { provider, label } = ctx.dialect;
      throw new ProviderError(provider, ctx.operation, "network", `The request to ${label} was canceled.`);
    }
  }
}
