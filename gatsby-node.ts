import type { GatsbyNode } from "gatsby";
import path from "path";
import fs from "fs";
import {
  classifyContentPath,
  contentPagePath,
  fieldErrorLines,
  validateFrontmatterOf,
} from "./src/content/frontmatter";
import { findBadReferences } from "./src/content/references";
import { site, privateRoutePrefixes, products } from "./core/config/site";
import { checkContent } from "./src/content/checkContent";
import { COMPANY_LISTS, companyListOf, readCompanyList } from "./src/content/company";
import matter from "gray-matter";
import { COGNITO_VARIABLES } from "./core/config/cognito";
import { sessionLimitsFrom } from "./core/auth/sessionLimits";
import { writeBuildSettings } from "./scripts/build-settings";
import { BUILD_VARIABLES } from "./emulators/services";
import { contactTopics, parseTopics, TOPICS_VARIABLE } from "./core/contact/topics";
import { writeHeaderManifest } from "./scripts/security-headers";
import { searchDocuments, type TocItem } from "./src/docs/searchDocuments";
import { createHash } from "crypto";
import { deployableProblem } from "./scripts/deployment-check";
import { isLocalBuild } from "./core/config/deployment";
import { CHECKED_WITH_VERSION, standInWebpackConfig } from "./src/auth/cognito/vendor/standIns";
import { withSwcMinifier } from "./scripts/swc-minifier";
import { renderMdxHtml, type MdxKind } from "./src/content/renderMdxHtml";

const templates = {
  contentError: path.resolve("src/templates/content-error.tsx"),
  offering: path.resolve("src/templates/offering.tsx"),
  caseStudy: path.resolve("src/templates/case-study.tsx"),
  doc: path.resolve("src/templates/doc.tsx"),
  docsIndex: path.resolve("src/templates/docs-index.tsx"),
};

/** The kind of a content node with a mistake, which no page query asks for (onCreateNode). */
const INVALID_KIND = "invalid";

/** `gatsby develop`, which serves the site while content is edited (Gatsby sets NODE_ENV so). */
const developing = () => process.env.NODE_ENV === "development";

/** A deployment build with settings that only work on this machine stops here, before anything is compiled. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (isLocalBuild()) return;
  const problem = deployableProblem(process.cwd(), process.env);
  if (problem) reporter.panic(problem);
};

/** Fails the build early with every content problem at once, each naming its file and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = checkContent(path.resolve("content"));
  if (problems.length > 0)
    reporter.panicOnBuild(`Invalid content (${problems.length} problem(s)):\n${problems.join("\n")}`);
  // The browser would fall back to the defaults; a deployment that set a limit wants to hear it was not taken.
  const limits = sessionLimitsFrom(process.env).problems;
  if (limits.length > 0) reporter.panicOnBuild(`Invalid session time-out settings:\n${limits.join("\n")}`);
};

// Explicit, non-null types: a missing field is a build error, never a silently empty page.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      menuLabel: String
      description: String!
      keywords: [String!]
      order: Int!
      icon: String
      group: String
      related: [String!]
      clientType: String
      industry: String
      offerings: [String!]
      results: [CaseStudyResult!]
    }
    type CaseStudyResult {
      figure: String!
      label: String!
    }
    type MdxFields {
      kind: String!
      slug: String!
      product: String
      path: String!
      file: String!
      problems: [String!]
    }
    type CompanyQuote implements Node @dontInfer {
      quote: String!
      person: String!
      role: String!
      company: String!
      placeholder: Boolean!
      order: Int!
    }
    type CompanyClient implements Node @dontInfer {
      name: String!
      placeholder: Boolean!
      order: Int!
    }
    type CompanyCertification implements Node @dontInfer {
      name: String!
      issuer: String!
      year: Int!
      partner: String
      placeholder: Boolean!
      order: Int!
    }
    type CompanyLeader implements Node @dontInfer {
      name: String!
      role: String!
      bio: String!
      placeholder: Boolean!
      order: Int!
    }
    type CompanyOffice implements Node @dontInfer {
      city: String!
      address: String!
      phone: String!
      placeholder: Boolean!
      order: Int!
    }
  `);
};

/**
 * `html` on each Mdx node: its body as the HTML the page shows (src/content/renderMdxHtml.tsx), queried by the
 * templates as the starter's posts query theirs. A mistake in the body stops the page's query, naming the file.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body: string; fields: { kind: MdxKind; file: string } }) =>
          renderMdxHtml(source.body, source.fields.kind, source.fields.file),
      },
    },
  });
};

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

/**
 * A company list (content/company/<list>.md, a File node of the content source) becomes one node per entry, of its
 * list's type (CompanyOffice, …), so the pages and the footer query them like the MDX content.
 */
async function createCompanyNodes(args: CreateNodeArgs): Promise<void> {
  const { node, actions, loadNodeContent, createNodeId, createContentDigest, reporter } = args;
  const list = companyListOf(String(node.base));
  // Any other file there has already stopped the build (checkContent).
  if (!list) return;
  const file = `content/company/${String(node.base)}`;
  const { entries, problems } = readCompanyList(list, matter(await loadNodeContent(node)).data, file);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid content:\n${problems.join("\n")}`);
    return;
  }
  for (const entry of entries) {
    const child = {
      ...entry,
      id: createNodeId(`${file} ${entry.order}`),
      parent: node.id,
      children: [],
      internal: { type: COMPANY_LISTS[list].type, contentDigest: createContentDigest(entry) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  }
}

/**
 * An Mdx node gets its kind, slug, product, page path and file as fields. Content with a mistake stops the build,
 * naming the file and the field; under `gatsby develop` (which logs instead of stopping) the node is kept out of
 * every page's queries as kind "invalid", with its problems, and createPages shows them at its URL: the other
 * pages stay served while the editor fixes it.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, getNode, reporter } = args;
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.relativeDirectory === "company")
    return createCompanyNodes(args);
  if (node.internal.type !== "Mdx") return;
  const fileNode = node.parent ? getNode(node.parent) : undefined;
  const relativePath = String(fileNode?.relativePath ?? "");
  const file = `content/${relativePath}`;
  const where = classifyContentPath(relativePath);
  const { createNodeField } = actions;
  const fields = (values: Record<string, unknown>) =>
    Object.entries({ file, problems: null, ...values }).forEach(([name, value]) =>
      createNodeField({ node, name, value }),
    );
  if (where.kind === "unknown") {
    const problem = `${file}: ${where.reason}`;
    reporter.panicOnBuild(problem);
    fields({ kind: INVALID_KIND, slug: "", product: null, path: "", problems: [problem] });
    return;
  }
  const pagePath = contentPagePath(where);
  const place = { slug: where.slug, product: where.kind === "doc" ? where.product : null, path: pagePath };
  const errors = validateFrontmatterOf(where.kind, node.frontmatter);
  if (errors.length > 0) {
    const problems = fieldErrorLines(file, errors);
    reporter.panicOnBuild(`Invalid content:\n${problems.join("\n")}`);
    // No product: the docs' sidebars query their product's pages.
    fields({ ...place, kind: INVALID_KIND, product: null, problems });
    return;
  }
  fields({ ...place, kind: where.kind });
};

interface ContentQuery {
  invalid: { nodes: { fields: { path: string; problems: string[] } }[] };
  allMdx: {
    nodes: {
      id: string;
      body: string;
      tableOfContents: { items?: TocItem[] } | null;
      frontmatter: { title: string; order: number; related: string[] | null; offerings: string[] | null };
      fields: {
        kind: "offering" | "case-study" | "doc";
        slug: string;
        product: string | null;
        path: string;
        file: string;
      };
    }[];
  };
}

/**
 * The docs search index (src/docs/searchDocuments.ts) as a file whose name is its content hash, so it can be
 * cached for good; its URL goes to the docs pages in their context, and they fetch it only when someone searches.
 */
function writeDocsSearchIndex(nodes: ContentQuery["allMdx"]["nodes"]): string {
  const docs = nodes
    .filter((n) => n.fields.kind === "doc" && n.fields.product)
    .map((n) => ({
      product: n.fields.product as string,
      productName: products.find((p) => p.slug === n.fields.product)?.name ?? (n.fields.product as string),
      title: n.frontmatter.title,
      path: n.fields.path,
      body: n.body,
      toc: n.tableOfContents ?? {},
    }));
  const json = JSON.stringify(searchDocuments(docs));
  const name = `/docs-search/${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
  fs.mkdirSync(path.join("public", "docs-search"), { recursive: true });
  fs.writeFileSync(path.join("public", name), json);
  return name;
}

/**
 * The contact page lists topics from GraphQL, the contact function accepts those gatsby-config.ts baked into
 * CONTACT_TOPICS from the same files: a difference (e.g. an offering added while `gatsby develop` runs) would make
 * the form offer a topic the function refuses, so it stops the build.
 */
function checkContactTopics(nodes: ContentQuery["allMdx"]["nodes"]): string | null {
  const fromGraphql = contactTopics(
    nodes
      .filter((n) => n.fields.kind === "offering")
      .map((n) => ({ slug: n.fields.slug, title: n.frontmatter.title.trim(), order: n.frontmatter.order })),
    products.map((p) => ({ slug: p.slug, name: p.name })),
  );
  const baked = parseTopics(process.env[TOPICS_VARIABLE]);
  if (JSON.stringify(baked) === JSON.stringify(fromGraphql)) return null;
  return `${TOPICS_VARIABLE} (set by gatsby-config.ts from content/) differs from the offerings GraphQL sees; restart the build (gatsby develop reads content/ for it only at start).`;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ContentQuery>(`
    {
      invalid: allMdx(filter: { fields: { kind: { eq: "${INVALID_KIND}" } } }) {
        nodes {
          fields {
            path
            problems
          }
        }
      }
      allMdx(filter: { fields: { kind: { ne: "${INVALID_KIND}" } } }, sort: { frontmatter: { order: ASC } }) {
        nodes {
          id
          body
          tableOfContents(maxDepth: 3)
          frontmatter {
            title
            order
            related
            offerings
          }
          fields {
            kind
            slug
            product
            path
            file
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the MDX content", result.errors);
    return;
  }
  const nodes = result.data.allMdx.nodes;
  // Only `gatsby develop` gets here with content that has a mistake: its page says what is wrong.
  for (const { fields } of result.data.invalid.nodes)
    if (fields.path)
      actions.createPage({
        path: fields.path,
        component: templates.contentError,
        context: { problems: fields.problems },
      });
  const topicsProblem = checkContactTopics(nodes);
  // The development server goes on: only the contact form's topics wait for a restart.
  if (topicsProblem && developing()) reporter.warn(topicsProblem);
  else if (topicsProblem) reporter.panicOnBuild(topicsProblem);
  // The same cross-file rule as the pre-build check: `gatsby develop` runs this again when content changes.
  const offeringSlugs = nodes.filter((n) => n.fields.kind === "offering").map((n) => n.fields.slug);
  const badReferences = findBadReferences(
    offeringSlugs,
    nodes.flatMap((n) => [
      ...(n.frontmatter.related
        ? [{ file: n.fields.file, field: "related" as const, slugs: n.frontmatter.related, self: n.fields.slug }]
        : []),
      ...(n.frontmatter.offerings
        ? [{ file: n.fields.file, field: "offerings" as const, slugs: n.frontmatter.offerings }]
        : []),
    ]),
  );
  // The build stops here; the development server logs it and serves the pages (a missing related page is left out).
  if (badReferences.length > 0) reporter.panicOnBuild(`Invalid content:\n${badReferences.join("\n")}`);
  const searchIndex = writeDocsSearchIndex(nodes);
  for (const node of nodes) {
    const { kind, slug, product } = node.fields;
    const component = kind === "doc" ? templates.doc : kind === "case-study" ? templates.caseStudy : templates.offering;
    // Offerings query their related services and the case studies that used them; a case study its offerings.
    const context =
      kind === "doc"
        ? { id: node.id, product, searchIndex }
        : kind === "offering"
          ? { id: node.id, slug, related: node.frontmatter.related ?? [] }
          : { id: node.id, offerings: node.frontmatter.offerings ?? [] };
    actions.createPage({
      path: node.fields.path,
      component,
      context,
    });
  }
  for (const product of new Set(nodes.map((n) => n.fields.product).filter((p): p is string => Boolean(p)))) {
    actions.createPage({
      path: `/${product}/docs/`,
      component: templates.docsIndex,
      context: { product, searchIndex },
    });
  }
};

/**
 * robots.txt is generated so its Sitemap line follows SITE_URL and the private prefixes stay in one list.
 * The local-service settings baked into this build (every build variable of the emulators' registry, and the
 * Cognito pool and client) are recorded in .cache/ (never deployed), so `npm run serve` and the e2e runner can
 * tell whether public/ talks to the emulators they start.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const names = new Set([...Object.values(COGNITO_VARIABLES), ...BUILD_VARIABLES]);
  const settings = Object.fromEntries([...names].map((name) => [name, process.env[name] ?? ""]));
  writeBuildSettings(settings);
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...privateRoutePrefixes.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${site.url}/sitemap-index.xml`,
    "",
  ];
  fs.writeFileSync(path.join("public", "robots.txt"), lines.join("\n"));
  // Last, once every file of public/ is written: the header rules with each page's inline-script hashes.
  const { rules } = writeHeaderManifest(process.cwd(), process.env);
  reporter.info(`security headers: ${rules.length} header rules in .cache/security-headers.json`);
};

/**
 * The production JavaScript minified by SWC (scripts/swc-minifier.ts); source maps off in the test suite's build;
 * the sign-in library's stand-ins, for the release they were checked against (src/auth/cognito/vendor/standIns.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, reporter, getConfig }) => {
  if (stage === "build-javascript") {
    const config = getConfig();
    config.optimization.minimizer = withSwcMinifier(config.optimization.minimizer);
    actions.replaceWebpackConfig(config);
  }
  // The test suite's build (scripts/test-e2e.sh) skips source maps, which only people debugging a deployed page
  // read: webpack's full `source-map` is a large share of the two production bundles' time on CI's two cores.
  if (process.env.NW_SOURCE_MAPS === "off" && (stage === "build-javascript" || stage === "build-html")) {
    actions.setWebpackConfig({ devtool: false });
  } else if (stage === "build-javascript") {
    // The browser's bundles keep their maps beside them (public/*.js.map, read by the bench and the audit's
    // profile, and loadable in DevTools) without the `//# sourceMappingURL` line every visitor downloads: webpack's
    // `hidden-source-map`. 0.6 kB gzipped a page (docs/performance.md).
    actions.setWebpackConfig({ devtool: "hidden-source-map" });
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require("amazon-cognito-identity-js/package.json") as { version: string };
  if (version !== CHECKED_WITH_VERSION)
    reporter.panic(
      `amazon-cognito-identity-js is ${version}; its stand-ins in src/auth/cognito/vendor were checked against ${CHECKED_WITH_VERSION}. Run their tests against it, then update CHECKED_WITH_VERSION in src/auth/cognito/vendor/standIns.ts.`,
    );
  actions.setWebpackConfig(standInWebpackConfig((file) => path.resolve(file)));
};
