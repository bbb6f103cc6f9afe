/**
 * A throw-away copy of the site for a real `gatsby build` or `gatsby develop` (own .cache/ and public/,
 * node_modules linked), so a test can change its content without touching the checkout.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

/** What Gatsby reads to build the site. */
const SITE_FILES = [
  "content",
  "core",
  "src",
  "static",
  "server",
  "scripts/build-settings.js",
  "emulators/services.ts",
  "scripts/security-headers.ts",
  "scripts/netlify-adapter.ts",
  "scripts/deployment-check.ts",
  "scripts/swc-minifier.ts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  ".env.production.defaults",
];

export function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const name of SITE_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}
