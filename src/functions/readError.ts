/**
 * The browser's one reader of the functions' error format, `{ error: { code, message, details } }` (server/http.ts):
 * every caller of our functions (client.ts, the contact form) reads refusals here. A module of its own so the
 * public contact page does not load the signed-in client.
 */

/** A refusal as the functions send it (`{ error: { code, message, details } }`, server/http.ts), read defensively. */
export interface FunctionError {
  code: string;
  message: string;
  /** Field-level messages (`error.details.fields`). */
  fields: Record<string, string>;
  /** The whole of `error.details`, for what one function adds (the contact form's fresh token). */
  details: Record<string, unknown>;
}

/** The one reader of the error format: any body, even none, gives a code and a message (`fallback` without one). */
export function readFunctionError(
  status: number,
  body: unknown,
  fallback = `The server answered ${status}.`,
): FunctionError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : `HTTP${status}`;
  const message = typeof error?.message === "string" && error.message ? error.message : fallback;
  const details = error?.details && typeof error.details === "object" ? (error.details as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (details.fields && typeof details.fields === "object")
    for (const [k, v] of Object.entries(details.fields as Record<string, unknown>))
      if (typeof v === "string") fields[k] = v;
  return { code, message, fields, details };
}
