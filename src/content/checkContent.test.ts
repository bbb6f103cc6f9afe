/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { checkContent } from "./checkContent";

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const offering = (order: number, extra = "") => `---
title: Training
description: Hands-on courses for IT teams on cloud, security and data, on site or remote.
keywords: [training]
order: ${order}
icon: school
${extra}---

## Body
`;

const caseStudy = (
  offerings: string,
  order = 1,
  body = "## The problem\n\nA.\n\n## What we did\n\nB.\n\n## The measured result\n\nC.\n",
) => `---
title: Training a support team
description: A 300-person non-profit trained its staff and halved the clicks on simulated phishing.
clientType: Non-profit, 300 staff
industry: Non-profit
offerings: [${offerings}]
results:
  - figure: "50%"
    label: fewer phishing clicks
order: ${order}
---

${body}`;

describe("checkContent", () => {
  it("passes the repository's own content", () => {
    expect(checkContent(path.resolve(__dirname, "../../content"))).toEqual([]);
  });

  it("passes a valid fixture", () => {
    expect(checkContent(fixture({ "offerings/training.mdx": offering(1) }))).toEqual([]);
  });

  it("names the file for broken YAML", () => {
    const dir = fixture({
      "offerings/training.mdx": "---\ntitle: Cloud: hybrid: bad\n  description: [\n---\n",
    });
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(/^content\/offerings\/training\.mdx: frontmatter is not valid YAML/),
    ]);
  });

  it("names the file and field for a wrong value, and reports missing frontmatter", () => {
    const dir = fixture({
      "offerings/a.mdx": offering(1).replace("icon: school", "icon: rocket"),
      "docs/bulk-remind/intro.mdx": "## No frontmatter\n",
    });
    const problems = checkContent(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/docs\/bulk-remind\/intro\.mdx: frontmatter is missing/);
    expect(problems[1]).toMatch(/^content\/offerings\/a\.mdx: frontmatter field "icon" must be one of/);
  });

  it("reports duplicate orders and misplaced files", () => {
    const dir = fixture({
      "offerings/a.mdx": offering(1),
      "offerings/b.mdx": offering(1),
      "docs/unknown-product/x.mdx": offering(1),
    });
    const problems = checkContent(dir);
    expect(problems).toContain(
      'content/offerings/b.mdx: frontmatter field "order" 1 is already used by content/offerings/a.mdx; expected a unique number',
    );
    expect(problems.some((p) => p.startsWith("content/docs/unknown-product/x.mdx:"))).toBe(true);
  });

  it("checks case studies: fields, the offerings they name, their sections and their order", () => {
    const dir = fixture({
      "offerings/training.mdx": offering(1),
      "case-studies/good.mdx": caseStudy("training"),
      "case-studies/typo.mdx": caseStudy("trainig", 2),
      "case-studies/no-result.mdx": caseStudy("training", 3).replace(/results:[\s\S]*?order/, "order"),
      "case-studies/sections.mdx": caseStudy("training", 4, "## The problem\n\nA.\n"),
      "case-studies/same-order.mdx": caseStudy("training", 1),
    });
    expect(checkContent(dir)).toEqual([
      'content/case-studies/no-result.mdx: frontmatter field "results" must be a list of 1 to 4 results, each with a figure (1 to 12 characters) and a label (3 to 60 characters); got nothing (the field is missing)',
      'content/case-studies/sections.mdx: body section "## What we did" is missing; expected the sections "## The problem", "## What we did", "## The measured result" in this order',
      'content/case-studies/same-order.mdx: frontmatter field "order" 1 is already used by content/case-studies/good.mdx; expected a unique number',
      'content/case-studies/typo.mdx: frontmatter field "offerings" names "trainig", which is not an offering (no content/offerings/trainig.mdx); did you mean "training"?',
    ]);
  });

  it("checks an offering's related services against the other offerings and itself", () => {
    const dir = fixture({
      "offerings/training.mdx": offering(1, "related: [training, staff-augmentation]\n"),
      "offerings/staff-augmentation.mdx": offering(2, "related: [training, training]\n"),
    });
    expect(checkContent(dir)).toEqual([
      'content/offerings/staff-augmentation.mdx: frontmatter field "related" must be a list that names each offering once; got ["training","training"]',
      'content/offerings/training.mdx: frontmatter field "related" names the offering itself ("training"); expected other offerings',
    ]);
  });

  it("a case-study order may repeat an offering's: each list has its own", () => {
    const dir = fixture({ "offerings/training.mdx": offering(1), "case-studies/a.mdx": caseStudy("training", 1) });
    expect(checkContent(dir)).toEqual([]);
  });
});
