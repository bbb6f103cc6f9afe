/** The matched words of a result, cut out as plain text for <mark>: whole words, by the index's own terms. */
import { firstMatch, highlight } from "./highlight";

const terms = (...t: string[]) => new Set(t);
const marked = (text: string, ...t: string[]) =>
  highlight(text, terms(...t))
    .filter((p) => p.match)
    .map((p) => p.text);

describe("highlight", () => {
  it("gives the text back whole, with the matched words apart", () => {
    const text = "Each delivery includes a Plutus-Signature header; verify signatures.";
    const parts = highlight(text, terms("signature", "verify"));
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts).toEqual([
      { text: "Each delivery includes a Plutus-", match: false },
      { text: "Signature", match: true },
      { text: " header; ", match: false },
      { text: "verify", match: true },
      { text: " ", match: false },
      { text: "signatures", match: true },
      { text: ".", match: false },
    ]);
  });

  it("marks a word by its processed term (case, plural), never a part of a word", () => {
    expect(marked("Webhooks and WEBHOOK, not webhookish", "webhook")).toEqual(["Webhooks", "WEBHOOK"]);
    expect(marked("nothing here", "webhook")).toEqual([]);
    expect(highlight("", terms("x"))).toEqual([]);
  });

  it("keeps markup in the text as text, for React to escape", () => {
    const text = 'Never paste <script>alert("x")</script> here';
    const parts = highlight(text, terms("paste"));
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts).toEqual([
      { text: "Never ", match: false },
      { text: "paste", match: true },
      { text: ' <script>alert("x")</script> here', match: false },
    ]);
  });
});

describe("firstMatch", () => {
  it("finds where the first matched word starts", () => {
    expect(firstMatch("one two Entries three", terms("entrie"))).toBe(8);
    expect(firstMatch("one two", terms("three"))).toBe(-1);
  });
});
