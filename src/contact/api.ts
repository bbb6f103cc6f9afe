/**
 * The contact form's two calls from the browser, with every answer turned into one result the form can show: the
 * fill-time token (GET /api/contact/token) and the submission (POST /api/contact as JSON). A network failure or an
 * unreadable answer is a result too, so the form never loses what the visitor typed.
 */
import type { FieldErrors } from "./rules";

export type SubmitResult =
  | { kind: "sent"; acknowledged: boolean }
  | { kind: "invalid"; errors: FieldErrors; token?: string }
  | { kind: "refused"; message: string; token?: string };

type Fetch = typeof fetch;

export const NETWORK_MESSAGE =
  "We could not reach our server, so your message was not sent. Check your connection; your text is still in the form.";

/** A fresh token, or "" when it cannot be had (the function then refuses and sends one back). */
export async function fetchToken(fetcher: Fetch = fetch): Promise<string> {
  try {
    const res = await fetcher("/api/contact/token", { headers: { Accept: "application/json" } });
    const body = (await res.json()) as { token?: unknown };
    return res.ok && typeof body.token === "string" ? body.token : "";
  } catch {
    return "";
  }
}

export async function sendContactRequest(body: Record<string, unknown>, fetcher: Fetch = fetch): Promise<SubmitResult> {
  let res: Response;
  try {
    res = await fetcher("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "refused", message: NETWORK_MESSAGE };
  }
  let data: {
    sent?: unknown;
    acknowledged?: unknown;
    error?: { code?: unknown; message?: unknown; details?: { fields?: FieldErrors; token?: unknown } };
  };
  try {
    data = (await res.json()) as typeof data;
  } catch {
    data = {};
  }
  if (res.ok && data.sent === true) return { kind: "sent", acknowledged: data.acknowledged === true };
  const token = typeof data.error?.details?.token === "string" ? { token: data.error.details.token } : {};
  if (data.error?.code === "InvalidFields" && data.error.details?.fields)
    return { kind: "invalid", errors: data.error.details.fields, ...token };
  const message =
    typeof data.error?.message === "string"
      ? data.error.message
      : `Your message was not sent (the server answered ${res.status}). Your text is still in the form: try again in a few minutes.`;
  return { kind: "refused", message, ...token };
}
