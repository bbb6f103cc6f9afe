/**
 * The one request/response discipline of our Gatsby Functions: method checks and a single error shape,
 * `{ "error": { "code", "message", "details"? } }`, so the browser can always show a clear message.
 * Every answer is `Cache-Control: no-store`: they are per user, and a shared cache must never keep one.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** A refusal with its status; thrown anywhere in server/ and answered by the request guard. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Sent as `error.details` (e.g. `{ fields: { email: "…" } }` for a form's field-level messages). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The same refusal with more headers (e.g. a Set-Cookie that clears a dead session). */
  withHeaders(headers: Record<string, string>): ApiError {
    return new ApiError(this.status, this.code, this.message, { ...this.headers, ...headers }, this.details);
  }
}

/**
 * The refusals the functions use. Messages are for the person in front of the browser and say what to do;
 * none says why a token or cookie was refused (which check failed would help an attacker, not the user).
 */
export const ApiErrors = {
  invalidRequest: (message: string) => new ApiError(400, "InvalidRequest", message),
  /** 400 InvalidRequest with one message per field in `details.fields`, for pages that show them under fields. */
  invalidFields: (fields: Record<string, string>) =>
    new ApiError(400, "InvalidRequest", Object.values(fields).join(" "), {}, { fields }),
  /** No credentials at all. */
  signInRequired: () =>
    new ApiError(401, "SignInRequired", "Sign in first.", { "WWW-Authenticate": 'Bearer realm="api"' }),
  /** Credentials that failed any check: signature, issuer, client, use, expiry, revocation, pairing. */
  invalidToken: () =>
    new ApiError(401, "InvalidToken", "Sign in again.", {
      "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"',
    }),
  /** The refresh cookie is missing, unreadable, too old, or Cognito refused it. */
  invalidSession: () => new ApiError(401, "InvalidSession", "Sign in again."),
  forbidden: (message = "You do not have access to this area.") => new ApiError(403, "Forbidden", message),
  originRefused: () =>
    new ApiError(403, "OriginRefused", "This request must come from the site itself; reload the page and try again."),
  notFound: (message = "There is nothing here.") => new ApiError(404, "NotFound", message),
  payloadTooLarge: (limitBytes: number) =>
    new ApiError(413, "PayloadTooLarge", `The request body is larger than ${limitBytes} bytes.`),
  unsupportedMediaType: () =>
    new ApiError(415, "UnsupportedMediaType", "Send the request body as JSON (Content-Type: application/json)."),
  /** The variable at fault goes to the server log only. */
  misconfigured: () =>
    new ApiError(500, "ServerMisconfigured", "Sign-in is not set up correctly on the server. Try again later."),
  internal: () => new ApiError(500, "InternalError", "Something went wrong on our side. Try again later."),
  unavailable: () =>
    new ApiError(503, "ServiceUnavailable", "The sign-in service cannot be reached. Try again shortly.", {
      "Retry-After": "5",
    }),
};

export function noStore(res: GatsbyFunctionResponse): void {
  res.setHeader("Cache-Control", "no-store");
}

export function sendError(
  res: GatsbyFunctionResponse,
  status: number,
  code: string,
  message: string,
  details?: unknown,
): void {
  const body: ApiErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  noStore(res);
  res.status(status).json(body);
}

export function sendApiError(res: GatsbyFunctionResponse, err: ApiError): void {
  for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
  sendError(res, err.status, err.code, err.message, err.details);
}

export function sendJson(res: GatsbyFunctionResponse, status: number, body: unknown): void {
  noStore(res);
  res.status(status).json(body);
}

export function sendNoContent(res: GatsbyFunctionResponse): void {
  noStore(res);
  res.status(204).end();
}

/** True when the method is allowed; otherwise answers 405 with an Allow header and returns false. */
export function allowMethods(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
  methods: readonly HttpMethod[],
): boolean {
  const method = (req.method ?? "GET").toUpperCase();
  if ((methods as readonly string[]).includes(method)) return true;
  res.setHeader("Allow", methods.join(", "));
  sendError(res, 405, "MethodNotAllowed", `${method} is not allowed here; use ${methods.join(" or ")}.`);
  return false;
}
