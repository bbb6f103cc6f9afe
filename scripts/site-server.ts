/**
 * The web server of `npm run serve` and of the end-to-end tests: `gatsby serve` (static pages, client-only route
 * fallbacks) on a private loopback port and the built functions under /api/, each loaded once as a warm instance
 * keeps it (built-functions.ts, run by server/testing/function-host.ts), behind a small proxy that sends the response
 * headers production sends. `gatsby serve` ignores Gatsby's `headers`; this applies the rules the build recorded
 * in .cache/security-headers.json, the same list the Netlify adapter writes into public/_headers and into each
 * function (src/config/securityHeaders.ts):
 *
 * - pages and files: the `_headers` rules for the path (Netlify semantics: later rules override earlier ones);
 *   what gatsby serve adds that Netlify does not (Access-Control-Allow-*, X-Powered-By) is dropped;
 * - /api/*: the function headers, where the function did not set the same header itself.
 *
 *   tsx scripts/site-server.ts [--host 127.0.0.1] [--port 9000]
 */
import fs from "fs";
import http from "http";
import net from "net";
import path from "path";
import { spawn, type ChildProcess } from "child_process";
import { headersForPath, type Header } from "../src/config/securityHeaders";
import { MANIFEST, readHeaderManifest, type HeaderManifest } from "./security-headers";
import { loadBuiltFunctions } from "./built-functions";
import { startFunctionHost } from "../server/testing/function-host";

/** Added by gatsby serve to every page and file; a CDN does not send them. */
const GATSBY_SERVE_ONLY = ["access-control-allow-origin", "access-control-allow-headers"];
/** Express's banner, on functions too. */
const DROPPED = ["x-powered-by"];
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

export const isFunctionPath = (urlPath: string): boolean => urlPath === "/api" || urlPath.startsWith("/api/");

/** The decoded path of a request URL (no query), as `_headers` rules match it. */
export function requestPath(url: string | undefined): string {
  const pathname = new URL(url ?? "/", "http://site.invalid").pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The response headers the browser gets: the upstream's, then ours. For a function, ours are defaults (the
 * function's own header wins, as with the wrapper on Netlify); for anything else, ours replace the upstream's.
 */
export function responseHeaders(
  manifest: HeaderManifest,
  urlPath: string,
  upstream: http.IncomingHttpHeaders,
): Map<string, { key: string; value: string | string[] }> {
  const out = new Map<string, { key: string; value: string | string[] }>();
  const api = isFunctionPath(urlPath);
  for (const [key, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.includes(key) || DROPPED.includes(key)) continue;
    if (!api && GATSBY_SERVE_ONLY.includes(key)) continue;
    out.set(key.toLowerCase(), { key, value });
  }
  const ours: Header[] = api ? manifest.functionHeaders : headersForPath(manifest.rules, urlPath);
  for (const h of ours) {
    if (api && out.has(h.key.toLowerCase())) continue;
    out.set(h.key.toLowerCase(), { key: h.key, value: h.value });
  }
  return out;
}

/** Reads the manifest again whenever a build rewrites it. */
function manifestLoader(root: string): () => HeaderManifest {
  let cached: { mtimeMs: number; manifest: HeaderManifest } | null = null;
  return () => {
    const mtimeMs = fs.statSync(path.join(root, MANIFEST)).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: readHeaderManifest(root) };
    return cached.manifest;
  };
}

/**
 * A proxy to `upstream` (http://host:port), and for /api/* to `functions` when given, that applies the headers;
 * resolves once it listens.
 */
export function startProxy(opts: {
  root: string;
  upstream: string;
  functions?: string;
  host: string;
  port: number;
}): Promise<http.Server> {
  const manifest = manifestLoader(opts.root);
  manifest(); // fail now, with the build hint, rather than on the first request
  const pages = new URL(opts.upstream);
  const functions = opts.functions ? new URL(opts.functions) : pages;
  const server = http.createServer((req, res) => {
    const target = isFunctionPath(requestPath(req.url)) ? functions : pages;
    const upstreamReq = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (upstreamRes) => {
        let headers: ReturnType<typeof responseHeaders>;
        try {
          headers = responseHeaders(manifest(), requestPath(req.url), upstreamRes.headers);
        } catch (err) {
          upstreamRes.resume();
          res.writeHead(500, { "content-type": "text/plain" }).end(`site server: ${(err as Error).message}\n`);
          return;
        }
        for (const { key, value } of headers.values()) res.setHeader(key, value);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on("error", (err) => {
      if (res.headersSent) res.destroy(err);
      else res.writeHead(502, { "content-type": "text/plain" }).end(`site server: upstream error: ${err.message}\n`);
    });
    req.pipe(upstreamReq);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, host, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve(true);
      });
      req.on("error", () => resolve(false));
      req.setTimeout(2_000, () => req.destroy());
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gatsby serve did not answer on ${url} within ${timeoutMs / 1000} s`);
}

function parseArgs(argv: string[]): { host: string; port: number } {
  let host = "127.0.0.1";
  let port = 9000;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--host" || a === "-H") host = next();
    else if (a === "--port" || a === "-p") port = Number(next());
    else throw new Error(`unknown argument ${a}; usage: site-server.ts [--host 127.0.0.1] [--port 9000]`);
  }
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port: not a port`);
  return { host, port };
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const { host, port } = parseArgs(process.argv.slice(2));
  readHeaderManifest(root);
  const innerPort = await freePort("127.0.0.1");
  const gatsby = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["serve", "-H", "127.0.0.1", "-p", String(innerPort)],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
  );
  const stop = (code: number) => {
    if (gatsby.exitCode === null) gatsby.kill("SIGTERM");
    process.exit(code);
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  gatsby.on("exit", (code) => {
    console.error(`site server: gatsby serve exited (${code}); stopping`);
    process.exit(code || 1);
  });
  try {
    // The functions run here, loaded once (scripts/built-functions.ts), not in gatsby serve.
    const functions = await startFunctionHost(loadBuiltFunctions(root));
    await waitForHttp(`http://127.0.0.1:${innerPort}/`, gatsby, 90_000);
    await startProxy({ root, upstream: `http://127.0.0.1:${innerPort}`, functions: functions.url, host, port });
  } catch (err) {
    console.error(`site server: ${(err as Error).message}`);
    stop(1);
    return;
  }
  console.log(`site server: http://${host}:${port}/ (gatsby serve behind it, with the headers of ${MANIFEST})`);
  // Passkeys need a host name: browsers refuse 127.0.0.1 as a WebAuthn relying party.
  if (host === "127.0.0.1")
    console.log(`site server: for passkeys, browse http://localhost:${port}/ (the same server)`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`site server: ${(err as Error).message}`);
    process.exit(1);
  });
}
