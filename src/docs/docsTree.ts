/**
 * A product's docs as the reader walks them: top-level pages in their frontmatter order, and under a page the pages
 * whose file name is its name, a hyphen and more (`api-reference-webhooks.mdx` under `api-reference.mdx`). The
 * files stay side by side in content/docs/<product>/, as the build, the search and the tests read them, and the
 * URL still says where a page belongs. One level only: a sidebar deeper than that is read by no one. Pure.
 */

export interface DocLink {
  title: string;
  path: string;
}

export type DocNode<T extends DocLink = DocLink> = T & { children: T[] };

/** The last segment of a page's path: /plutus-payments/docs/api-reference-webhooks/ → api-reference-webhooks. */
export function slugOfPath(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "";
}

/** The path without its last segment, so a page only nests under a page of the same product. */
function folderOf(path: string): string {
  return path.replace(/[^/]+\/?$/, "");
}

/**
 * Each nested page's parent, by path. A page nests under the page whose slug is the longest prefix of its own
 * followed by a hyphen; a page that is itself nested takes no children.
 */
export function parentPaths(pages: readonly DocLink[]): Map<string, string> {
  const parents = new Map<string, string>();
  for (const page of pages) {
    const slug = slugOfPath(page.path);
    let best: DocLink | undefined;
    for (const other of pages) {
      const candidate = slugOfPath(other.path);
      if (other === page || folderOf(other.path) !== folderOf(page.path)) continue;
      if (!slug.startsWith(`${candidate}-`)) continue;
      if (!best || candidate.length > slugOfPath(best.path).length) best = other;
    }
    if (best) parents.set(page.path, best.path);
  }
  // A chain (a-b-c under a-b under a) hangs from its top page.
  for (const [child, parent] of parents) {
    let top = parent;
    while (parents.has(top)) top = parents.get(top) as string;
    parents.set(child, top);
  }
  return parents;
}

/** The pages (in sidebar order) as a tree: each top-level page with the pages nested under it, in the same order. */
export function docsTree<T extends DocLink>(pages: readonly T[]): DocNode<T>[] {
  const parents = parentPaths(pages);
  const tops = pages.filter((p) => !parents.has(p.path)).map((p): DocNode<T> => ({ ...p, children: [] }));
  for (const page of pages) {
    const parent = parents.get(page.path);
    if (parent) tops.find((t) => t.path === parent)?.children.push(page);
  }
  return tops;
}

/** The order a reader pages through with 'next': each page, then the pages under it. */
export function readingOrder<T extends DocLink>(tree: readonly DocNode<T>[]): T[] {
  return tree.flatMap(({ children, ...page }) => [page as unknown as T, ...children]);
}

/** The page a nested page sits under, or undefined for a top-level one. */
export function parentOf<T extends DocLink>(pages: readonly T[], path: string): T | undefined {
  const parent = parentPaths(pages).get(path);
  return parent === undefined ? undefined : pages.find((p) => p.path === parent);
}
