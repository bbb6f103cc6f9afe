/**
 * The docs search index built from the real content/docs/ files, as gatsby-node builds it, so ranking tests check
 * what readers search and break when an edit to the docs would bury a page. The table of contents Gatsby's MDX
 * plugin gives is stood in for by the same headings with simple anchors: ranking does not read anchors, and the
 * index only needs one per heading (the e2e tests follow the real ones).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { products } from "../../../core/config/site";
import { classifyContentPath, contentPagePath } from "../../content/frontmatter";
import { searchDocuments, type DocSource, type SearchDocument, type TocItem } from "../searchDocuments";

const DOCS = path.resolve(__dirname, "../../../content/docs");

/** Depth 1-3 headings outside code fences, in order, each with an anchor unique on its page. */
function tableOfContents(body: string): { items: TocItem[] } {
  const items: TocItem[] = [];
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of body.split("\n")) {
    if (/^(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    items.push({ url: `#${n ? `${slug}-${n}` : slug}`, title: heading });
  }
  return { items };
}

export function contentDocSources(): DocSource[] {
  return fs.readdirSync(DOCS).flatMap((product) =>
    fs
      .readdirSync(path.join(DOCS, product))
      .filter((file) => file.endsWith(".mdx"))
      .sort()
      .map((file) => {
        const where = classifyContentPath(`docs/${product}/${file}`);
        if (where.kind !== "doc") throw new Error(`content/docs/${product}/${file} is not a doc`);
        const { data, content } = matter(fs.readFileSync(path.join(DOCS, product, file), "utf8"));
        return {
          product,
          productName: products.find((p) => p.slug === product)?.name ?? product,
          title: String(data.title),
          path: contentPagePath(where),
          body: content,
          toc: tableOfContents(content),
        };
      }),
  );
}

/** Every section of every product's docs, as the build's index file holds them. */
export function contentSearchIndex(): SearchDocument[] {
  return searchDocuments(contentDocSources());
}
