/**
 * @jest-environment node
 *
 * Docs search over real sections: ranking by heading, prefixes and typos, both products, snippets.
 */
import { createSearchEngine, loadSearchEngine, snippet } from "./searchEngine";
import type { SearchDocument } from "./searchDocuments";

const doc = (over: Partial<SearchDocument> & { id: string }): SearchDocument => ({
  product: "plutus-payments",
  productName: "Plutus Payments",
  page: "API reference",
  heading: "API reference",
  path: `/plutus-payments/docs/api-reference/${over.id}`,
  text: "",
  ...over,
});

const DOCS = [
  doc({ id: "#idempotency", heading: "Idempotency", text: "Send an Idempotency-Key header on every POST request." }),
  doc({ id: "#pagination", heading: "Pagination", text: "Pass starting_after with the id of the last object." }),
  doc({
    id: "#suppressions",
    product: "bulk-remind",
    productName: "Bulk Remind",
    page: "Concepts",
    heading: "Suppression list",
    path: "/bulk-remind/docs/concepts/#suppressions",
    text: "Recipients who unsubscribe or bounce are added to the suppression list and never messaged again.",
  }),
];

describe("createSearchEngine", () => {
  const engine = createSearchEngine(DOCS);

  it("finds a term from each product and links to its section", () => {
    expect(engine.search("idempotency")[0]).toMatchObject({
      path: "/plutus-payments/docs/api-reference/#idempotency",
      productName: "Plutus Payments",
      heading: "Idempotency",
    });
    expect(engine.search("suppression")[0]).toMatchObject({
      path: "/bulk-remind/docs/concepts/#suppressions",
      productName: "Bulk Remind",
    });
  });

  it("matches prefixes and small typos, and needs every word", () => {
    expect(engine.search("paginat")[0]?.heading).toBe("Pagination");
    expect(engine.search("idempotensy")[0]?.heading).toBe("Idempotency");
    expect(engine.search("suppression header")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });
});

describe("snippet", () => {
  const text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen";
  it("cuts around the first term on word boundaries", () => {
    const around = snippet(text, ["nine"], 30);
    expect(around).toMatch(/^… .*\bnine\b.* …$/);
    expect(around.length).toBeLessThanOrEqual(30 + 4);
    // Whole words: every word of the snippet is a word of the text.
    for (const word of around.replace(/…/g, "").trim().split(" ")) expect(text.split(" ")).toContain(word);
    expect(snippet(text, ["one"], 30)).toBe("one two three four five six …");
    expect(snippet("short", ["x"], 30)).toBe("short");
  });
});

describe("loadSearchEngine", () => {
  it("fetches the index and says clearly when it cannot", async () => {
    const ok = jest.fn(async () => new Response(JSON.stringify(DOCS), { status: 200 }));
    const engine = await loadSearchEngine("/docs-search/abc.json", ok as unknown as typeof fetch);
    expect(ok).toHaveBeenCalledWith("/docs-search/abc.json", expect.anything());
    expect(engine.search("pagination")).toHaveLength(1);
    const missing = jest.fn(async () => new Response("", { status: 404 }));
    await expect(loadSearchEngine("/x.json", missing as unknown as typeof fetch)).rejects.toThrow(
      "The search index could not be loaded (HTTP 404).",
    );
  });
});
