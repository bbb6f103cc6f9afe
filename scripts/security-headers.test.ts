import fs from "fs";
import os from "os";
import path from "path";
import { MANIFEST, collectBuiltSite, readHeaderManifest, writeHeaderManifest } from "./security-headers";
import { inlineScriptHashes } from "../src/config/securityHeaders";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nw-headers-"));
  fs.mkdirSync(path.join(root, "public", "admin", "[...]"), { recursive: true });
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<script>home()</script>");
  fs.writeFileSync(path.join(root, "public", "404.html"), "<script>notFound()</script>");
  fs.writeFileSync(path.join(root, "public", "admin", "[...]", "index.html"), "<script>shell()</script>");
  fs.writeFileSync(path.join(root, "public", "app-0123456789abcdef0123.js"), "");
  // What an earlier adapter run left: never part of the site's own files.
  fs.writeFileSync(path.join(root, "public", "_headers"), "/*\n  X-Old: 1\n");
  fs.writeFileSync(
    path.join(root, ".cache", "match-paths.json"),
    JSON.stringify([{ path: "/admin/[...]/", matchPath: "/admin/*" }]),
  );
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("collectBuiltSite", () => {
  it("lists public/ as URL paths with the HTML of each page and the client-only routes", () => {
    const site = collectBuiltSite(root);
    expect([...site.files].sort()).toEqual([
      "/404.html",
      "/admin/[...]/index.html",
      "/app-0123456789abcdef0123.js",
      "/index.html",
    ]);
    expect(site.html["/admin/[...]/index.html"]).toBe("<script>shell()</script>");
    expect(site.matchPaths).toEqual([{ path: "/admin/[...]/", matchPath: "/admin/*" }]);
  });

  it("asks for a build when there is none", () => {
    fs.rmSync(path.join(root, "public", "index.html"));
    expect(() => collectBuiltSite(root)).toThrow("index.html is missing; build first");
  });
});

describe("the manifest", () => {
  it("is written under .cache/ and read back as written", () => {
    const written = writeHeaderManifest(root, {});
    expect(fs.existsSync(path.join(root, MANIFEST))).toBe(true);
    expect(readHeaderManifest(root)).toEqual(written);
    const admin = written.rules.find((r) => r.path === "/admin/*");
    expect(admin?.headers[0]?.value).toContain(`'${inlineScriptHashes("<script>shell()</script>")[0]}'`);
  });

  it("tells how to make it when it is missing or not ours", () => {
    expect(() => readHeaderManifest(root)).toThrow("run npm run build");
    fs.writeFileSync(path.join(root, MANIFEST), "{}");
    expect(() => readHeaderManifest(root)).toThrow("not a security-headers manifest");
  });
});
