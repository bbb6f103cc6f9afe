import {
  classifyContentPath,
  contentPagePath,
  findDuplicateOrders,
  formatFieldErrors,
  validateCaseStudyFrontmatter,
  validateDocFrontmatter,
  validateFrontmatterOf,
  validateOfferingFrontmatter,
} from "./frontmatter";

const validOffering = {
  title: "Training",
  menuLabel: "Training",
  description: "Hands-on courses for IT teams on cloud, security and data, delivered on site or remotely.",
  keywords: ["training", "certification"],
  order: 7,
  icon: "school",
  group: "people",
};

describe("classifyContentPath", () => {
  it("recognizes offerings and product docs", () => {
    expect(classifyContentPath("offerings/training.mdx")).toEqual({ kind: "offering", slug: "training" });
    expect(classifyContentPath("docs/bulk-remind/api-reference.mdx")).toEqual({
      kind: "doc",
      product: "bulk-remind",
      slug: "api-reference",
    });
  });

  it("recognizes case studies, and gives each kind its page", () => {
    const where = classifyContentPath("case-studies/hospital-hybrid-cloud.mdx");
    expect(where).toEqual({ kind: "case-study", slug: "hospital-hybrid-cloud" });
    if (where.kind === "unknown") throw new Error("classified as unknown");
    expect(contentPagePath(where)).toBe("/case-studies/hospital-hybrid-cloud/");
    expect(contentPagePath({ kind: "offering", slug: "training" })).toBe("/offerings/training/");
    expect(contentPagePath({ kind: "doc", product: "bulk-remind", slug: "faq" })).toBe("/bulk-remind/docs/faq/");
  });

  it("rejects unknown products, stray folders and bad file names with a reason", () => {
    expect(classifyContentPath("docs/acme/intro.mdx")).toMatchObject({
      kind: "unknown",
      reason: expect.stringContaining("acme"),
    });
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
    const errors = validateOfferingFrontmatter({
      ...validOffering,
      order: "7",
      icon: "rocket",
      description: undefined,
    });
    expect(errors.map((e) => e.field).sort()).toEqual(["description", "icon", "order"]);
    const message = formatFieldErrors("content/offerings/training.mdx", errors);
    expect(message).toContain(
      'content/offerings/training.mdx: frontmatter field "order" must be a whole number above 0; got "7"',
    );
    expect(message).toContain('field "icon" must be one of savings');
    expect(message).toContain(
      'field "description" must be a text of 50 to 170 characters; got nothing (the field is missing)',
    );
  });

  it("accepts a related list of one to three offering slugs", () => {
    expect(validateOfferingFrontmatter({ ...validOffering, related: ["staff-augmentation"] })).toEqual([]);
    expect(
      validateOfferingFrontmatter({
        ...validOffering,
        related: ["staff-augmentation", "business-intelligence", "saas-cost-optimization"],
      }),
    ).toEqual([]);
  });

  it.each([
    [
      "more than three",
      ["a", "b", "c", "d"],
      'must be a list of 1 to 3 offering slugs (lower-case words joined by hyphens); got ["a","b","c","d"]',
    ],
    ["an empty list", [], "must be a list of 1 to 3 offering slugs (lower-case words joined by hyphens); got []"],
    [
      "a single text",
      "training",
      'must be a list of 1 to 3 offering slugs (lower-case words joined by hyphens); got "training"',
    ],
    [
      "a title instead of a slug",
      ["Cloud & Hybrid"],
      'must be a list of 1 to 3 offering slugs (lower-case words joined by hyphens); got ["Cloud & Hybrid"]',
    ],
    [
      "a duplicate",
      ["training", "training"],
      'must be a list that names each offering once; got ["training","training"]',
    ],
  ])("names the related field for %s", (_what, related, message) => {
    const errors = validateOfferingFrontmatter({ ...validOffering, related });
    expect(errors.map((e) => e.field)).toEqual(["related"]);
    expect(formatFieldErrors("content/offerings/training.mdx", errors)).toBe(
      `content/offerings/training.mdx: frontmatter field "related" ${message}`,
    );
  });

  it.each([
    ["missing", undefined, "nothing (the field is missing)"],
    ["unknown", "training", '"training"'],
    ["a group's title instead of its id", "People and skills", '"People and skills"'],
  ])("requires a known group: %s stops the build, naming the field and the groups", (_what, group, got) => {
    const errors = validateOfferingFrontmatter({ ...validOffering, group });
    expect(formatFieldErrors("content/offerings/training.mdx", errors)).toBe(
      `content/offerings/training.mdx: frontmatter field "group" must be one of cost, cloud, security, data, people; got ${got}`,
    );
  });

  it("rejects empty keyword lists and a non-object frontmatter", () => {
    expect(validateOfferingFrontmatter({ ...validOffering, keywords: [] })[0]?.field).toBe("keywords");
    expect(validateOfferingFrontmatter(null)[0]?.field).toBe("frontmatter");
  });
});

describe("validateDocFrontmatter", () => {
  it("does not require keywords but requires the rest", () => {
    expect(validateDocFrontmatter({ title: "Concepts", description: "x".repeat(60), order: 2 })).toEqual([]);
    expect(validateDocFrontmatter({ title: "Concepts" }).map((e) => e.field)).toEqual(["description", "order"]);
  });
});

const validCaseStudy = {
  title: "Hybrid cloud for a hospital group",
  description: "A regional hospital group left its leased data center for Azure and kept its clinical systems on site.",
  clientType: "Regional hospital group, 2,400 staff",
  industry: "Healthcare",
  offerings: ["cloud-hybrid-implementations", "comprehensive-cybersecurity-solutions"],
  results: [
    { figure: "38%", label: "lower hosting cost" },
    { figure: "100%", label: "of staff accounts on MFA" },
  ],
  order: 1,
};

describe("validateCaseStudyFrontmatter", () => {
  const file = "content/case-studies/hospital.mdx";
  const message = (fm: unknown) => formatFieldErrors(file, validateCaseStudyFrontmatter(fm));

  it("accepts a complete frontmatter, with or without keywords", () => {
    expect(validateCaseStudyFrontmatter(validCaseStudy)).toEqual([]);
    expect(validateCaseStudyFrontmatter({ ...validCaseStudy, keywords: ["hybrid cloud"] })).toEqual([]);
    expect(validateFrontmatterOf("case-study", validCaseStudy)).toEqual([]);
  });

  it("names every missing field", () => {
    expect(validateCaseStudyFrontmatter({ title: "Hybrid cloud" }).map((e) => e.field)).toEqual([
      "description",
      "clientType",
      "industry",
      "offerings",
      "results",
      "order",
    ]);
  });

  it.each([
    ["title", "X", 'frontmatter field "title" must be a text of 3 to 80 characters; got "X"'],
    [
      "description",
      "Too short.",
      'frontmatter field "description" must be a text of 50 to 170 characters; got "Too short."',
    ],
    ["clientType", "", 'frontmatter field "clientType" must be a text of 5 to 80 characters; got ""'],
    ["industry", 7, 'frontmatter field "industry" must be a text of 3 to 40 characters; got 7'],
    ["order", 1.5, 'frontmatter field "order" must be a whole number above 0; got 1.5'],
    ["keywords", [], 'frontmatter field "keywords" must be a non-empty list of keywords; got []'],
    [
      "offerings",
      [],
      'frontmatter field "offerings" must be a list of 1 to 4 offering slugs (lower-case words joined by hyphens); got []',
    ],
    [
      "offerings",
      ["training", "training"],
      'frontmatter field "offerings" must be a list that names each offering once; got ["training","training"]',
    ],
    [
      "results",
      [],
      'frontmatter field "results" must be a list of 1 to 4 results, each with a figure (1 to 12 characters) and a label (3 to 60 characters); got []',
    ],
  ])("names %s and what was expected", (field, value, expected) => {
    expect(message({ ...validCaseStudy, [field]: value })).toBe(`${file}: ${expected}`);
  });

  it.each([
    ["five results", Array.from({ length: 5 }, () => ({ figure: "1", label: "one thing" }))],
    ["a result without a label", [{ figure: "38%" }]],
    ["a figure that is a sentence", [{ figure: "thirty-eight percent", label: "lower cost" }]],
    ["a number instead of a text", [{ figure: 38, label: "lower cost" }]],
    ["a plain text", ["38% lower cost"]],
  ])("rejects %s", (_what, results) => {
    expect(validateCaseStudyFrontmatter({ ...validCaseStudy, results }).map((e) => e.field)).toEqual(["results"]);
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
