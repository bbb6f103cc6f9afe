/**
 * gatsby-node's content hooks with Gatsby's arguments faked: a content file becomes a node with its page path, and
 * bad content stops the build naming the file and the field (reporter.panicOnBuild). The real build does the same
 * in `npm run test:full` (test/build/content-editing.full.test.ts); this keeps the wiring in the fast suite.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";
import type { Node } from "gatsby";
import { onCreateNode, onPreInit } from "../../gatsby-node";

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
  group: "data",
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

/** A content/company/ file node through onCreateNode: the nodes it makes and what stops the build. */
async function runCompany(base: string, source: string) {
  const nodes: Record<string, unknown>[] = [];
  const links: [string, string][] = [];
  const panics: string[] = [];
  const args = {
    node: {
      id: "file1",
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativeDirectory: "company",
      base,
    },
    loadNodeContent: async () => source,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    actions: {
      createNode: (n: Record<string, unknown>) => nodes.push(n),
      createParentChildLink: ({ parent, child }: { parent: { id: string }; child: { id: string } }) =>
        links.push([parent.id, child.id]),
    },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  };
  await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args);
  return { nodes, links, panics };
}

test("a company list becomes one node per entry, in the file's order, with placeholder said", async () => {
  const source = fs.readFileSync(path.resolve(__dirname, "../../content/company/offices.md"), "utf8");
  const { nodes, links, panics } = await runCompany("offices.md", source);
  expect(panics).toEqual([]);
  expect(nodes.map((n) => [(n.internal as { type: string }).type, n.city, n.order, n.placeholder])).toEqual([
    ["CompanyOffice", "Portland", 0, false],
    ["CompanyOffice", "Denver", 1, true],
    ["CompanyOffice", "Toronto", 2, true],
  ]);
  expect(links.map(([parent]) => parent)).toEqual(["file1", "file1", "file1"]);
});

test("a wrong company entry stops the build naming the file, the entry and the field; no nodes are made", async () => {
  const { nodes, panics } = await runCompany(
    "clients.md",
    "---\nclients:\n  - name: Northbeam Logistics\n    placeholdr: true\n---\n",
  );
  expect(nodes).toEqual([]);
  expect(panics).toEqual([
    expect.stringContaining(
      'content/company/clients.md: field "placeholdr" of entry 1 of "clients" (Northbeam Logistics) is not known',
    ),
  ]);
});

describe("onPreInit: a deployment build with local settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const preInit = () => {
    const panics: string[] = [];
    (onPreInit as unknown as (a: { reporter: { panic: (m: string) => void } }) => void)({
      reporter: { panic: (message: string) => panics.push(message) },
    });
    return panics;
  };

  it("panics naming the committed values; a local build goes on", () => {
    const defaults = dotenv.parse(fs.readFileSync(path.resolve(__dirname, "../../.env.production.defaults"), "utf8"));
    Object.assign(process.env, defaults, { NODE_ENV: "production" });
    delete process.env.NW_LOCAL_BUILD;
    const [panic] = preInit();
    expect(panic).toMatch(/^This is a deployment build/);
    expect(panic).toContain("AUTH_COOKIE_KEY is the committed local value");
    expect(panic).toContain("GATSBY_COGNITO_ENDPOINT=http://127.0.0.1:9229/ is on this machine");
    process.env.NW_LOCAL_BUILD = "1";
    expect(preInit()).toEqual([]);
  });
});
