/**
 * The documentation search index, built at build time from the MDX sources (gatsby-node writes it to a hashed
 * JSON file that the docs pages fetch only when a visitor starts searching). One entry per section: the text
 * under a page's `##`/`###` heading, linked to that heading's anchor, so a result opens where the term is.
 * Pure: markdown is reduced to plain text here, without a parser, because only words need to be found.
 */
import { parentPaths } from "./docsTree";

export interface TocItem {
  url?: string;
  title?: string;
  items?: TocItem[];
}

export interface DocSource {
  product: string;
  productName: string;
  title: string;
  /** The page's path, e.g. /plutus-payments/docs/api-reference/ */
  path: string;
  /** The raw MDX body (no frontmatter). */
  body: string;
  /** gatsby-plugin-mdx's tableOfContents: the anchors rehype-slug gives the same headings. */
  toc: { items?: TocItem[] };
}

export interface SearchDocument {
  id: string;
  product: string;
  productName: string;
  /** The page's title, after its parent page's for a nested page ('API reference › Webhooks': docsTree.ts). */
  page: string;
  /** The section's heading; the page's title for the text before the first heading. */
  heading: string;
  /**
   * The headings the section sits under, outermost first, joined by ' › ' ('' for a top-level section): a
   * subsection is about its parent's subject ('Verifying signatures' under 'Webhooks') without naming it again.
   */
  parent: string;
  /** Page path plus the heading's anchor. */
  path: string;
  text: string;
}

function flatten(items: TocItem[] = []): { url: string; title: string }[] {
  return items.flatMap((item) => [
    ...(item.url && item.title ? [{ url: item.url, title: item.title }] : []),
    ...flatten(item.items),
  ]);
}

/** Markdown and MDX reduced to the words a reader sees (code blocks dropped, inline code kept). */
export function plainText(markdown: string): string {
  // Inline code is set aside first, so its underscores and stars are not read as emphasis.
  const code: string[] = [];
  const text = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, " ") // fenced code blocks
    .replace(/`([^`]*)`/g, (_, inner: string) => `\u0000${code.push(inner) - 1}\u0000`)
    .replace(/^(import|export)\s.*$/gm, " ") // MDX module lines
    .replace(/<[^>]+>/g, " ") // HTML / JSX tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links: their text
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ") // table rule lines
    .replace(/[|*_>#]+/g, " ") // table pipes, emphasis, quotes, heading marks
    .replace(/^\s*([-+]|\d+\.)\s+/gm, " "); // list markers
  return text
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

// Depths 1-3, as the table of contents is queried with maxDepth 3 (content starts at ##: docs/content-editing.md).
const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;

/** The sections of every page, in page order. Headings are matched to the table of contents in order. */
export function searchDocuments(docs: readonly DocSource[]): SearchDocument[] {
  const out: SearchDocument[] = [];
  const parents = parentPaths(docs);
  for (const doc of docs) {
    const parentPath = parents.get(doc.path);
    const parentTitle = docs.find((d) => d.path === parentPath)?.title;
    const page = parentTitle ? `${parentTitle} › ${doc.title}` : doc.title;
    const anchors = flatten(doc.toc.items);
    let heading = doc.title;
    // The open headings by depth (index 1 to 3), for each section's `parent`.
    let open: (string | undefined)[] = [];
    let parent = "";
    let anchor = "";
    let lines: string[] = [];
    let fence: string | null = null;
    let n = 0;
    const flush = () => {
      const text = plainText(lines.join("\n"));
      if (text || anchor) {
        out.push({
          id: `${doc.path}${anchor}`,
          product: doc.product,
          productName: doc.productName,
          page,
          heading,
          parent,
          path: `${doc.path}${anchor}`,
          text,
        });
      }
      lines = [];
    };
    for (const line of doc.body.split("\n")) {
      const fenceMark = /^(```|~~~)/.exec(line)?.[1];
      if (fenceMark && (fence === null || fence === fenceMark)) fence = fence === null ? fenceMark : null;
      const match = fence === null ? HEADING.exec(line) : null;
      if (!match) {
        lines.push(line);
        continue;
      }
      flush();
      heading = plainText(match[2] ?? "");
      const depth = (match[1] ?? "").length;
      // A heading closes those at its depth and deeper; a skipped depth (# then ###) leaves a hole, not a name.
      open = open.slice(0, depth);
      open[depth] = heading;
      parent = open.slice(0, depth).filter(Boolean).join(" › ");
      // The n-th heading of the page is the n-th entry of its table of contents (both see depths 1 to 3).
      anchor = anchors[n]?.url ?? "";
      n += 1;
    }
    flush();
  }
  return out;
}
