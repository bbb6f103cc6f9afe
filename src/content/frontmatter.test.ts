import {
  classifyContentPath,
  findDuplicateOrders,
  formatFieldErrors,
  validateDocFrontmatter,
  validateOfferingFrontmatter,
} from "./frontmatter";

const validOffering = {
  title: "Training",
  menuLabel: "Training",
  description: "Hands-on courses for IT teams on cloud, security and data, delivered on site or remotely.",
  keywords: ["training", "certification"],
  order: 7,
  icon: "school",
};

describe("classifyContentPath", () => {
  it("recognises offerings and product docs", () => {
    expect(classifyContentPath("offerings/training.mdx")).toEqual({ kind: "offering", slug: "training" });
    expect(classifyContentPath("docs/bulk-remind/api-reference.mdx")).toEqual({
      kind: "doc",
      product: "bulk-remind",
      slug: "api-reference",
    });
  });

  it("rejects unknown products, stray folders and bad file names with a reason", () => {
    expect(classifyContentPath("docs/acme/intro.mdx")).toMatchObject({ kind: "unknown", reason: expect.stringContaining("acme") });
    expect(classifyContentPath("blog/post.mdx")).toMatchObject({ kind: "unknown" });
    expect(classifyContentPath("offerings/My Page.mdx")).toMatchObject({
      kind: "unknown",
      reason: expect.stringContaining("My Page.mdx"),
    });
  });
});

describe("validateOfferingFrontmatter", () => {
  it("accepts a complete frontmatter and an omitted menuLabel", () => {
    expect(validateOfferingFrontmatter(validOffering)).toEqual([]);
    const { menuLabel: _omit, ...rest } = validOffering;
    expect(validateOfferingFrontmatter(rest)).toEqual([]);
  });

  it("names each wrong or missing field and what was expected", () => {
    const errors = validateOfferingFrontmatter({ ...validOffering, order: "7", icon: "rocket", description: undefined });
    expect(errors.map((e) => e.field).sort()).toEqual(["description", "icon", "order"]);
    const message = formatFieldErrors("content/offerings/training.mdx", errors);
    expect(message).toContain('content/offerings/training.mdx: frontmatter field "order" must be a whole number above 0; got "7"');
    expect(message).toContain('field "icon" must be one of savings');
    expect(message).toContain('field "description" must be a text of 50 to 170 characters; got nothing (the field is missing)');
  });

  it("rejects empty keyword lists and a non-object frontmatter", () => {
    expect(validateOfferingFrontmatter({ ...validOffering, keywords: [] })[0]?.field).toBe("keywords");
    expect(validateOfferingFrontmatter(null)[0]?.field).toBe("frontmatter");
  });
});

describe("validateDocFrontmatter", () => {
  it("does not require keywords but requires the rest", () => {
    expect(
      validateDocFrontmatter({ title: "Concepts", description: "x".repeat(60), order: 2 }),
    ).toEqual([]);
    expect(validateDocFrontmatter({ title: "Concepts" }).map((e) => e.field)).toEqual(["description", "order"]);
  });
});

describe("findDuplicateOrders", () => {
  it("reports the second file that reuses an order", () => {
    expect(
      findDuplicateOrders([
        { file: "a.mdx", order: 1 },
        { file: "b.mdx", order: 2 },
        { file: "c.mdx", order: 1 },
      ]),
    ).toEqual(['c.mdx: frontmatter field "order" 1 is already used by a.mdx; expected a unique number']);
  });
});
