import { docsTree, parentOf, parentPaths, readingOrder, slugOfPath } from "./docsTree";

const page = (slug: string, product = "plutus-payments") => ({ title: slug, path: `/${product}/docs/${slug}/` });

describe("the docs' page tree", () => {
  const pages = [
    page("getting-started"),
    page("concepts"),
    page("api-reference"),
    page("api-reference-invoices"),
    page("api-reference-webhooks"),
    page("configuration"),
  ];

  it("nests a page under the page its slug extends with a hyphen, keeping the sidebar order", () => {
    expect(docsTree(pages).map((n) => [slugOfPath(n.path), n.children.map((c) => slugOfPath(c.path))])).toEqual([
      ["getting-started", []],
      ["concepts", []],
      ["api-reference", ["api-reference-invoices", "api-reference-webhooks"]],
      ["configuration", []],
    ]);
  });

  it("pages through a parent and then its children before the next top-level page", () => {
    expect(readingOrder(docsTree(pages)).map((p) => slugOfPath(p.path))).toEqual([
      "getting-started",
      "concepts",
      "api-reference",
      "api-reference-invoices",
      "api-reference-webhooks",
      "configuration",
    ]);
    // The pages themselves, without the tree's children field.
    expect(readingOrder(docsTree(pages))[2]).toEqual(page("api-reference"));
  });

  it("needs the whole word: 'api' does not take 'apis', and a hyphenated name without a parent page stays on top", () => {
    const tree = docsTree([page("api"), page("apis"), page("getting-started"), page("api-keys")]);
    expect(tree.map((n) => [slugOfPath(n.path), n.children.length])).toEqual([
      ["api", 1],
      ["apis", 0],
      ["getting-started", 0],
    ]);
  });

  it("takes the longest matching parent, and hangs a deeper chain from its top page (one level only)", () => {
    const parents = parentPaths([page("api"), page("api-reference"), page("api-reference-webhooks")]);
    expect(parents.get(page("api-reference").path)).toBe(page("api").path);
    expect(parents.get(page("api-reference-webhooks").path)).toBe(page("api").path);
  });

  it("never nests a page under another product's page", () => {
    expect(parentPaths([page("api-reference", "bulk-remind"), page("api-reference-webhooks")]).size).toBe(0);
  });

  it("names a nested page's parent, and none for a top-level page", () => {
    expect(parentOf(pages, page("api-reference-webhooks").path)?.title).toBe("api-reference");
    expect(parentOf(pages, page("concepts").path)).toBeUndefined();
  });
});
