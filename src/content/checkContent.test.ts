/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { checkContent } from "./checkContent";
import { site } from "../../core/config/site";

/** Valid company lists, which every content folder needs (a fixture's own entry replaces one). */
const company: Record<string, string> = {
  "company/quotes.md": `---
quotes:
  - quote: "They found a third of our cloud bill and showed finance every line of it."
    person: Dana Whitfield
    role: Chief Financial Officer
    company: Northbeam Logistics
    placeholder: true
---
`,
  "company/clients.md": "---\nclients:\n  - name: Northbeam Logistics\n---\n",
  "company/certifications.md": "---\ncertifications: []\n---\n",
  "company/leadership.md": `---
leadership:
  - name: Maria Okafor
    role: Managing Partner
    bio: Twenty years in infrastructure and finance IT, most of them in banking.
---
`,
  "company/offices.md": `---
offices:
  - city: Portland
    address: "${site.address}"
    phone: "+1 (555) 010-4200"
---
`,
};

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  for (const [name, body] of Object.entries({ ...company, ...files })) {
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
group: people
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

  it("stops on an offering without a group or with an unknown one, naming the file and the field", () => {
    const dir = fixture({
      "offerings/a.mdx": offering(1).replace("group: people\n", ""),
      "offerings/b.mdx": offering(2).replace("group: people", "group: marketing"),
    });
    expect(checkContent(dir)).toEqual([
      'content/offerings/a.mdx: frontmatter field "group" must be one of cost, cloud, security, data, people; got nothing (the field is missing)',
      'content/offerings/b.mdx: frontmatter field "group" must be one of cost, cloud, security, data, people; got "marketing"',
    ]);
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

  it("checks the company lists: each file there, valid, and nothing else in the folder", () => {
    const dir = fixture({
      "company/quotes.md":
        "---\nquotes:\n  - quote: Great.\n    person: D\n    role: CFO\n    company: Northbeam\n---\n",
      "company/awards.md": "---\nawards: []\n---\n",
    });
    fs.rmSync(path.join(dir, "company/leadership.md"));
    expect(checkContent(dir)).toEqual([
      "content/company/awards.md: not a company list; expected only quotes.md, clients.md, certifications.md, leadership.md, offices.md",
      'content/company/quotes.md: field "quote" of entry 1 of "quotes" (D) must be a text of 40 to 320 characters; got "Great."',
      'content/company/quotes.md: field "person" of entry 1 of "quotes" (D) must be a text of 3 to 60 characters; got "D"',
      "content/company/leadership.md is missing; it holds /about/",
    ]);
  });

  it("stops when the head office's phone is not the site's", () => {
    const dir = fixture({
      "company/offices.md": `---
offices:
  - city: Portland
    address: "${site.address}"
    phone: "+1 (555) 010-9999"
---
`,
    });
    expect(checkContent(dir)).toEqual([
      `content/company/offices.md: the head office's phone "+1 (555) 010-9999" is not the site's, "${site.phone}" (site.phone in core/config/site.ts); expected the same number`,
    ]);
  });

  it("stops when no office has the head office's address, which the contact page and e-mails give", () => {
    const dir = fixture({
      "company/offices.md": `---
offices:
  - city: Denver
    address: "1200 Larkspur Street, Suite 500, Denver, CO 80202"
    phone: "+1 (555) 010-4300"
---
`,
    });
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(/^content\/company\/offices\.md: no office has the head office's address "400 Harbor/),
    ]);
  });
});
