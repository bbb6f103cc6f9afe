/**
 * HTTP helpers every local stand-in shares: bounded body reading, cookies, forms and response values, so each
 * emulator writes only its own routes.
 */
import type { IncomingMessage } from "node:http";

export interface HttpRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** The body exceeded the configured limit (its content was dropped). */
  tooLarge: boolean;
  ip?: string;
  cookies: Record<string, string>;
  /** Aborted when the client goes away before the answer is written (a stand-in's wait then stops). */
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/**
 * Reads a request body up to `limit` bytes. Past the limit the data is drained and dropped (so
 * the client still gets a proper 400), and past `hardLimit` the connection is cut.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  hardLimit = limit * 16,
): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > hardLimit) {
        req.destroy();
        reject(new Error("request body far too large"));
        return;
      }
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve({ body: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge }));
    req.on("error", reject);
  });
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function cookie(name: string, value: string, opts: { maxAgeSeconds?: number; path?: string } = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${opts.maxAgeSeconds}`);
  return parts.join("; ");
}

export function clearCookie(name: string, path = "/"): string {
  return `${name}=; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** application/x-www-form-urlencoded body (or an empty set for anything else). */
export function formBody(req: HttpRequest): URLSearchParams {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(req.body.toString("utf8"));
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
    body: JSON.stringify(value),
  };
}

export function redirect(location: string, headers: Record<string, string | string[]> = {}): HttpResponse {
  return { status: 302, headers: { Location: location, "Cache-Control": "no-store", ...headers } };
}

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
};

export function html(status: number, body: string, headers: Record<string, string | string[]> = {}): HttpResponse {
  return {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...HTML_SECURITY_HEADERS, ...headers },
    body,
  };
}
