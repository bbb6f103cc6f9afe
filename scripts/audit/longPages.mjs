/**
 * Which long page of each site the audits compare (compare.mjs, profile.mjs): a long page is what a docs layout
 * must carry, so the largest built HTML stands for it.
 */
import fs from "node:fs";
import path from "node:path";

/** The largest built page under `dir/<prefix>`. */
function largestPage(publicDir, prefixes) {
  const pages = [];
  for (const prefix of prefixes) {
    const base = path.join(publicDir, prefix);
    if (!fs.existsSync(base)) continue;
    for (const d of fs.readdirSync(base)) {
      const file = path.join(base, d, "index.html");
      if (fs.existsSync(file))
        pages.push({ route: `/${prefix ? `${prefix}/` : ""}${d}/`, size: fs.statSync(file).size });
    }
  }
  pages.sort((a, b) => b.size - a.size);
  return pages[0]?.route ?? null;
}

/** Our longest docs page, of either product. */
export const longestDoc = (publicDir) => largestPage(publicDir, ["plutus-payments/docs", "bulk-remind/docs"]);

/** The starter's longest blog post: its posts are the folders of content/blog, built at /<slug>/. */
export function longestPost(publicDir) {
  const candidates = fs
    .readdirSync(publicDir)
    .filter((d) => !d.startsWith("_") && !["404", "page-data", "static", "icons", "using-typescript"].includes(d))
    .map((d) => ({ route: `/${d}/`, file: path.join(publicDir, d, "index.html") }))
    .filter((p) => fs.existsSync(p.file))
    .sort((a, b) => fs.statSync(b.file).size - fs.statSync(a.file).size);
  return candidates[0]?.route ?? null;
}
