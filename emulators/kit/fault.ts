/**
 * The fault switch of the calendar stand-ins: make the next data requests answer the provider's rate-limit error
 * ("throttle") or a server error ("fail"), so clients' retry and partial-data paths can be tested. One parser
 * serves the environment variables (MICROSOFT_STANDIN_FAULT, GOOGLE_STANDIN_FAULT), the dev endpoint and tests.
 */

export type Fault =
  | { mode: "none" }
  | { mode: "throttle"; count: number; retryAfterSeconds: number }
  /** `count` null: every data request fails until the mode is set back to none. */
  | { mode: "fail"; status: number; count: number | null };

/** What the next data request must answer, if anything; `sequence` counts throttled answers from 0. */
export type FaultOutcome =
  { kind: "throttle"; retryAfterSeconds: number; sequence: number } | { kind: "fail"; status: number };

export const NO_FAULT: Fault = { mode: "none" };
const DEFAULT_RETRY_AFTER = 1;
const DEFAULT_FAIL_STATUS = 503;

export class FaultError extends Error {
  override name = "FaultError";
}

const FORMS =
  'expected "none", "throttle[:count[:retryAfterSeconds]]" or "fail[:status]", e.g. "throttle:3" or "fail:500"';

function integer(text: string | undefined, what: string, min: number, max: number): number | undefined {
  if (text === undefined || text === "") return undefined;
  if (!/^\d+$/.test(text)) throw new FaultError(`${what} must be a whole number, got "${text}"`);
  const n = Number(text);
  if (n < min || n > max) throw new FaultError(`${what} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** Reads "none", "throttle", "throttle:3", "throttle:3:10", "fail", "fail:500"; throws FaultError otherwise. */
export function parseFault(text: string): Fault {
  const [mode, first, second, ...rest] = text.trim().toLowerCase().split(":");
  if (rest.length) throw new FaultError(`Too many parts in fault "${text}": ${FORMS}`);
  if (mode === "none" || mode === "") {
    if (first !== undefined) throw new FaultError(`"none" takes no arguments: ${FORMS}`);
    return NO_FAULT;
  }
  if (mode === "throttle") {
    return makeFault({
      mode,
      count: integer(first, "throttle count", 1, 100000),
      retryAfterSeconds: integer(second, "retryAfterSeconds", 0, 3600),
    });
  }
  if (mode === "fail") {
    if (second !== undefined) throw new FaultError(`"fail" takes one argument (the status): ${FORMS}`);
    return makeFault({ mode, status: integer(first, "fail status", 500, 599) });
  }
  throw new FaultError(`Unknown fault "${text}": ${FORMS}`);
}

function makeFault(o: {
  mode: "throttle" | "fail";
  count?: number;
  retryAfterSeconds?: number;
  status?: number;
}): Fault {
  if (o.mode === "throttle")
    return { mode: "throttle", count: o.count ?? 1, retryAfterSeconds: o.retryAfterSeconds ?? DEFAULT_RETRY_AFTER };
  return { mode: "fail", status: o.status ?? DEFAULT_FAIL_STATUS, count: o.count ?? null };
}

/** The dev endpoint's body: `{mode, count?, retryAfterSeconds?, status?}`; throws FaultError with the reason. */
export function faultFromJson(value: unknown): Fault {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new FaultError('The body must be a JSON object such as {"mode":"throttle","count":3}');
  const v = value as Record<string, unknown>;
  const known = new Set(["mode", "count", "retryAfterSeconds", "status"]);
  const unknown = Object.keys(v).filter((k) => !known.has(k));
  if (unknown.length) throw new FaultError(`Unknown field(s): ${unknown.join(", ")}`);
  const num = (key: string, min: number, max: number): number | undefined => {
    const x = v[key];
    if (x === undefined || x === null) return undefined;
    if (typeof x !== "number" || !Number.isInteger(x) || x < min || x > max)
      throw new FaultError(`${key} must be a whole number between ${min} and ${max}`);
    return x;
  };
  if (v.mode === "none") return NO_FAULT;
  if (v.mode === "throttle") {
    if (v.status !== undefined) throw new FaultError("status applies to mode fail only");
    return makeFault({
      mode: "throttle",
      count: num("count", 1, 100000),
      retryAfterSeconds: num("retryAfterSeconds", 0, 3600),
    });
  }
  if (v.mode === "fail") {
    if (v.retryAfterSeconds !== undefined) throw new FaultError("retryAfterSeconds applies to mode throttle only");
    return makeFault({ mode: "fail", status: num("status", 500, 599), count: num("count", 1, 100000) });
  }
  throw new FaultError('mode must be "none", "throttle" or "fail"');
}

/** The current fault and its remaining count; `next()` is called once per data request. */
export class FaultSwitch {
  private fault: Fault = NO_FAULT;
  private remaining: number | null = null;
  private throttled = 0;

  constructor(initial: Fault = NO_FAULT) {
    this.set(initial);
  }

  set(fault: Fault): void {
    this.fault = fault;
    this.remaining = fault.mode === "none" ? null : fault.count;
    this.throttled = 0;
  }

  /** The fault as set, with what is left of its count. */
  current(): Fault & { remaining: number | null } {
    return { ...this.fault, remaining: this.remaining };
  }

  next(): FaultOutcome | null {
    const fault = this.fault;
    if (fault.mode === "none") return null;
    if (this.remaining !== null) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.fault = NO_FAULT;
    }
    if (fault.mode === "throttle")
      return { kind: "throttle", retryAfterSeconds: fault.retryAfterSeconds, sequence: this.throttled++ };
    return { kind: "fail", status: fault.status };
  }
}
