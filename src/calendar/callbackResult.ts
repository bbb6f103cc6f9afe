/**
 * The outcome of a just-finished connect, which the OAuth callback puts in the query of the page it returns to
 * (`?connected=<provider>` or `?error=<code>`): read once, shown, and removed from the URL so a reload or a shared
 * link does not show it again. The page words the error itself (connectErrors.ts): any other text in the query,
 * such as a `message` an older callback or a crafted link put there, is never shown.
 */
import { isConnectError, type ConnectError } from "./connectErrors";
import { PROVIDERS, type ProviderId } from "./model";

export type CallbackResult = { kind: "connected"; provider: ProviderId } | { kind: "error"; code: ConnectError };

const KEYS = ["connected", "error", "message"];

export function readCallbackResult(search: string): CallbackResult | null {
  const params = new URLSearchParams(search);
  const connected = params.get("connected");
  if (connected && (PROVIDERS as readonly string[]).includes(connected)) {
    return { kind: "connected", provider: connected as ProviderId };
  }
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
