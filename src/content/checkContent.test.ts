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
    expect(checkContent(dir)).toEqual([expect.stringMatching(/^content\/offerings\/training\.mdx: frontmatter is not valid YAML/)]);
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
    expect(problems).toContain('content/offerings/b.mdx: frontmatter field "order" 1 is already used by content/offerings/a.mdx; expected a unique number');
    expect(problems.some((p) => p.startsWith("content/docs/unknown-product/x.mdx:"))).toBe(true);
  });
});
