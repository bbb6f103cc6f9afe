/**
 * @jest-environment node
 *
 * The docs search over the real index, built from content/docs/ as the build builds it: what a reader of one
 * product's docs finds first, and that the other product never shows. A docs edit that buries one of these pages
 * fails here, not in front of a reader.
 */
import { createSearchEngine, type SearchHit } from "./searchEngine";
import { contentSearchIndex } from "./testing/contentIndex";

const PLUTUS = "plutus-payments";
const REMIND = "bulk-remind";

const engine = createSearchEngine(contentSearchIndex());
const paths = (hits: SearchHit[]) => hits.map((h) => h.path);

describe("the docs search over content/docs", () => {
  it("indexes both products, so a search without a product sees both", () => {
    expect(new Set(engine.search("webhook").map((h) => h.product))).toEqual(new Set([PLUTUS, REMIND]));
  });

  it("lists Plutus's 'Verifying signatures' first for 'webhook signature', and nothing of Bulk Remind", () => {
    // Both products' webhooks are signed: unscoped, Bulk Remind's section would be listed too.
    expect(engine.search("webhook signature").some((h) => h.product === REMIND)).toBe(true);
    const hits = engine.search("webhook signature", { product: PLUTUS });
    // On the API reference's Webhooks page, whose title counts for the word 'webhook'.
    expect(hits[0]).toMatchObject({
      heading: "Verifying signatures",
      parent: "",
      page: "API reference › Webhooks",
      path: "/plutus-payments/docs/api-reference-webhooks/#verifying-signatures",
    });
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.filter((h) => h.product !== PLUTUS || !h.path.startsWith("/plutus-payments/docs/"))).toEqual([]);
    // The matched words are marked: the heading's, and the section's text says 'Signature'.
    expect(hits[0]?.headingParts).toEqual([
      { text: "Verifying ", match: false },
      { text: "signatures", match: true },
    ]);
    expect(hits[0]?.snippetParts.filter((p) => p.match).map((p) => p.text)).toContain("Signature");
  });

  it("ranks a plural query as its singular (the stemmer makes them one term)", () => {
    for (const [plural, singular, product] of [
      ["webhooks signatures", "webhook signature", PLUTUS],
      ["invoices", "invoice", PLUTUS],
      ["keys", "key", PLUTUS],
      ["reminders", "reminder", REMIND],
      ["templates", "template", REMIND],
    ] as const) {
      const found = paths(engine.search(plural, { product }));
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(paths(engine.search(singular, { product })));
    }
  });

  it("keeps each product's search to its own docs", () => {
    for (const query of ["webhook signature", "api key", "refund", "suppression", "template", "idempotency"]) {
      for (const product of [PLUTUS, REMIND]) {
        for (const hit of engine.search(query, { product })) {
          expect([query, hit.product, hit.path.split("/")[1]]).toEqual([query, product, product]);
        }
      }
    }
    // The other product's best answer is not offered, even when this one has none.
    expect(engine.search("suppression", { product: PLUTUS })).toEqual([]);
    expect(paths(engine.search("suppression", { product: REMIND }))[0]).toBe(
      "/bulk-remind/docs/api-reference-suppressions/",
    );
  });

  it("still opens the sections the docs e2e tests open", () => {
    expect(paths(engine.search("idempotency", { product: PLUTUS }))[0]).toBe(
      "/plutus-payments/docs/concepts/#idempotency",
    );
    expect(engine.search("refund", { product: PLUTUS }).length).toBeGreaterThan(1);
  });
});
