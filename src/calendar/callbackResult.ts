/**
 * The outcome of a connect, which the OAuth callback puts in the query of the page it returns to: `?finish=
 * <provider>` (the page, signed in, finishes it with POST /api/calendar/callback/<provider>, whose answer is
 * `{ connected }` or `{ error }`), or `?error=<code>` straight away (`?connected=` from older links still reads):
 * read once, shown, and removed from the URL so a reload or a shared link does not show it again. The page words the error itself (connectErrors.ts): any other text in the query,
 * such as a `message` an older callback or a crafted link put there, is never shown.
 */
import { isConnectError, type ConnectError } from "../../core/calendar/connectErrors";
import { PROVIDERS, type ProviderId } from "../../core/calendar/model";

export type CallbackResult = { kind: "connected"; provider: ProviderId } | { kind: "error"; code: ConnectError };

/** What the page finds on arrival: a result, or a connection to finish. */
export type CallbackArrival = CallbackResult | { kind: "finish"; provider: ProviderId };

const KEYS = ["connected", "error", "message", "finish"];

const isProvider = (value: string | null): value is ProviderId =>
  value !== null && (PROVIDERS as readonly string[]).includes(value);

export function readCallbackResult(search: string): CallbackArrival | null {
  const params = new URLSearchParams(search);
  const finish = params.get("finish");
  if (isProvider(finish)) return { kind: "finish", provider: finish };
  return resultOf(params);
}

/** The finishing call's answer (`{ connected }` or `{ error }`) as a result; anything else is the generic failure. */
export function finishedResult(answer: unknown): CallbackResult {
  const fields = (answer ?? {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const name of ["connected", "error"])
    if (typeof fields[name] === "string") params.set(name, fields[name] as string);
  return resultOf(params) ?? { kind: "error", code: "failed" };
}

function resultOf(params: URLSearchParams): CallbackResult | null {
  const connected = params.get("connected");
  if (isProvider(connected)) return { kind: "connected", provider: connected };
  const code = params.get("error");
  if (code) return { kind: "error", code: isConnectError(code) ? code : "failed" };
  return null;
}

/** The query without the callback's keys ("" when nothing else was there). */
export function withoutCallbackResult(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
