/**
 * The docs search in the browser: MiniSearch over the sections of the build's index (src/docs/searchDocuments.ts).
 * Imported only when a visitor starts typing in the docs search box, with the index fetched at the same moment, so
 * no docs page pays for search until it is used.
 */
import MiniSearch from "minisearch";
import type { SearchDocument } from "./searchDocuments";

export interface SearchHit {
  id: string;
  path: string;
  page: string;
  heading: string;
  productName: string;
  snippet: string;
}

export interface DocsSearchEngine {
  search(query: string, limit?: number): SearchHit[];
}

const SNIPPET_LENGTH = 140;

/** About `length` characters of `text` around the first query term found in it, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const hit = at.length ? Math.min(...at) : 0;
  const start = Math.max(0, Math.min(hit - Math.floor(length / 3), text.length - length));
  // Whole words only at the cut ends.
  const from = start === 0 ? 0 : text.indexOf(" ", start) + 1;
  const cut = text.slice(from, from + length);
  const end = from + length >= text.length ? cut : cut.slice(0, cut.lastIndexOf(" "));
  return `${from > 0 ? "… " : ""}${end}${from + length < text.length ? " …" : ""}`;
}

export function createSearchEngine(documents: readonly SearchDocument[]): DocsSearchEngine {
  const mini = new MiniSearch<SearchDocument>({
    fields: ["heading", "page", "text"],
    storeFields: ["path", "page", "heading", "productName", "text"],
    searchOptions: { boost: { heading: 3, page: 2 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
  });
  mini.addAll(documents as SearchDocument[]);
  return {
    search(query, limit = 8) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      return mini
        .search(trimmed)
        .slice(0, limit)
        .map((result) => ({
          id: String(result.id),
          path: result.path as string,
          page: result.page as string,
          heading: result.heading as string,
          productName: result.productName as string,
          snippet: snippet(result.text as string, result.terms),
        }));
    },
  };
}

/** The engine over the index at `url` (a hashed file the build wrote). */
export async function loadSearchEngine(url: string, fetchFn: typeof fetch = fetch): Promise<DocsSearchEngine> {
  const response = await fetchFn(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return createSearchEngine((await response.json()) as SearchDocument[]);
}
