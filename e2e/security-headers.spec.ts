/**
 * The header check: what the served site sends (`npm run serve`'s server, as in every e2e test) against what the
 * Netlify adapter build deploys: public/_headers for pages and files, the function bundles under
 * .netlify/functions-internal for functions, and public/_redirects for the client-only routes and functions.
 * npm run test:e2e builds through the adapter (GATSBY_ADAPTER=netlify) for this.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { VIOLATION_MARK } from "./support/csp";
import { ROOT } from "./harness/servers";
import {
  CACHE,
  COMMON_HEADERS,
  headersForPath,
  inlineScriptHashes,
  NOINDEX,
  parseHeadersFile,
  type HeaderRule,
} from "../src/config/securityHeaders";
import { readHeaderManifest } from "../scripts/security-headers";
import { rewrites } from "../scripts/netlify-adapter";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function deployedRules(): HeaderRule[] {
  const file = path.join(ROOT, "public", "_headers");
  if (!fs.existsSync(file))
    throw new Error("public/_headers is missing: build through the adapter (GATSBY_ADAPTER=netlify npm run build)");
  return parseHeadersFile(fs.readFileSync(file, "utf8"));
}

/** Every page the build wrote that is not private (from public/, so a new page is checked without a list). */
function publicPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && !["page-data", "static", "_gatsby", "~partytown", "404"].includes(e.name))
        walk(path.join(dir, e.name), `${route}${e.name}/`);
      else if (e.name === "index.html") out.push(route);
    }
  };
  walk(path.join(ROOT, "public"), "/");
  return out.filter((r) => !/^\/(login|admin|crm|unifiedtime)\//.test(r)).sort();
}

const get = (request: APIRequestContext, p: string) => request.get(p, { maxRedirects: 0 });

/** Every header the rules give this path is sent, with the same value; nothing gatsby serve adds on its own. */
function expectDeployedHeaders(res: APIResponse, rules: HeaderRule[], urlPath: string) {
  const sent = res.headers();
  const expected = headersForPath(rules, urlPath);
  for (const h of COMMON_HEADERS) expect(expected.map((e) => e.key)).toContain(h.key);
  for (const h of expected) expect(sent[h.key.toLowerCase()], `${h.key} on ${urlPath}`).toBe(h.value);
  expect(sent["access-control-allow-origin"], `no CORS header on ${urlPath}`).toBeUndefined();
}

/** The page's CSP allows exactly the inline scripts of the HTML it came with. */
async function expectPolicyFitsPage(res: APIResponse, urlPath: string) {
  const csp = res.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
  const hashes = inlineScriptHashes(await res.text()).map((h) => `'${h}'`);
  expect(hashes.length, `inline scripts on ${urlPath}`).toBeGreaterThanOrEqual(3);
  expect(scriptSrc, `script-src of ${urlPath}`).toBe(["script-src", "'self'", ...hashes].join(" "));
  for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
}

test("the adapter wrote the build's header list into public/_headers unchanged", () => {
  expect(deployedRules()).toEqual(readHeaderManifest(ROOT).rules);
});

test("every public page: the deployed headers, a CSP with its own inline-script hashes, indexable", async ({
  request,
}) => {
  const rules = deployedRules();
  const pages = publicPages();
  expect(pages.length, "public pages in the build").toBeGreaterThanOrEqual(30);
  for (const p of pages) {
    const res = await get(request, p);
    expect(res.status(), p).toBe(200);
    expectDeployedHeaders(res, rules, p);
    await expectPolicyFitsPage(res, p);
    expect(res.headers()["cache-control"], p).toBe(CACHE.revalidate);
    expect(res.headers()["x-robots-tag"], p).toBeUndefined();
  }
});

test("/login/ and the client-only portal routes: their shell's policy and noindex", async ({ request }) => {
  const rules = deployedRules();
  for (const p of ["/login/", "/admin/", "/admin/account/", "/crm/", "/unifiedtime/", "/unifiedtime/calendar/"]) {
    const res = await get(request, p);
    expect(res.status(), p).toBe(200);
    expectDeployedHeaders(res, rules, p);
    await expectPolicyFitsPage(res, p);
    expect(res.headers()["x-robots-tag"], p).toBe(NOINDEX.value);
  }
});

test("an unknown path: 404 with the 404 page's policy", async ({ request }) => {
  const res = await get(request, "/no-such-page/");
  expect(res.status()).toBe(404);
  expectDeployedHeaders(res, deployedRules(), "/no-such-page/");
  await expectPolicyFitsPage(res, "/no-such-page/");
});

test("caching: hashed chunks immutable; page-data, app-data and unhashed files revalidated", async ({ request }) => {
  const rules = deployedRules();
  const chunk = fs.readdirSync(path.join(ROOT, "public")).find((f) => /^app-[0-9a-f]{20}\.js$/.test(f));
  expect(chunk, "the app chunk").toBeTruthy();
  const cases: [string, string][] = [
    [`/${chunk}`, CACHE.immutable],
    ["/page-data/about/page-data.json", CACHE.revalidate],
    ["/page-data/app-data.json", CACHE.revalidate],
    ["/favicon.svg", CACHE.revalidate],
    ["/robots.txt", CACHE.revalidate],
  ];
  const staticDir = path.join(ROOT, "public", "static");
  const staticFile = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir, { recursive: true, withFileTypes: true }).find((e) => e.isFile())
    : undefined;
  if (staticFile) {
    const rel = path.relative(path.join(ROOT, "public"), path.join(staticFile.parentPath, staticFile.name));
    cases.push([`/${rel.split(path.sep).join("/")}`, CACHE.immutable]);
  }
  for (const [p, cache] of cases) {
    const res = await get(request, p);
    expect(res.status(), p).toBe(200);
    expectDeployedHeaders(res, rules, p);
    expect(res.headers()["cache-control"], p).toBe(cache);
  }
});

test("a function: the served headers are those of the deployed function bundle", async ({ request }) => {
  const served = await get(request, "/api/health");
  expect(served.status()).toBe(200);
  // The lambda the adapter produced, run in-process as Netlify would run it.
  const bundle = path.join(ROOT, ".netlify", "functions-internal", "health-js", "health-js.js");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { handler } = require(bundle) as {
    handler: (
      event: object,
      context: object,
    ) => Promise<{ statusCode: number; multiValueHeaders: Record<string, string[]> }>;
  };
  const deployed = await handler(
    { path: "/api/health", httpMethod: "GET", multiValueHeaders: {}, queryStringParameters: {}, rawUrl: "" },
    {},
  );
  expect(deployed.statusCode).toBe(200);
  for (const h of readHeaderManifest(ROOT).functionHeaders) {
    const key = h.key.toLowerCase();
    expect(deployed.multiValueHeaders[key]?.[0], `${h.key} from the bundle`).toBeDefined();
    expect(served.headers()[key], `${h.key} served`).toBe(deployed.multiValueHeaders[key]?.[0]);
  }
  expect(served.headers()["cache-control"]).toBe("no-store");
  expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(served.headers()["x-powered-by"]).toBeUndefined();
});

test("the adapter build: a bundle per function, function and client-only rewrites to existing files", () => {
  const functions = JSON.parse(read(".cache/functions/manifest.json")) as {
    functionId: string;
    functionRoute: string;
    /** Splat functions (`admin/[...area]`): `admin/*area`, written to _redirects as `/api/admin/*`. */
    matchPath?: string;
  }[];
  const routes = rewrites(read("public/_redirects"));
  expect(functions.length).toBeGreaterThan(0);
  for (const { functionId, functionRoute, matchPath } of functions) {
    const route = (matchPath ?? functionRoute).replace(/\*\w+$/, "*");
    const dir = path.join(ROOT, ".netlify", "functions-internal", functionId);
    const config = JSON.parse(fs.readFileSync(path.join(dir, `${functionId}.json`), "utf8"));
    expect(config.config.includedFiles).toEqual([
      `.cache/security-headers-functions/${functionId}.js`,
      expect.stringMatching(/^\.cache\/functions\//),
    ]);
    expect(fs.readFileSync(path.join(dir, `${functionId}.js`), "utf8")).toContain(
      `.cache/security-headers-functions/${functionId}.js`,
    );
    expect(routes.get(`/api/${route}/`) ?? routes.get(`/api/${route}`), `rewrite of /api/${route}`).toBe(
      `/.netlify/functions/${functionId}`,
    );
  }
  const matchPaths = JSON.parse(read(".cache/match-paths.json")) as { path: string; matchPath: string }[];
  expect(matchPaths.map((m) => m.matchPath).sort()).toEqual(["/admin/*", "/crm/*", "/unifiedtime/*"]);
  for (const { path: shell, matchPath } of matchPaths) {
    const target = routes.get(matchPath);
    expect(target, `rewrite of ${matchPath}`).toBeTruthy();
    // The file Netlify answers with is the shell the CSP of `matchPath` was computed from.
    expect(read(path.join("public", target!)), `${target}`).toBe(read(path.join("public", shell, "index.html")));
  }
});

test("the CSP is enforced in the browser, and the run records the violation", async ({ page, cspViolations }) => {
  await gotoHydrated(page, "/about/");
  // An injected inline script, as an XSS would add: not one of the page's hashes, so the browser refuses it.
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.head.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Both records of it: the page's securitypolicyviolation event and Chromium's console report (support/csp.ts);
  // the second can arrive after the first.
  await expect
    .poll(() => [
      cspViolations.some((v) => v.startsWith(VIOLATION_MARK) && v.includes("script-src")),
      cspViolations.some((v) => !v.startsWith(VIOLATION_MARK) && v.includes("script-src")),
    ])
    .toEqual([true, true]);
  // Expected here only: the fixture fails every other test that records a violation.
  cspViolations.length = 0;
});
