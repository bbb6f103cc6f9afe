import { closestSlug, findBadReferences } from "./references";

const offerings = ["training", "staff-augmentation", "cloud-hybrid-implementations", "business-intelligence"];

describe("findBadReferences", () => {
  it("passes references to existing offerings", () => {
    expect(
      findBadReferences(offerings, [
        { file: "content/offerings/training.mdx", field: "related", slugs: ["staff-augmentation"], self: "training" },
        { file: "content/case-studies/a.mdx", field: "offerings", slugs: ["training", "business-intelligence"] },
      ]),
    ).toEqual([]);
  });

  it("names the file, the field and the unknown slug, suggesting a close one", () => {
    expect(
      findBadReferences(offerings, [
        { file: "content/case-studies/a.mdx", field: "offerings", slugs: ["training", "cloud-hybrid-implementation"] },
      ]),
    ).toEqual([
      'content/case-studies/a.mdx: frontmatter field "offerings" names "cloud-hybrid-implementation", which is not an offering (no content/offerings/cloud-hybrid-implementation.mdx); did you mean "cloud-hybrid-implementations"?',
    ]);
  });

  it("lists the offerings when nothing is close", () => {
    expect(
      findBadReferences(offerings, [
        { file: "content/offerings/training.mdx", field: "related", slugs: ["blockchain"], self: "training" },
      ]),
    ).toEqual([
      'content/offerings/training.mdx: frontmatter field "related" names "blockchain", which is not an offering (no content/offerings/blockchain.mdx); expected one of business-intelligence, cloud-hybrid-implementations, staff-augmentation, training',
    ]);
  });

  it("rejects an offering related to itself", () => {
    expect(
      findBadReferences(offerings, [
        { file: "content/offerings/training.mdx", field: "related", slugs: ["training"], self: "training" },
      ]),
    ).toEqual([
      'content/offerings/training.mdx: frontmatter field "related" names the offering itself ("training"); expected other offerings',
    ]);
  });
});

describe("closestSlug", () => {
  it("finds typos and leaves unrelated words alone", () => {
    expect(closestSlug("trainig", offerings)).toBe("training");
    expect(closestSlug("staff-augmentaton", offerings)).toBe("staff-augmentation");
    expect(closestSlug("quantum", offerings)).toBeNull();
  });
});
