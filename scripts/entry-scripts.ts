/**
 * Build step: every page in public/ starts its entry scripts after its first paint
 * (src/document/scriptsAfterFirstPaint.ts says why). Called from gatsby-node's onPostBuild, before the security
 * headers are computed, since the inline script it writes is hashed into each page's CSP.
 */
import fs from "fs";
import path from "path";
import { deferEntryScriptsInHtml } from "../src/document/scriptsAfterFirstPaint";
import { walk } from "./security-headers";

export interface EntryScriptsReport {
  pages: number;
  /** Pages rewritten by this run. */
  deferred: number;
  /** Pages whose scripts already start after the first paint (left alone by an incremental build). */
  already: number;
}

/** The built pages; _gatsby/ holds Gatsby's slice fragments, not pages. */
function htmlFiles(dir: string): string[] {
  return walk(dir)
    .filter((f) => f.endsWith(".html") && !f.startsWith("/_gatsby/"))
    .map((f) => path.join(dir, f));
}

/** What marks a page already rewritten (by an earlier build, or a copy of such a page). */
const LOADER_MARK = 'getEntriesByName("first-contentful-paint")';

export function deferEntryScriptsInPublic(publicDir: string): EntryScriptsReport {
  const report: EntryScriptsReport = { pages: 0, deferred: 0, already: 0 };
  for (const file of htmlFiles(publicDir)) {
    report.pages++;
    const before = fs.readFileSync(file, "utf8");
    const { html, sources } = deferEntryScriptsInHtml(before);
    if (sources.length > 0) {
      fs.writeFileSync(file, html);
      report.deferred++;
    } else if (before.includes(LOADER_MARK)) report.already++;
  }
  return report;
}
