/**
 * gatsby-node's content hooks with Gatsby's arguments faked: a content file becomes a node with its page path, and
 * bad content stops the build naming the file and the field (reporter.panicOnBuild). The real build does the same
 * in `npm run test:full` (test/build/content-editing.full.test.ts); this keeps the wiring in the fast suite.
 */
import type { Node } from "gatsby";
import { onCreateNode } from "../../gatsby-node";

function run(relativePath: string, frontmatter: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  const panics: string[] = [];
  const node = { id: "n1", parent: "f1", internal: { type: "Mdx" }, frontmatter } as unknown as Node;
  const args = {
    node,
    getNode: (id: string) => (id === "f1" ? { relativePath } : undefined),
    actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  };
  (onCreateNode as unknown as (a: typeof args) => void)(args);
  return { fields, panics };
}

const offering = {
  title: "Data Governance Programs",
  menuLabel: "Data Governance",
  description: "Data ownership, quality rules and retention policies that auditors accept and teams follow day to day.",
  keywords: ["data governance"],
  order: 11,
  icon: "database",
};

test("a new offering or doc file becomes a content node with its page path, no code change", () => {
  expect(run("offerings/data-governance.mdx", offering)).toEqual({
    panics: [],
    fields: {
      kind: "offering",
      slug: "data-governance",
      product: null,
      path: "/offerings/data-governance/",
      file: "content/offerings/data-governance.mdx",
    },
  });
  const doc = {
    title: "Quiet hours",
    description: "How Bulk Remind holds reminders during each recipient's quiet hours and sends them later on.",
    order: 99,
  };
  expect(run("docs/bulk-remind/quiet-hours.mdx", doc).fields).toMatchObject({
    kind: "doc",
    product: "bulk-remind",
    path: "/bulk-remind/docs/quiet-hours/",
  });
});

test("a wrong frontmatter field stops the build, naming the file and the field; no node fields are made", () => {
  const { description: _description, ...withoutDescription } = offering;
  const { fields, panics } = run("offerings/training.mdx", { ...withoutDescription, order: "7" });
  expect(fields).toEqual({});
  expect(panics).toHaveLength(1);
  expect(panics[0]).toContain('content/offerings/training.mdx: frontmatter field "order" must be a whole number');
  expect(panics[0]).toMatch(/content\/offerings\/training\.mdx: frontmatter field "description"/);
});

test("a file outside the known content folders stops the build, naming it", () => {
  const { fields, panics } = run("drafts/idea.mdx", offering);
  expect(fields).toEqual({});
  expect(panics).toEqual([expect.stringMatching(/^content\/drafts\/idea\.mdx: /)]);
});
