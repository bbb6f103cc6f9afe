/** How the docs search cuts and stems words: the same for the index, the query and the highlighting. */
import MiniSearch from "minisearch";
import { processTerm, stem, tokenize } from "./searchTerms";

describe("stem", () => {
  it.each([
    ["webhooks", "webhook"],
    ["signatures", "signature"],
    ["keys", "key"],
    ["apis", "api"],
    // A stem is always a prefix of its word, so 'cookie' still finds 'cookies' by prefix.
    ["cookies", "cookie"],
    ["entries", "entrie"],
    // Not plurals.
    ["address", "address"],
    ["status", "status"],
    ["bus", "bus"],
    ["its", "its"],
    ["webhook", "webhook"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe("processTerm", () => {
  it("lower-cases before stemming and drops empty terms", () => {
    expect(processTerm("Signatures")).toBe("signature");
    expect(processTerm("HTTPS")).toBe("http");
    expect(processTerm("")).toBeNull();
  });
});

describe("tokenize", () => {
  it("splits on spaces and punctuation as MiniSearch does", () => {
    const text = "Plutus-Signature header: t=1751893282, v1\n(sk_test_…) “quoted”";
    expect(tokenize(text)).toEqual((MiniSearch.getDefault("tokenize") as (t: string) => string[])(text));
    expect(tokenize("Plutus-Signature header: t=1751893282, v1")).toEqual([
      "Plutus",
      "Signature",
      "header",
      "t=1751893282",
      "v1",
    ]);
  });
});
