/**
 * A calendar stand-in's latency profile (the `latency` field of its behavior file): how long an answer waits before
 * it is sent, as the real service takes its time. "none" (the default) answers at once, so the test suite stays
 * quick; "realistic" waits as the service does (each provider gives its bounds); an object gives the bounds itself,
 * `{"pageMs": [500, 2000], "smallMs": [150, 400], "tokenMs": [100, 300]}`, a bound left out keeping the realistic one.
 *
 * A wait is chosen from the request alone, by a hash of its method, path and query (opaque page, delta and sync
 * tokens read without their per-process epoch and nonce, a token request by its grant type), so a run waits the same
 * as the run before it. It sleeps on an unreferenced timer, which keeps no closed server alive, and it ends as soon
 * as the client goes away (HttpRequest.signal).
 */
import { createHash } from "node:crypto";
import { MAX_LATENCY_MS } from "./dev-controls";
import { formBody, type HttpRequest } from "./http";
import type { Routed } from "./listener";
import { decodeToken } from "./opaque-token";

/** What an answer is, for its wait: a page of events with their bodies, a small request, or the token endpoint. */
export type LatencyKind = "page" | "small" | "token";

/** Inclusive bounds of a wait, in whole milliseconds. */
export type MsRange = readonly [min: number, max: number];

export type LatencyProfile = Readonly<Record<LatencyKind, MsRange>>;

/** The object form of `latency`: explicit bounds per kind of answer. */
export interface LatencyBounds {
  pageMs?: MsRange;
  smallMs?: MsRange;
  tokenMs?: MsRange;
}

export type LatencySetting = "none" | "realistic" | LatencyBounds;

const BOUND_FIELDS: Readonly<Record<keyof LatencyBounds, LatencyKind>> = {
  pageMs: "page",
  smallMs: "small",
  tokenMs: "token",
};

const EXAMPLE = '{"pageMs": [500, 2000], "smallMs": [150, 400], "tokenMs": [100, 300]}';

function isRange(value: unknown): value is MsRange {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((ms) => Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= MAX_LATENCY_MS) &&
    (value[0] as number) <= (value[1] as number)
  );
}

/**
 * A behavior file's `latency`, checked; throws an Error saying what it takes (the caller names the field).
 */
export function parseLatency(value: unknown): LatencySetting {
  if (value === "none" || value === "realistic") return value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(
      `expected "none", "realistic" or an object of bounds such as ${EXAMPLE}, got ${JSON.stringify(value)}`,
    );
  const bounds: Record<string, MsRange> = {};
  for (const [key, given] of Object.entries(value)) {
    if (!Object.hasOwn(BOUND_FIELDS, key))
      throw new Error(`unknown bound "${key}" (known: ${Object.keys(BOUND_FIELDS).join(", ")})`);
    if (!isRange(given))
      throw new Error(
        `"${key}" must be [min, max], whole milliseconds with 0 <= min <= max <= ${MAX_LATENCY_MS}, got ${JSON.stringify(given)}`,
      );
    bounds[key] = [given[0], given[1]];
  }
  return bounds as LatencyBounds;
}

/** The bounds a setting gives, with `realistic` (the provider's) for what it leaves out; null for "none". */
export function latencyProfile(setting: LatencySetting | undefined, realistic: LatencyProfile): LatencyProfile | null {
  if (setting === undefined || setting === "none") return null;
  if (setting === "realistic") return realistic;
  return {
    page: setting.pageMs ?? realistic.page,
    small: setting.smallMs ?? realistic.small,
    token: setting.tokenMs ?? realistic.token,
  };
}

/** An opaque token without what changes from one run to the next (the history's epoch `p`, a nonce `n`). */
function stableValue(value: string): string {
  const token = decodeToken(value);
  if (!token) return value;
  const { p: _epoch, n: _nonce, ...rest } = token;
  return JSON.stringify(rest);
}

/** What a request's wait is chosen from: the same request in another run gives the same text. */
export function latencyKey(req: HttpRequest): string {
  const params = [...req.url.searchParams]
    .map(([k, v]) => `${k}=${stableValue(v)}`)
    .sort()
    .join("&");
  const grant = req.method === "POST" ? ` ${formBody(req).get("grant_type") ?? ""}` : "";
  return `${req.method} ${req.url.pathname}?${params}${grant}`;
}

/** A wait within `range`, the same for the same key. */
export function delayWithin(range: MsRange, key: string): number {
  const [min, max] = range;
  if (max <= min) return min;
  const hash = createHash("sha256").update(key).digest().readUIntBE(0, 6);
  return min + (hash % (max - min + 1));
}

/** One wait the stand-in chose: how long, for what kind of answer, on which operation and path. */
export interface LatencyDelay {
  ms: number;
  kind: LatencyKind;
  operation: string;
  path: string;
}

/** Sleeps a chosen wait; tests inject one that records it (and moves their clock) instead of waiting. */
export type LatencySleep = (delay: LatencyDelay, signal?: AbortSignal) => Promise<void>;

/**
 * Resolves after `ms`, or as soon as `signal` aborts (the client left); never rejects. The timer is unreferenced:
 * a closed server with a wait pending lets the process end.
 */
export function sleepUnlessClosed(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    // At least `ms` by the clock the Server-Timing header reads: Node's timers count whole milliseconds and can
    // fire a fraction early by it (a 1500 ms wait measured 1499.7), so what is left is waited again.
    const until = performance.now() + ms;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const wait = () => {
      const left = until - performance.now();
      if (left <= 0) {
        done();
        return;
      }
      timer = setTimeout(wait, Math.ceil(left));
      timer.unref();
    };
    wait();
    signal?.addEventListener("abort", done, { once: true });
  });
}

const sleepDelay: LatencySleep = (delay, signal) => sleepUnlessClosed(delay.ms, signal);

/**
 * The wait of one answer, after it is routed: none under a profile of null ("none", nothing else is looked at), nor
 * for an answer `kindOf` gives no kind (one the profile does not slow, such as a consent page). Otherwise the chosen
 * wait is slept, unless the client has already gone.
 */
export function latencyStage(
  profile: LatencyProfile | null,
  kindOf: (routed: Routed) => LatencyKind | null,
  sleep: LatencySleep = sleepDelay,
): (req: HttpRequest, routed: Routed) => Promise<void> {
  return async (req, routed) => {
    if (!profile || req.signal?.aborted) return;
    const kind = kindOf(routed);
    if (!kind) return;
    const ms = delayWithin(profile[kind], `${kind} ${latencyKey(req)}`);
    if (ms > 0) await sleep({ ms, kind, operation: routed.operation, path: req.url.pathname }, req.signal);
  };
}

/** Whether a JSON answer's `listKey` list has an item: a page that carries events. */
export function listsItems(body: string | Buffer | undefined, listKey: string, itemKey?: string): boolean {
  if (body === undefined) return false;
  try {
    const parsed: unknown = JSON.parse(body.toString());
    const list = (parsed as Record<string, unknown> | null)?.[listKey];
    if (!Array.isArray(list)) return false;
    return itemKey === undefined
      ? list.length > 0
      : list.some((item) => typeof item === "object" && item !== null && itemKey in item);
  } catch {
    return false;
  }
}
