/**
 * The one request/response discipline of our Gatsby Functions: method checks and a single error shape,
 * `{ "error": { "code", "message", "details"? } }`, so the browser can always show a clear message.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function sendError(
  res: GatsbyFunctionResponse,
  status: number,
  code: string,
  message: string,
  details?: unknown,
): void {
  const body: ApiErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(body);
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
