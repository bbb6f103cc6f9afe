/**
 * Build step of the security headers: after Gatsby has written public/, reads what it wrote (files, the HTML of
 * each page, the client-only routes) and records the header rules of src/config/securityHeaders.ts in
 * .cache/security-headers.json. That one file is what the Netlify adapter writes into public/_headers and into
 * each function (scripts/netlify-adapter.ts), and what `npm run serve` applies (scripts/site-server.ts).
 * Called from gatsby-node's onPostBuild, so every build has it.
 */
import fs from "fs";
import path from "path";
import {
  functionHeaders,
  headerRules,
  type BuildEnv,
  type BuiltSite,
  type Header,
  type HeaderRule,
} from "../src/config/securityHeaders";

export const MANIFEST = path.join(".cache", "security-headers.json");

export interface HeaderManifest {
  /** Static responses, in `_headers` order and semantics. */
  rules: HeaderRule[];
  /** Defaults for every function response (the function's own headers win). */
  functionHeaders: Header[];
}

/** Every file under `dir`, as `/relative/path`. */
export function walk(dir: string, base = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Files the adapter adds after the build; never part of the site's own output. */
const ADAPTER_OUTPUT = new Set(["/_headers", "/_redirects"]);

/** What the build in `root` wrote: public/ and .cache/match-paths.json. */
export function collectBuiltSite(root: string): BuiltSite {
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`security headers: ${publicDir}/index.html is missing; build first`);
  const files = walk(publicDir).filter((f) => !ADAPTER_OUTPUT.has(f));
  const html: Record<string, string> = {};
  for (const f of files) if (f.endsWith(".html")) html[f] = fs.readFileSync(path.join(publicDir, f), "utf8");
  let matchPaths: BuiltSite["matchPaths"] = [];
  const matchPathsFile = path.join(root, ".cache", "match-paths.json");
  if (fs.existsSync(matchPathsFile)) matchPaths = JSON.parse(fs.readFileSync(matchPathsFile, "utf8"));
  return { files, html, matchPaths };
}

export function buildHeaderManifest(root: string, env: BuildEnv): HeaderManifest {
  return { rules: headerRules(collectBuiltSite(root), env), functionHeaders: functionHeaders() };
}

export function writeHeaderManifest(root: string, env: BuildEnv): HeaderManifest {
  const manifest = buildHeaderManifest(root, env);
  fs.writeFileSync(path.join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readHeaderManifest(root: string): HeaderManifest {
  const file = path.join(root, MANIFEST);
  let manifest: HeaderManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(
      `${file} could not be read (${(err as Error).message}): it is written by the build (gatsby-node onPostBuild); run npm run build`,
    );
  }
  if (!Array.isArray(manifest.rules) || !Array.isArray(manifest.functionHeaders))
    throw new Error(`${file}: not a security-headers manifest; run npm run build`);
  return manifest;
}
