/**
 * A scripted stand-in for `fetch` in the provider clients' unit tests: it records every request (method, URL,
 * headers, body) and answers each with the next scripted reply, so tests assert exactly what went on the wire.
 * Plus a fake clock whose sleep records the delays instead of waiting.
 */
import type { HttpDeps } from "../providers/http/deps";
import { DEFAULT_RETRY_POLICY } from "../providers/http/deps";

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The URL without its query: origin and path. */
  endpoint: string;
  headers: Headers;
  /** The body as sent (form bodies as their urlencoded text). */
  body: string;
  /** The form fields of a urlencoded body. */
  form: URLSearchParams;
  redirect?: RequestRedirect;
}

export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  /** fetch rejects as it does when the host cannot be reached. */
  | { networkError: string }
  /** Never answers; rejects when the request's signal aborts (timeouts). */
  | { hang: true };

export type Script = Reply | ((request: RecordedRequest) => Reply);

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Adds replies, answered in order. */
  reply(...replies: Script[]): FakeFetch;
  /** Replies not used yet. */
  pending(): number;
}

function toResponse(reply: Exclude<Reply, { networkError: string } | { hang: true }>): Response {
  const status = reply.status ?? 200;
  const headers = new Headers(reply.headers);
  if ("json" in reply) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
    return new Response(JSON.stringify(reply.json), { status, headers });
  }
  return new Response(reply.text, { status, headers });
}

export function fakeFetch(...initial: Script[]): FakeFetch {
  const queue: Script[] = [...initial];
  const requests: RecordedRequest[] = [];

  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const body = init.body === undefined || init.body === null ? "" : String(init.body);
    const request: RecordedRequest = {
      method: (init.method ?? "GET").toUpperCase(),
      url,
      endpoint: url.origin + url.pathname,
      headers: new Headers(init.headers),
      body,
      form: new URLSearchParams(body),
      redirect: init.redirect,
    };
    requests.push(request);
    const next = queue.shift();
    if (next === undefined) throw new Error(`fake fetch: no reply scripted for ${request.method} ${url.href}`);
    const reply = typeof next === "function" ? next(request) : next;
    if ("networkError" in reply) throw new TypeError("fetch failed", { cause: new Error(reply.networkError) });
    if ("hang" in reply) {
      return new Promise((_resolve, reject) => {
        const signal = init.signal;
        if (!signal) return;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    }
    return toResponse(reply);
  };

  const fake: FakeFetch = {
    fetch: fetchImpl as typeof fetch,
    requests,
    reply(...replies) {
      queue.push(...replies);
      return fake;
    },
    pending: () => queue.length,
  };
  return fake;
}

export interface FakeClock {
  now: () => number;
  sleep: HttpDeps["sleep"];
  /** Every delay slept, in order. */
  sleeps: number[];
}

/** A clock that advances only when slept on. */
export function fakeClock(start = Date.parse("2026-03-02T09:00:00Z")): FakeClock {
  let current = start;
  const sleeps: number[] = [];
  return {
    now: () => current,
    sleep: async (ms) => {
      sleeps.push(ms);
      current += ms;
    },
    sleeps,
  };
}

/** HttpDeps over a fake fetch and clock, with jitter fixed at its midpoint. */
export function testDeps(fake: FakeFetch, clock: FakeClock = fakeClock(), overrides: Partial<HttpDeps> = {}): HttpDeps {
  return {
    fetch: fake.fetch,
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0.5,
    retry: { ...DEFAULT_RETRY_POLICY },
    ...overrides,
  };
}
