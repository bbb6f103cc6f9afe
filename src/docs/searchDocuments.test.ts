/** The docs search index: sections per heading with the right anchors, and markdown reduced to its words. */
import { plainText, searchDocuments, type DocSource } from "./searchDocuments";

const doc = (over: Partial<DocSource> = {}): DocSource => ({
  product: "plutus-payments",
  productName: "Plutus Payments",
  title: "API reference",
  path: "/plutus-payments/docs/api-reference/",
  body: "",
  toc: {},
  ...over,
});

describe("plainText", () => {
  it("keeps the words a reader sees", () => {
    expect(plainText("Send **your** key as a [bearer token](https://x.example) in the `Authorization` header.")).toBe(
      "Send your key as a bearer token in the Authorization header.",
    );
    expect(plainText("- one\n- two\n1. three")).toBe("one two three");
    expect(plainText("| Code | Meaning |\n|---|:--|\n| `401` | bad key |")).toBe("Code Meaning 401 bad key");
    expect(plainText("> a quote with ![alt text](/i.png)")).toBe("a quote with alt text");
  });

  it("drops code blocks, MDX imports and tags", () => {
    expect(plainText('Before\n\n```json\n{"a": 1}\n```\n\nafter')).toBe("Before after");
    expect(plainText('import X from "./x"\n\n<Note kind="tip">Careful</Note>')).toBe("Careful");
  });
});

describe("searchDocuments", () => {
  it("makes one entry per section, linked to the heading's anchor from the table of contents", () => {
    const docs = searchDocuments([
      doc({
        body: "Intro words.\n\n## Authentication\n\nSend a key.\n\n### Test keys\n\nStart with `sk_test_`.\n\n## Errors\n\nCodes.",
        toc: {
          items: [
            { url: "#authentication", title: "Authentication", items: [{ url: "#test-keys", title: "Test keys" }] },
            { url: "#errors", title: "Errors" },
          ],
        },
      }),
    ]);
    expect(docs.map((d) => [d.heading, d.path, d.text])).toEqual([
      ["API reference", "/plutus-payments/docs/api-reference/", "Intro words."],
      ["Authentication", "/plutus-payments/docs/api-reference/#authentication", "Send a key."],
      ["Test keys", "/plutus-payments/docs/api-reference/#test-keys", "Start with sk_test_."],
      ["Errors", "/plutus-payments/docs/api-reference/#errors", "Codes."],
    ]);
    expect(new Set(docs.map((d) => d.id)).size).toBe(4);
    expect(docs[1]).toMatchObject({
      product: "plutus-payments",
      productName: "Plutus Payments",
      page: "API reference",
    });
  });

  it("names the headings each section sits under", () => {
    const docs = searchDocuments([
      doc({
        body: "Intro.\n\n## Webhooks\n\nAbout.\n\n### Verifying signatures\n\nHMAC.\n\n### Retries\n\nAgain.\n\n## Errors\n\nCodes.",
        toc: {
          items: [
            {
              url: "#webhooks",
              title: "Webhooks",
              items: [
                { url: "#verifying-signatures", title: "Verifying signatures" },
                { url: "#retries", title: "Retries" },
              ],
            },
            { url: "#errors", title: "Errors" },
          ],
        },
      }),
      doc({
        body: "# Top\n\n### Deep\n\nText.",
        toc: { items: [{ url: "#top", title: "Top", items: [{ url: "#deep", title: "Deep" }] }] },
      }),
    ]);
    expect(docs.map((d) => [d.heading, d.parent])).toEqual([
      ["API reference", ""],
      ["Webhooks", ""],
      ["Verifying signatures", "Webhooks"],
      ["Retries", "Webhooks"],
      ["Errors", ""],
      ["Top", ""],
      // A skipped depth leaves no empty name.
      ["Deep", "Top"],
    ]);
  });

  it("does not take a '#' line inside a code block for a heading", () => {
    const docs = searchDocuments([
      doc({
        body: "## Install\n\n```bash\n## not a heading\nnpm i plutus\n```\n\nDone.",
        toc: { items: [{ url: "#install", title: "Install" }] },
      }),
    ]);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ heading: "Install", text: "Done." });
  });

  it("names a nested page after its parent page, as the sidebar nests it", () => {
    const docs = searchDocuments([
      doc({ body: "Overview." }),
      doc({ title: "Webhooks", path: "/plutus-payments/docs/api-reference-webhooks/", body: "Signed events." }),
      doc({ product: "bulk-remind", title: "Webhooks", path: "/bulk-remind/docs/api-reference-webhooks/", body: "x" }),
    ]);
    expect(docs.map((d) => [d.page, d.heading])).toEqual([
      ["API reference", "API reference"],
      ["API reference › Webhooks", "Webhooks"],
      // The other product's overview is not its parent.
      ["Webhooks", "Webhooks"],
    ]);
  });

  it("keeps pages apart and drops an empty introduction", () => {
    const docs = searchDocuments([
      doc({ body: "## A\n\nalpha", toc: { items: [{ url: "#a", title: "A" }] } }),
      doc({ product: "bulk-remind", path: "/bulk-remind/docs/faq/", title: "FAQ", body: "Plain page." }),
    ]);
    expect(docs.map((d) => d.path)).toEqual(["/plutus-payments/docs/api-reference/#a", "/bulk-remind/docs/faq/"]);
  });
});
