/**
 * A small node:http server that runs Gatsby Function modules the way Gatsby's function wrapper does, for the
 * handler tests and `npm run bench` (no `gatsby build` needed): routes `/api/<path>` to a module by exact path,
 * parameter or splat (`calendar/locks/:quarter`, `admin/*area` fill req.params.quarter and req.params.area, decoded
 * as Gatsby decodes them), fills req.query, req.cookies and req.params, parses a JSON body with the module's
 * `config.bodyParser.json.limit` and a form body (application/x-www-form-urlencoded, as Node's querystring reads it:
 * strings, a repeated name an array) with its `urlencoded.limit`, and gives res Express's status/json/send.
 *
 * Body parsing copies the wrapper of Gatsby's functions bundle (api-function-webpack-loader, also what the
 * Netlify adapter runs): a body the parser refuses (too large, not JSON, other type) leaves req.body as `{}` and
 * the function still runs. That is the harshest case for our own checks, so it is the one tested.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import { parse as parseQueryString } from "querystring";
import type { AddressInfo } from "net";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export interface FunctionModule {
  default: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown;
  config?: GatsbyFunctionConfig;
}

export interface MountedFunction {
  /** As Gatsby derives it from the file name: "auth/session", "admin/*area". */
  path: string;
  module: FunctionModule;
}

export interface RunningFunctionHost {
  url: string;
  server: Server;
  /** Errors that escaped a function (a function must never let one escape). */
  escaped: unknown[];
  close(): Promise<void>;
}

const DEFAULT_LIMIT = 100 * 1024;

function bytes(limit: string | number | undefined): number {
  if (typeof limit === "number") return limit;
  if (!limit) return DEFAULT_LIMIT;
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!m) return DEFAULT_LIMIT;
  const unit = (m[2] ?? "b").toLowerCase();
  return Number(m[1]) * (unit === "mb" ? 1024 * 1024 : unit === "kb" ? 1024 : 1);
}

/**
 * Gatsby's matching of `[param]` (`:param`) and `[...splat]` (`*splat`) routes (reach-router's `match`): slashes at
 * either end ignored, each segment URL-decoded, a splat taking the rest of the path. A segment that does not decode
 * leaves the params empty (the handler then reads the path itself).
 */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.replace(/^\/+|\/+$/g, "").split("/");
  const raw: Record<string, string[]> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? "";
    if (segment.startsWith("*")) {
      raw[segment.slice(1) || "*"] = got.slice(i);
      break;
    }
    const value = got[i];
    if (value === undefined || value === "") return null;
    if (segment.startsWith(":")) raw[segment.slice(1)] = [value];
    else if (segment !== value) return null;
    if (i === want.length - 1 && got.length !== want.length) return null;
  }
  try {
    return Object.fromEntries(
      Object.entries(raw).map(([name, parts]) => [name, parts.map(decodeURIComponent).join("/")]),
    );
  } catch {
    return {};
  }
}

function match(
  functions: MountedFunction[],
  path: string,
): { fn: MountedFunction; params: Record<string, string> } | null {
  for (const fn of functions) if (fn.path === path) return { fn, params: {} };
  for (const fn of functions) {
    if (!/(^|\/)[:*]/.test(fn.path)) continue;
    const params = matchPattern(fn.path, path);
    if (params) return { fn, params };
  }
  return null;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Reads at most `limit` bytes; null when the body is larger (the rest is discarded). */
async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  // Like body-parser: no Content-Length and no Transfer-Encoding means no body to read.
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) {
    req.resume();
    return Buffer.alloc(0);
  }
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function expressLike(res: ServerResponse): GatsbyFunctionResponse {
  const r = res as GatsbyFunctionResponse;
  r.status = (code: number) => {
    res.statusCode = code;
    return r;
  };
  r.json = (body: unknown) => {
    if (!res.getHeader("Content-Type")) res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(body));
  };
  r.send = (body: unknown) => {
    if (body !== null && typeof body === "object" && !Buffer.isBuffer(body)) return r.json(body);
    res.end(body as string | Buffer | undefined);
  };
  return r;
}

export function createFunctionServer(functions: MountedFunction[], escaped: unknown[] = []): Server {
  return createServer((raw, rawRes) => {
    void (async () => {
      const res = expressLike(rawRes);
      try {
        const url = new URL(raw.url ?? "/", "http://function.host");
        const found = url.pathname.startsWith("/api/") ? match(functions, url.pathname.slice(5)) : null;
        if (!found) {
          raw.resume();
          res.status(404).json({ error: { code: "NotFound", message: "No function here." } });
          return;
        }
        const req = raw as GatsbyFunctionRequest & { originalUrl?: string };
        // Express's, which the wrapper Gatsby compiles around [param] and [...splat] functions reads its params from.
        req.originalUrl = raw.url;
        req.query = Object.fromEntries(url.searchParams);
        req.params = found.params;
        req.cookies = parseCookies(raw.headers.cookie);
        const type = String(raw.headers["content-type"] ?? "").toLowerCase();
        const form = type.startsWith("application/x-www-form-urlencoded");
        const parser = found.fn.module.config?.bodyParser;
        const limit = bytes(form ? parser?.urlencoded?.limit : parser?.json?.limit);
        const body = await readLimited(raw, limit);
        req.body = {};
        if (body && body.length > 0 && type.startsWith(parser?.json?.type ?? "application/json")) {
          try {
            req.body = JSON.parse(body.toString("utf8"));
          } catch {
            req.body = {};
          }
        }
        if (body && body.length > 0 && form) req.body = { ...parseQueryString(body.toString("utf8")) };
        await found.fn.module.default(req, res);
      } catch (err) {
        escaped.push(err);
        if (!rawRes.headersSent) res.status(500).json({ error: { code: "Escaped", message: String(err) } });
        else rawRes.end();
      }
    })();
  });
}

export async function startFunctionHost(
  functions: MountedFunction[],
  options: { port?: number; host?: string } = {},
): Promise<RunningFunctionHost> {
  const escaped: unknown[] = [];
  const server = createFunctionServer(functions, escaped);
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    escaped,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
