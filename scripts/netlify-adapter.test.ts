import fs from "fs";
import os from "os";
import path from "path";
import type { IAdapter } from "gatsby";

type IAdaptContext = Parameters<IAdapter["adapt"]>[0];
import {
  FUNCTION_WRAPPERS_DIR,
  adapterFromEnv,
  restoreClientOnlyShells,
  rewrites,
  withSecurityHeaders,
  wrapFunctions,
} from "./netlify-adapter";
import { MANIFEST, writeHeaderManifest } from "./security-headers";
import { functionHeaders } from "../src/config/securityHeaders";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nw-adapter-"));
  fs.mkdirSync(path.join(root, "public", "about"), { recursive: true });
  fs.mkdirSync(path.join(root, ".cache", "functions"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<script>window.a=1</script>");
  fs.writeFileSync(path.join(root, "public", "about", "index.html"), "<script>window.b=2</script>");
  fs.writeFileSync(path.join(root, "public", "404.html"), "<script>window.c=3</script>");
  // A compiled function as Gatsby writes it (commonjs2, default export), setting its own Cache-Control.
  fs.writeFileSync(
    path.join(root, ".cache", "functions", "health.js"),
    `exports.__esModule = true;
     exports.default = function handler(req, res) { res.setHeader("Cache-Control", "private, max-age=5"); res.end("ok " + req.url); };`,
  );
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The response object of gatsby-adapter-netlify's lambda handler, reduced to what a wrapper touches. */
function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    headers,
    body: "",
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    end(text: string) {
      this.body = text;
    },
  };
}

const functionsManifest = [
  {
    functionId: "health-js",
    name: "/api/health",
    pathToEntryPoint: ".cache/functions/health.js",
    requiredFiles: [".cache/functions/health.js"],
  },
];

describe("wrapFunctions", () => {
  it("points each function at a wrapper that sets the function headers, the function's own winning", () => {
    const headers = functionHeaders();
    const [wrapped] = wrapFunctions(root, functionsManifest, headers);
    expect(wrapped).toEqual({
      functionId: "health-js",
      name: "/api/health",
      pathToEntryPoint: `${FUNCTION_WRAPPERS_DIR}/health-js.js`,
      requiredFiles: [`${FUNCTION_WRAPPERS_DIR}/health-js.js`, ".cache/functions/health.js"],
    });

    const handler = require(path.join(root, wrapped!.pathToEntryPoint));
    const res = fakeResponse();
    handler({ url: "/api/health" }, res);
    expect(res.body).toBe("ok /api/health");
    expect(res.headers["cache-control"]).toBe("private, max-age=5");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(Object.keys(res.headers)).toHaveLength(headers.length);
  });

  it("leaves Gatsby's page engine alone", () => {
    const engine = { functionId: "ssr-engine", name: "SSR & DSG", pathToEntryPoint: "x.js", requiredFiles: ["x.js"] };
    expect(wrapFunctions(root, [engine], functionHeaders())).toEqual([engine]);
  });
});

describe("withSecurityHeaders", () => {
  function context(): IAdaptContext {
    return {
      routesManifest: [],
      functionsManifest,
      headerRoutes: [{ path: "/*", headers: [{ key: "x-gatsby-default", value: "1" }] }],
      remoteFileAllowedUrls: [],
      reporter: { info: jest.fn() } as unknown as IAdaptContext["reporter"],
      trailingSlash: "always",
      pathPrefix: "",
    };
  }

  it("hands the netlify adapter the recorded rules and the wrapped functions", async () => {
    const manifest = writeHeaderManifest(root, { GATSBY_COGNITO_DOMAIN: "https://auth.example.com" });
    const adapt = jest.fn();
    const base: IAdapter = { name: "gatsby-adapter-netlify", adapt, config: jest.fn() };
    const adapter = withSecurityHeaders(base, root);
    expect(adapter.name).toBe("gatsby-adapter-netlify+security-headers");
    expect(adapter.config).toBe(base.config);
    await adapter.adapt(context());
    const given = adapt.mock.calls[0][0] as IAdaptContext;
    expect(given.headerRoutes).toEqual(manifest.rules);
    expect(given.functionsManifest[0]!.pathToEntryPoint).toBe(`${FUNCTION_WRAPPERS_DIR}/health-js.js`);
    expect(given.trailingSlash).toBe("always");
  });

  it("fails the deploy when the build recorded no rules", async () => {
    const adapter = withSecurityHeaders({ name: "n", adapt: jest.fn() }, root);
    await expect(adapter.adapt(context())).rejects.toThrow(`${path.join(root, MANIFEST)} could not be read`);
  });
});

describe("adapterFromEnv", () => {
  const init = () => ({ name: "gatsby-adapter-netlify", adapt: jest.fn() });

  it("uses the wrapped netlify adapter when asked, or on Netlify's build machines", () => {
    expect(adapterFromEnv({ GATSBY_ADAPTER: "netlify" }, init)?.name).toBe("gatsby-adapter-netlify+security-headers");
    expect(adapterFromEnv({ GATSBY_ADAPTER: " Netlify " }, init)?.name).toContain("+security-headers");
    expect(adapterFromEnv({ NETLIFY: "true" }, init)?.name).toContain("+security-headers");
  });

  it("uses none for plain local builds", () => {
    expect(adapterFromEnv({}, init)).toBeUndefined();
    expect(adapterFromEnv({ GATSBY_ADAPTER: "" }, init)).toBeUndefined();
  });

  it("refuses an adapter it does not know", () => {
    expect(() => adapterFromEnv({ GATSBY_ADAPTER: "vercel" }, init)).toThrow(
      'GATSBY_ADAPTER: expected "netlify" or nothing; got "vercel"',
    );
  });

  it("builds the real netlify adapter by default", () => {
    const adapter = adapterFromEnv({ GATSBY_ADAPTER: "netlify" });
    expect(adapter?.name).toBe("gatsby-adapter-netlify+security-headers");
    expect(typeof adapter?.config).toBe("function");
  });
});

describe("client-only shells", () => {
  it("reads the 200 rewrites of a _redirects file", () => {
    const text = [
      "# gatsby-adapter-netlify start",
      "/page-data/admin/*  /page-data/admin/[...]  200",
      "/api/health/  /.netlify/functions/health-js  200",
      "/admin/*  /admin/[...].html  200",
      "/old/  /new/  301",
      "# gatsby-adapter-netlify end",
    ].join("\n");
    expect([...rewrites(text)]).toEqual([
      ["/page-data/admin/*", "/page-data/admin/[...]"],
      ["/api/health/", "/.netlify/functions/health-js"],
      ["/admin/*", "/admin/[...].html"],
    ]);
    expect(rewrites("/a%20b/*  /a%20b/%5B...%5D.html  200").get("/a b/*")).toBe("/a b/[...].html");
  });

  it("puts a shell the adapter moved back at Gatsby's path, and leaves one in place alone", () => {
    fs.writeFileSync(
      path.join(root, ".cache", "match-paths.json"),
      JSON.stringify([
        { path: "/admin/[...]/", matchPath: "/admin/*" },
        { path: "/crm/[...]/", matchPath: "/crm/*" },
      ]),
    );
    fs.mkdirSync(path.join(root, "public", "crm", "[...]"), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "crm", "[...]", "index.html"), "crm shell");
    fs.mkdirSync(path.join(root, "public", "admin"), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "admin", "[...].html"), "admin shell");
    fs.writeFileSync(
      path.join(root, "public", "_redirects"),
      "/admin/*  /admin/[...].html  200\n/crm/*  /crm/[...].html  200\n",
    );
    expect(restoreClientOnlyShells(root)).toEqual(["/admin/[...]/index.html"]);
    expect(fs.readFileSync(path.join(root, "public", "admin", "[...]", "index.html"), "utf8")).toBe("admin shell");
    expect(fs.existsSync(path.join(root, "public", "admin", "[...].html"))).toBe(true);
    expect(restoreClientOnlyShells(root)).toEqual([]);
  });

  it("does nothing for a build without an adapter", () => {
    expect(restoreClientOnlyShells(root)).toEqual([]);
  });
});
