/**
 * @jest-environment node
 *
 * Docs search over sample sections: ranking by heading and the heading above, prefixes and typos, one product or
 * both, snippets and the matched words in them. Plurals and the real docs' ranking: searchRanking.test.ts.
 */
import { createSearchEngine, loadSearchEngine, snippet } from "./searchEngine";
import type { SearchDocument } from "./searchDocuments";

const doc = (over: Partial<SearchDocument> & { id: string }): SearchDocument => ({
  product: "plutus-payments",
  productName: "Plutus Payments",
  page: "API reference",
  heading: "API reference",
  parent: "",
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

  it("searches only the product it is given", () => {
    expect(engine.search("suppression", { product: "plutus-payments" })).toEqual([]);
    expect(engine.search("suppression", { product: "bulk-remind" }).map((h) => h.product)).toEqual(["bulk-remind"]);
    // A word in both products' sections: each product sees its own.
    const both = createSearchEngine([
      ...DOCS,
      doc({ id: "#plutus-webhooks", heading: "Webhooks", text: "Events are posted to your endpoint." }),
      doc({
        id: "#remind-webhooks",
        product: "bulk-remind",
        productName: "Bulk Remind",
        heading: "Webhooks",
        path: "/bulk-remind/docs/api-reference/#webhooks",
        text: "Message events are posted to your endpoint.",
      }),
    ]);
    expect(
      both
        .search("webhooks")
        .map((h) => h.product)
        .sort(),
    ).toEqual(["bulk-remind", "plutus-payments"]);
    expect(both.search("webhooks", { product: "plutus-payments" }).map((h) => h.path)).toEqual([
      "/plutus-payments/docs/api-reference/#plutus-webhooks",
    ]);
    expect(both.search("webhooks", { product: "bulk-remind" }).map((h) => h.path)).toEqual([
      "/bulk-remind/docs/api-reference/#webhooks",
    ]);
  });

  it("finds a subsection by the heading it sits under, after the section that names the word itself", () => {
    const sections = createSearchEngine([
      doc({ id: "#webhooks", heading: "Webhooks", text: "Register an endpoint." }),
      doc({ id: "#retries", heading: "Retries", parent: "Webhooks", text: "A failed delivery is sent again." }),
      doc({ id: "#keys", heading: "Keys", text: "A key signs each webhook request." }),
    ]);
    expect(sections.search("webhook retries").map((h) => h.heading)).toEqual(["Retries"]);
    // Heading, then the heading above, then the text.
    expect(sections.search("webhooks").map((h) => h.heading)).toEqual(["Webhooks", "Retries", "Keys"]);
    expect(sections.search("webhook retries")[0]?.parent).toBe("Webhooks");
  });

  it("gives the heading and the snippet cut into matched words and the rest", () => {
    const [hit] = engine.search("idempotency keys");
    expect(hit?.headingParts).toEqual([{ text: "Idempotency", match: true }]);
    expect(hit?.snippetParts).toEqual([
      { text: "Send an ", match: false },
      { text: "Idempotency", match: true },
      { text: "-", match: false },
      { text: "Key", match: true },
      { text: " header on every POST request.", match: false },
    ]);
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
