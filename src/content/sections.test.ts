import { CASE_STUDY_SECTIONS, checkSections, sectionHeadings } from "./sections";

const file = "content/case-studies/a.mdx";
const body = (...headings: string[]) => headings.map((h) => `## ${h}\n\nText.\n`).join("\n");

describe("sectionHeadings", () => {
  it("reads level-2 headings only, outside code fences", () => {
    expect(sectionHeadings("# Title\n## One\n### Sub\n```md\n## Not a heading\n```\n## Two ##\n")).toEqual([
      "One",
      "Two",
    ]);
  });
});

describe("checkSections", () => {
  it("accepts the three sections in order, with others around them", () => {
    expect(
      checkSections(file, body("The problem", "What we did", "The measured result"), CASE_STUDY_SECTIONS),
    ).toBeNull();
    expect(
      checkSections(
        file,
        body("The problem", "What we did", "Timeline", "The measured result", "In their words"),
        CASE_STUDY_SECTIONS,
      ),
    ).toBeNull();
  });

  it("names the missing section and what was expected", () => {
    expect(checkSections(file, body("The problem", "The measured result"), CASE_STUDY_SECTIONS)).toBe(
      'content/case-studies/a.mdx: body section "## What we did" is missing; expected the sections "## The problem", "## What we did", "## The measured result" in this order',
    );
  });

  it("names a section out of order", () => {
    expect(checkSections(file, body("What we did", "The problem", "The measured result"), CASE_STUDY_SECTIONS)).toBe(
      'content/case-studies/a.mdx: body section "## What we did" is out of order; expected the sections "## The problem", "## What we did", "## The measured result" in this order',
    );
  });
});
