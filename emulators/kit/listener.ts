/**
 * Turns a stand-in's router (HttpRequest in, response out) into a Node request listener: bounded body reading,
 * cookies, one error answer for anything thrown (a stand-in never crashes on bad input), a Server-Timing header
 * and an optional one-line request log. Each emulator then only writes its routes.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { parseCookies, readBody, type HttpRequest, type HttpResponse } from "./http";
import type { Logger } from "./logger";

/** A routed answer and the operation's name (for logs, timings and benches). */
export interface Routed {
  response: HttpResponse;
  operation: string;
}

export interface ListenerOptions {
  maxBodyBytes: number;
  log: Logger;
  logRequests?: boolean;
  onTiming?: (operation: string, ms: number) => void;
  /** The answer when the router throws (the error is logged; its text never reaches the client). */
  internalError(requestId: string): HttpResponse;
  /** Extra headers for an answer (CORS), computed after routing. */
  decorate?(req: HttpRequest, outcome: Routed): Record<string, string | string[]>;
}

function toRequest(raw: IncomingMessage, body: Buffer, tooLarge: boolean, signal: AbortSignal): HttpRequest {
  let url: URL;
  try {
    url = new URL(raw.url ?? "/", "http://emulator.local");
  } catch {
    url = new URL("http://emulator.local/__invalid__");
  }
  return {
    method: raw.method ?? "GET",
    url,
    headers: raw.headers,
    body,
    tooLarge,
    cookies: parseCookies(raw.headers.cookie),
    signal,
    ...(raw.socket.remoteAddress ? { ip: raw.socket.remoteAddress } : {}),
  };
}

export function requestListener(
  route: (req: HttpRequest) => Promise<Routed>,
  options: ListenerOptions,
): RequestListener {
  return (raw: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    // The client left before its answer was written (the request's own 'close' comes as soon as its body is read).
    const left = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) left.abort();
    });
    void (async () => {
      let outcome: Routed;
      let req: HttpRequest | undefined;
      try {
        const { body, tooLarge } = await readBody(raw, options.maxBodyBytes);
        req = toRequest(raw, body, tooLarge, left.signal);
        outcome = await route(req);
      } catch (err) {
        // Not raw.destroyed: a request whose body has been read to the end is destroyed too (autoDestroy), and
        // checking it here left every route that threw without an answer until the client timed out.
        if (res.destroyed || raw.socket.destroyed) return;
        options.log.error(`request failed: ${err instanceof Error ? err.message : String(err)}`);
        outcome = { operation: "error", response: options.internalError(randomUUID()) };
      }
      // The error answer gets the CORS headers too: without them a browser reports a CORS failure instead of the
      // emulator's 500, which hides what went wrong.
      try {
        const extra = req && options.decorate?.(req, outcome);
        if (extra) outcome.response.headers = { ...extra, ...outcome.response.headers };
      } catch (err) {
        options.log.error(`response headers failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      const ms = performance.now() - started;
      const { response } = outcome;
      const headers = { ...response.headers, "Server-Timing": `emu;desc="${outcome.operation}";dur=${ms.toFixed(3)}` };
      if (options.logRequests && outcome.operation !== "preflight") {
        options.log.info(`${outcome.operation} ${response.status} ${ms.toFixed(1)}ms`);
      }
      options.onTiming?.(outcome.operation, ms);
      if (res.destroyed) return;
      const data =
        response.body === undefined
          ? undefined
          : typeof response.body === "string"
            ? Buffer.from(response.body, "utf8")
            : response.body;
      res.writeHead(response.status, { ...headers, "Content-Length": String(data?.length ?? 0) });
      res.end(data);
    })();
  };
}
