/**
 * The docs search in the browser: MiniSearch over the sections of the build's index (src/docs/searchDocuments.ts).
 * Imported only when a visitor starts typing in the docs search box, with the index fetched at the same moment, so
 * no docs page pays for search until it is used. One index holds both products; a search names the product whose
 * docs the reader is in, and MiniSearch's `filter` keeps the other product's sections out.
 */
import MiniSearch from "minisearch";
import type { SearchDocument } from "./searchDocuments";
import { firstMatch, highlight, type TextPart } from "./highlight";
import { processTerm, tokenize } from "./searchTerms";

export interface SearchHit {
  id: string;
  path: string;
  page: string;
  heading: string;
  /** The headings the section sits under ('' for a top-level one). */
  parent: string;
  product: string;
  productName: string;
  snippet: string;
  /** The heading and the snippet cut into the words the search matched and the rest, for the view to mark. */
  headingParts: TextPart[];
  snippetParts: TextPart[];
}

export interface SearchOptions {
  /** Only this product's sections (a product slug, e.g. 'plutus-payments'); every product without it. */
  product?: string;
  limit?: number;
}

export interface DocsSearchEngine {
  search(query: string, options?: SearchOptions): SearchHit[];
}

const SNIPPET_LENGTH = 140;

/** About `length` characters of `text` around the first query term found in it, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const hit = Math.max(0, firstMatch(text, new Set(terms)));
  const start = Math.max(0, Math.min(hit - Math.floor(length / 3), text.length - length));
  // Whole words only at the cut ends.
  const from = start === 0 ? 0 : text.indexOf(" ", start) + 1;
  const cut = text.slice(from, from + length);
  const end = from + length >= text.length ? cut : cut.slice(0, cut.lastIndexOf(" "));
  return `${from > 0 ? "… " : ""}${end}${from + length < text.length ? " …" : ""}`;
}

export function createSearchEngine(documents: readonly SearchDocument[]): DocsSearchEngine {
  const mini = new MiniSearch<SearchDocument>({
    fields: ["heading", "parent", "page", "text"],
    storeFields: ["path", "page", "heading", "parent", "product", "productName", "text"],
    // One tokenizer and stemmer for the index, the query and the highlighting (searchTerms.ts).
    tokenize,
    processTerm,
    // A section whose own heading names the words ranks first, then one under a heading that does (a subsection
    // of 'Webhooks'), then the page's title; prefixes find words as they are typed, fuzzy a small typo.
    searchOptions: {
      boost: { heading: 3, parent: 2, page: 1.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: "AND",
    },
  });
  mini.addAll(documents as SearchDocument[]);
  return {
    search(query, { product, limit = 8 } = {}) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const results = mini.search(trimmed, product ? { filter: (result) => result.product === product } : {});
      return results.slice(0, limit).map((result) => {
        const terms = new Set(result.terms);
        const heading = result.heading as string;
        const text = snippet(result.text as string, result.terms);
        return {
          id: String(result.id),
          path: result.path as string,
          page: result.page as string,
          heading,
          parent: result.parent as string,
          product: result.product as string,
          productName: result.productName as string,
          snippet: text,
          headingParts: highlight(heading, terms),
          snippetParts: highlight(text, terms),
        };
      });
    },
  };
}

/** The engine over the index at `url` (a hashed file the build wrote). */
export async function loadSearchEngine(url: string, fetchFn: typeof fetch = fetch): Promise<DocsSearchEngine> {
  const response = await fetchFn(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return createSearchEngine((await response.json()) as SearchDocument[]);
}
