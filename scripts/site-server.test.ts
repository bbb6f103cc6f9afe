import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import type { AddressInfo } from "net";
import { isFunctionPath, requestPath, responseHeaders, startProxy } from "./site-server";
import { writeHeaderManifest, type HeaderManifest } from "./security-headers";

let root: string;
let manifest: HeaderManifest;
let upstream: http.Server;
let proxy: http.Server;
let base: string;
const seen: { method?: string; url?: string; body: string; host?: string }[] = [];

/** Stands in for gatsby serve: what it adds to pages (CORS, Express banner) and a function with its own headers. */
function fakeGatsbyServe(req: http.IncomingMessage, res: http.ServerResponse) {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    seen.push({ method: req.method, url: req.url, body, host: req.headers.host });
    res.setHeader("X-Powered-By", "Express");
    if (req.url?.startsWith("/api/")) {
      res.setHeader("Cache-Control", "no-store, private");
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Set-Cookie", ["a=1; HttpOnly", "b=2; HttpOnly"]);
      res.statusCode = req.method === "POST" ? 201 : 200;
      res.end(JSON.stringify({ got: body }));
      return;
    }
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Origin");
    res.setHeader("Cache-Control", "public, max-age=0");
    res.setHeader("Content-Type", "text/html");
    res.statusCode = req.url === "/missing/" ? 404 : 200;
    res.end(`<html>${req.url}</html>`);
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nw-site-server-"));
  fs.mkdirSync(path.join(root, "public", "admin", "[...]"), { recursive: true });
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<script>home()</script>");
  fs.writeFileSync(path.join(root, "public", "404.html"), "<script>notFound()</script>");
  fs.writeFileSync(path.join(root, "public", "admin", "[...]", "index.html"), "<script>shell()</script>");
  fs.writeFileSync(path.join(root, "public", "app-0123456789abcdef0123.js"), "");
  fs.writeFileSync(
    path.join(root, ".cache", "match-paths.json"),
    JSON.stringify([{ path: "/admin/[...]/", matchPath: "/admin/*" }]),
  );
  manifest = writeHeaderManifest(root, { GATSBY_COGNITO_DOMAIN: "https://auth.example.com" });
  upstream = http.createServer(fakeGatsbyServe);
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await startProxy({ root, upstream: upstreamUrl, host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((r) => proxy.close(r));
  await new Promise((r) => upstream.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

const csp = (r: Response) => r.headers.get("content-security-policy") ?? "";

describe("responseHeaders", () => {
  it("replaces gatsby serve's page headers with the rules for the path", () => {
    const out = responseHeaders(manifest, "/", {
      "cache-control": "public, max-age=0",
      "access-control-allow-origin": "*",
      "content-type": "text/html",
      connection: "keep-alive",
    });
    expect(out.get("cache-control")?.value).toBe("public, max-age=0, must-revalidate");
    expect(out.get("content-type")?.value).toBe("text/html");
    expect(out.has("access-control-allow-origin")).toBe(false);
    expect(out.has("connection")).toBe(false);
  });

  it("fills in the function headers around a function's own", () => {
    const out = responseHeaders(manifest, "/api/x", { "cache-control": "private", "access-control-allow-origin": "x" });
    expect(out.get("cache-control")?.value).toBe("private");
    expect(out.get("access-control-allow-origin")?.value).toBe("x");
    expect(out.get("content-security-policy")?.value).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("reads request paths as _headers rules match them", () => {
    expect(requestPath("/admin/%5B...%5D/?x=1")).toBe("/admin/[...]/");
    expect(requestPath("/%E0%A4%A")).toBe("/%E0%A4%A");
    expect(isFunctionPath("/api/health")).toBe(true);
    expect(isFunctionPath("/apis/")).toBe(false);
  });
});

describe("the proxy", () => {
  it("sends a page with its own CSP and the common headers, without gatsby serve's extras", async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<html>/</html>");
    expect(csp(res)).toContain("'sha256-");
    expect(csp(res)).toContain("form-action 'self' https://auth.example.com");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps the status of a 404 and sends the 404 page's policy; client-only paths get the shell's", async () => {
    const missing = await fetch(`${base}/missing/`);
    expect(missing.status).toBe(404);
    const admin = await fetch(`${base}/admin/users/`);
    expect(csp(admin)).not.toBe(csp(missing));
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(missing.headers.get("x-robots-tag")).toBeNull();
  });

  it("passes function calls through with method, body and every Set-Cookie", async () => {
    const res = await fetch(`${base}/api/echo?q=1`, { method: "POST", body: "hello" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ got: "hello" });
    expect(res.headers.getSetCookie()).toEqual(["a=1; HttpOnly", "b=2; HttpOnly"]);
    expect(res.headers.get("cache-control")).toBe("no-store, private");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/api/echo?q=1", body: "hello" });
    expect(seen.at(-1)?.host).toBe(new URL(base).host);
  });

  it("answers 502 when gatsby serve is gone", async () => {
    const dead = await startProxy({ root, upstream: "http://127.0.0.1:1", host: "127.0.0.1", port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${(dead.address() as AddressInfo).port}/`);
      expect(res.status).toBe(502);
    } finally {
      dead.closeAllConnections();
      await new Promise((r) => dead.close(r));
    }
  });
});
