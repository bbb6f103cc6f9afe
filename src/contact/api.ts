/**
 * The contact form's two calls from the browser, with every answer turned into one result the form can show: the
 * fill-time token (GET /api/contact/token) and the submission (POST /api/contact as JSON). A network failure, an
 * unreadable answer or no answer in time is a result too, so the form never loses what the visitor typed and never
 * stays on 'Sending…'.
 */
import type { FieldErrors } from "../../core/contact/rules";
import { readFunctionError } from "../functions/readError";

export type SubmitResult =
  | { kind: "sent"; acknowledged: boolean }
  | { kind: "invalid"; errors: FieldErrors; token?: string }
  | { kind: "refused"; message: string; token?: string }
  // No answer in time: the message may or may not have gone (the form says how to tell).
  | { kind: "noAnswer" };

type Fetch = typeof fetch;

export const NETWORK_MESSAGE =
  "We could not reach our server, so your message was not sent. Check your connection; your text is still in the form.";

/**
 * How long the form waits for its submission. The function bounds its two mail deliveries to 8.5 s and its host
 * stops it at 10 s in production, so 20 s leaves room for the rest and for a slow connection.
 */
export const SEND_TIMEOUT_MS = 20_000;
export const TOKEN_TIMEOUT_MS = 10_000;

/** Thrown when the time ran out, whatever error the aborted fetch or body read rejected with. */
class NoAnswer extends Error {}

/**
 * fetch and read the answer as JSON ({} when it is not JSON), giving up after `ms` with NoAnswer: a server that
 * sends its headers and then stalls counts as no answer too.
 */
async function fetchJsonWithin<T>(
  fetcher: Fetch,
  ms: number,
  url: string,
  init: RequestInit,
): Promise<{ res: Response; data: Partial<T> }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const res = await fetcher(url, { ...init, signal: controller.signal });
    let data: Partial<T>;
    try {
      data = (await res.json()) as Partial<T>;
    } catch (error) {
      if (controller.signal.aborted) throw error;
      data = {};
    }
    return { res, data };
  } catch (error) {
    throw controller.signal.aborted ? new NoAnswer() : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh token, or "" when it cannot be had (the function then refuses and sends one back). */
export async function fetchToken(fetcher: Fetch = fetch, timeoutMs = TOKEN_TIMEOUT_MS): Promise<string> {
  try {
    const { res, data } = await fetchJsonWithin<{ token: unknown }>(fetcher, timeoutMs, "/api/contact/token", {
      headers: { Accept: "application/json" },
    });
    return res.ok && typeof data.token === "string" ? data.token : "";
  } catch {
    return "";
  }
}

interface ContactAnswer {
  sent: unknown;
  acknowledged: unknown;
}

export async function sendContactRequest(
  body: Record<string, unknown>,
  fetcher: Fetch = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SubmitResult> {
  let answer: { res: Response; data: Partial<ContactAnswer> };
  try {
    answer = await fetchJsonWithin<ContactAnswer>(fetcher, timeoutMs, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return error instanceof NoAnswer ? { kind: "noAnswer" } : { kind: "refused", message: NETWORK_MESSAGE };
  }
  const { res, data } = answer;
  if (res.ok && data.sent === true) return { kind: "sent", acknowledged: data.acknowledged === true };
  const error = readFunctionError(
    res.status,
    data,
    `Your message was not sent (the server answered ${res.status}). Your text is still in the form: try again in a few minutes.`,
  );
  const token = typeof error.details.token === "string" ? { token: error.details.token } : {};
  if (error.code === "InvalidFields" && Object.keys(error.fields).length > 0)
    return { kind: "invalid", errors: error.fields, ...token };
  const message = error.message;
  return { kind: "refused", message, ...token };
}
