/**
 * gatsby-node's content hooks with Gatsby's arguments faked: a content file becomes a node with its page path, and
 * bad content stops the build naming the file and the field (reporter.panicOnBuild). The real build does the same
 * in `npm run test:full` (test/build/content-editing.full.test.ts); this keeps the wiring in the fast suite.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";
import type { Node } from "gatsby";
import { createPages, onCreateNode, onPreInit } from "../../gatsby-node";

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
      problems: null,
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

test("a wrong frontmatter field stops the build, naming the file and the field; the node is kept out of every page's queries", () => {
  const { description: _description, ...withoutDescription } = offering;
  const { fields, panics } = run("offerings/training.mdx", { ...withoutDescription, order: "7" });
  expect(panics).toHaveLength(1);
  expect(panics[0]).toContain('content/offerings/training.mdx: frontmatter field "order" must be a whole number');
  expect(panics[0]).toMatch(/content\/offerings\/training\.mdx: frontmatter field "description"/);
  // What `gatsby develop`, which goes on, works with: no page queries kind "invalid"; its URL shows the problems.
  expect(fields).toEqual({
    kind: "invalid",
    slug: "training",
    product: null,
    path: "/offerings/training/",
    file: "content/offerings/training.mdx",
    problems: expect.arrayContaining([expect.stringContaining('"description"'), expect.stringContaining('"order"')]),
  });
  expect((fields.problems as string[]).every((p) => p.startsWith("content/offerings/training.mdx: "))).toBe(true);
  // Fixed, the same node is an offering again, its problems cleared.
  expect(run("offerings/training.mdx", offering).fields).toMatchObject({ kind: "offering", problems: null });
});

test("a file outside the known content folders stops the build, naming it", () => {
  const { fields, panics } = run("drafts/idea.mdx", offering);
  expect(fields).toMatchObject({ kind: "invalid", path: "", file: "content/drafts/idea.mdx" });
  expect(panics).toEqual([expect.stringMatching(/^content\/drafts\/idea\.mdx: /)]);
});

describe("createPages under gatsby develop, with one offering that has a mistake", () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it("serves the other content pages and, at the offering's URL, a page naming the file and the field", async () => {
    process.env.NODE_ENV = "development";
    const problems = [
      'content/offerings/training.mdx: frontmatter field "order" must be a whole number above 0; got "7"',
    ];
    const valid = {
      id: "a",
      body: "Text.",
      tableOfContents: null,
      frontmatter: { title: "Cloud", order: 1, related: ["training"], offerings: null },
      fields: {
        kind: "offering",
        slug: "cloud",
        product: null,
        path: "/offerings/cloud/",
        file: "content/offerings/cloud.mdx",
      },
    };
    const pages: { path: string; component: string; context: Record<string, unknown> }[] = [];
    const logged: string[] = [];
    const args = {
      graphql: async () => ({
        data: {
          invalid: { nodes: [{ fields: { path: "/offerings/training/", problems } }] },
          allMdx: { nodes: [valid] },
        },
      }),
      actions: { createPage: (page: (typeof pages)[number]) => pages.push(page) },
      reporter: {
        panicOnBuild: (message: string) => logged.push(`error: ${message}`),
        warn: (message: string) => logged.push(`warn: ${message}`),
      },
    };
    await (createPages as unknown as (a: typeof args) => Promise<void>)(args);
    expect(pages.map((p) => [p.path, path.basename(p.component)])).toEqual([
      ["/offerings/training/", "content-error.tsx"],
      ["/offerings/cloud/", "offering.tsx"],
    ]);
    expect(pages[0]?.context).toEqual({ problems });
    // Cloud's `related` names the offering that is out: said, and the page still made. The contact form's topics
    // (read at start) differ from what GraphQL sees now: a warning, not an error on every save.
    expect(logged).toEqual([
      expect.stringMatching(/^warn: CONTACT_TOPICS/),
      expect.stringMatching(/^error: Invalid content:\ncontent\/offerings\/cloud\.mdx: .*"related".*training/),
    ]);
  });
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
