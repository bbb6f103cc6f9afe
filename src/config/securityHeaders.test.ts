/** @jest-environment node */
import { createHash } from "crypto";
import { noFlashScript } from "../theme/colorMode";
import {
  CACHE,
  COMMON_HEADERS,
  connectOrigins,
  contentSecurityPolicy,
  formActionOrigins,
  formatHeadersFile,
  functionHeaders,
  headerRules,
  headersForPath,
  inlineScriptHashes,
  inlineScripts,
  isHashedAsset,
  parseHeadersFile,
  pathMatches,
  scriptHash,
  type BuiltSite,
  type Header,
} from "./securityHeaders";

const emulatorEnv = {
  GATSBY_COGNITO_USER_POOL_ID: "us-east-1_LocalPool1",
  GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:9229/",
  GATSBY_COGNITO_DOMAIN: "http://localhost:9229",
  GATSBY_COGNITO_IDENTITY_ENDPOINT: "http://127.0.0.1:9229/",
};
const productionEnv = {
  GATSBY_COGNITO_USER_POOL_ID: "eu-west-2_AbC123",
  GATSBY_COGNITO_ENDPOINT: "",
  GATSBY_COGNITO_DOMAIN: "https://auth.northwind.example",
  // An identity pool in another region than the user pool: its own region counts.
  GATSBY_COGNITO_IDENTITY_POOL_ID: "eu-central-1:4f1e0c7a-9b2d-4e35-8a6c-2d7b1f0e9c53",
};

/** A page as Gatsby writes it: the color-mode script, the per-page loader, the chunk map, the compilation hash. */
function page(pagePath: string): string {
  return `<!DOCTYPE html><html><head><script>${noFlashScript}</script><style data-emotion="css 1">a{}</style></head>
<body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>
<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping="{}";
</script><script>window.___webpackCompilationHash="abc";</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
}

const site: BuiltSite = {
  files: [
    "/index.html",
    "/about/index.html",
    "/login/index.html",
    "/404.html",
    "/404/index.html",
    "/admin/[...]/index.html",
    "/_gatsby/slices/_gatsby-scripts-1.html",
    "/app-0123456789abcdef0123.js",
    "/app-0123456789abcdef0123.js.map",
    "/component---src-pages-index-tsx-89abcdef0123456789ab.js",
    "/chunk-map.json",
    "/page-data/about/page-data.json",
    "/static/42896/logo.svg",
    "/favicon.svg",
  ],
  html: {
    "/index.html": page("/"),
    "/about/index.html": page("/about/"),
    "/login/index.html": page("/login/"),
    "/404.html": page("/404.html"),
    "/404/index.html": page("/404/"),
    "/admin/[...]/index.html": page("/admin/[...]/"),
    "/_gatsby/slices/_gatsby-scripts-1.html": "<script>window.x=1</script>",
  },
  matchPaths: [{ path: "/admin/[...]/", matchPath: "/admin/*" }],
};

const value = (headers: Header[], key: string) => headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
const scriptSrc = (csp: string | undefined) =>
  (csp ?? "")
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

describe("inline script hashes", () => {
  it("hashes exactly the text between the tags, as the browser does (sha256, base64)", () => {
    const text = '\n  window.___chunkMapping="{}";\n';
    expect(scriptHash(text)).toBe(`sha256-${createHash("sha256").update(text).digest("base64")}`);
    expect(inlineScripts(`<script id="x">${text}</script>`)).toEqual([text]);
  });

  it("takes inline JavaScript only: not src= scripts, not JSON or JSON-LD data blocks", () => {
    const scripts = inlineScripts(page("/about/"));
    expect(scripts).toHaveLength(4);
    expect(scripts[0]).toBe(noFlashScript);
    expect(scripts[1]).toContain('window.pagePath="/about/"');
    expect(inlineScripts('<script type="module">a()</script><script type="text/javascript">b()</script>')).toEqual([
      "a()",
      "b()",
    ]);
    expect(inlineScripts('<script type="application/json">{}</script><script data-src="x">c()</script>')).toEqual([
      "c()",
    ]);
  });

  it("gives each page its own loader hash and shares the color-mode script's", () => {
    const about = inlineScriptHashes(page("/about/"));
    const home = inlineScriptHashes(page("/"));
    expect(about[0]).toBe(scriptHash(noFlashScript));
    expect(home[0]).toBe(about[0]);
    expect(home[1]).not.toBe(about[1]);
  });
});

describe("content security policy", () => {
  it("allows the site, the configured identity endpoints and hashed inline scripts only", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["sha256-AAA="],
      connectSrc: connectOrigins(emulatorEnv),
      formAction: formActionOrigins(emulatorEnv),
    });
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-AAA='",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' http://127.0.0.1:9229 http://localhost:9229",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' http://localhost:9229",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    expect(csp).not.toContain("unsafe-eval");
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
  });

  it("derives the AWS regional endpoints from the pool id when no endpoint is configured", () => {
    expect(connectOrigins(productionEnv)).toEqual([
      "https://cognito-idp.eu-west-2.amazonaws.com",
      "https://cognito-identity.eu-central-1.amazonaws.com",
      "https://auth.northwind.example",
    ]);
    expect(formActionOrigins(productionEnv)).toEqual(["https://auth.northwind.example"]);
  });

  it("adds nothing for services that are not configured, and refuses a value that is not an http(s) URL", () => {
    expect(connectOrigins({})).toEqual([]);
    expect(formActionOrigins({ GATSBY_COGNITO_DOMAIN: "" })).toEqual([]);
    expect(() => connectOrigins({ GATSBY_COGNITO_DOMAIN: "auth.example.com" })).toThrow(
      'Cognito hosted UI: "auth.example.com" is not a URL',
    );
    expect(() => connectOrigins({ GATSBY_COGNITO_ENDPOINT: "javascript:alert(1)" })).toThrow("is not http(s)");
  });
});

describe("header rules of a build", () => {
  const rules = headerRules(site, emulatorEnv);
  const at = (p: string) => headersForPath(rules, p);

  it("starts with the catch-all, so every more specific rule can override it", () => {
    expect(rules[0]!.path).toBe("/*");
    expect(rules.map((r) => r.path)).toEqual([
      "/*",
      "/static/*",
      "/admin/*",
      "/404.html",
      "/404/",
      "/about/",
      "/",
      "/login/",
      "/app-0123456789abcdef0123.js",
      "/component---src-pages-index-tsx-89abcdef0123456789ab.js",
    ]);
  });

  it("gives every page the common headers and a CSP with the hashes of its own inline scripts", () => {
    for (const [route, file] of [
      ["/", "/index.html"],
      ["/about/", "/about/index.html"],
      ["/login/", "/login/index.html"],
    ] as const) {
      const headers = at(route);
      for (const h of COMMON_HEADERS) expect(value(headers, h.key)).toBe(h.value);
      const hashes = inlineScriptHashes(site.html[file]!);
      expect(hashes).toHaveLength(4);
      expect(scriptSrc(value(headers, "Content-Security-Policy"))).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)]);
      expect(value(headers, "Cache-Control")).toBe(CACHE.revalidate);
    }
  });

  it("answers unknown paths with the 404 page's policy", () => {
    const csp = value(at("/no/such/page/"), "Content-Security-Policy");
    expect(scriptSrc(csp)).toContain(`'${inlineScriptHashes(site.html["/404.html"]!)[1]}'`);
  });

  it("serves every client-only path with the shell's policy and keeps them out of search engines", () => {
    const shell = inlineScriptHashes(site.html["/admin/[...]/index.html"]!);
    for (const p of ["/admin/", "/admin/users/", "/admin/a/b/c"]) {
      expect(scriptSrc(value(at(p), "Content-Security-Policy"))).toEqual(["'self'", ...shell.map((h) => `'${h}'`)]);
      expect(value(at(p), "X-Robots-Tag")).toBe("noindex, nofollow");
    }
  });

  it("marks /login/ noindex and leaves public pages indexable", () => {
    expect(value(at("/login/"), "X-Robots-Tag")).toBe("noindex, nofollow");
    for (const p of ["/", "/about/", "/404.html", "/app-0123456789abcdef0123.js"])
      expect(value(at(p), "X-Robots-Tag")).toBeUndefined();
  });

  it("caches hashed webpack chunks and /static/ for a year, and nothing else", () => {
    expect(value(at("/app-0123456789abcdef0123.js"), "Cache-Control")).toBe(CACHE.immutable);
    expect(value(at("/component---src-pages-index-tsx-89abcdef0123456789ab.js"), "Cache-Control")).toBe(
      CACHE.immutable,
    );
    expect(value(at("/static/42896/logo.svg"), "Cache-Control")).toBe(CACHE.immutable);
    for (const p of ["/page-data/about/page-data.json", "/chunk-map.json", "/favicon.svg", "/about/"])
      expect(value(at(p), "Cache-Control")).toBe(CACHE.revalidate);
    expect(isHashedAsset("/app-0123456789abcdef0123.js.map")).toBe(false);
    expect(isHashedAsset("/page-data/app-data.json")).toBe(false);
  });

  it("sends each header once per path", () => {
    for (const p of ["/", "/admin/x", "/static/a.png", "/app-0123456789abcdef0123.js", "/nope"]) {
      const keys = at(p).map((h) => h.key.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("fails the build when a page's HTML is missing rather than sending a policy without its hashes", () => {
    expect(() => headerRules({ ...site, matchPaths: [{ path: "/crm/[...]/", matchPath: "/crm/*" }] }, {})).toThrow(
      "no HTML for /crm/[...]/index.html",
    );
  });
});

describe("function headers", () => {
  it("are the common headers, a no-load policy and no-store", () => {
    const headers = functionHeaders();
    for (const h of COMMON_HEADERS) expect(value(headers, h.key)).toBe(h.value);
    expect(value(headers, "Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(value(headers, "Cache-Control")).toBe("no-store");
  });
});

describe("path matching and the _headers file", () => {
  it("matches the catch-all, prefixes and exact paths", () => {
    expect(pathMatches("/*", "/")).toBe(true);
    expect(pathMatches("/admin/*", "/admin/")).toBe(true);
    expect(pathMatches("/admin/*", "/admin/users/1")).toBe(true);
    expect(pathMatches("/admin/*", "/administrator/")).toBe(false);
    expect(pathMatches("/about/", "/about/")).toBe(true);
    expect(pathMatches("/about/", "/about/x/")).toBe(false);
  });

  it("a later rule overrides the same header of an earlier one, whatever its case", () => {
    const rules = [
      {
        path: "/*",
        headers: [
          { key: "Cache-Control", value: "a" },
          { key: "X-One", value: "1" },
        ],
      },
      { path: "/x/", headers: [{ key: "cache-control", value: "b" }] },
    ];
    expect(headersForPath(rules, "/x/")).toEqual([
      { key: "X-One", value: "1" },
      { key: "cache-control", value: "b" },
    ]);
  });

  it("round-trips through the format gatsby-adapter-netlify writes, encoded paths included", () => {
    const rules = headerRules(site, productionEnv);
    const text = formatHeadersFile(rules);
    expect(text).toContain("\n/admin/*\n  Content-Security-Policy: default-src 'self';");
    const withMarkers = `# gatsby-adapter-netlify start\n${text}\n# gatsby-adapter-netlify end\n`;
    expect(parseHeadersFile(withMarkers)).toEqual(rules);
    expect(formatHeadersFile([{ path: "/page-data/admin/[...]/page-data.json", headers: [] }])).toBe(
      "/page-data/admin/%5B...%5D/page-data.json\n",
    );
  });

  it("refuses a header line outside a path", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow("_headers line 1");
  });
});
