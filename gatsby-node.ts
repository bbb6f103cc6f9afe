import type { GatsbyNode } from "gatsby";
import path from "path";
import fs from "fs";
import {
  classifyContentPath,
  formatFieldErrors,
  validateDocFrontmatter,
  validateOfferingFrontmatter,
} from "./src/content/frontmatter";
import { site, privateRoutePrefixes } from "./src/config/site";
import { checkContent } from "./src/content/checkContent";
import { COGNITO_VARIABLES } from "./src/config/cognito";
import { sessionLimitsFrom } from "./src/auth/sessionLimits";
import { writeBuildSettings } from "./scripts/build-settings";
import { BUILD_VARIABLES } from "./emulators/services";
import { products } from "./src/config/site";
import { contactTopics, parseTopics, TOPICS_VARIABLE } from "./src/contact/topics";
import { writeHeaderManifest } from "./scripts/security-headers";

const templates = {
  offering: path.resolve("src/templates/offering.tsx"),
  doc: path.resolve("src/templates/doc.tsx"),
  docsIndex: path.resolve("src/templates/docs-index.tsx"),
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
    }
    type MdxFields {
      kind: String!
      slug: String!
      product: String
      path: String!
    }
  `);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const fileNode = node.parent ? getNode(node.parent) : undefined;
  const relativePath = String(fileNode?.relativePath ?? "");
  const file = `content/${relativePath}`;
  const where = classifyContentPath(relativePath);
  if (where.kind === "unknown") {
    reporter.panicOnBuild(`${file}: ${where.reason}`);
    return;
  }
  const errors =
    where.kind === "offering"
      ? validateOfferingFrontmatter(node.frontmatter)
      : validateDocFrontmatter(node.frontmatter);
  if (errors.length > 0) {
    reporter.panicOnBuild(`Invalid content:\n${formatFieldErrors(file, errors)}`);
    return;
  }
  const pagePath = where.kind === "offering" ? `/offerings/${where.slug}/` : `/${where.product}/docs/${where.slug}/`;
  const { createNodeField } = actions;
  createNodeField({ node, name: "kind", value: where.kind });
  createNodeField({ node, name: "slug", value: where.slug });
  createNodeField({ node, name: "product", value: where.kind === "doc" ? where.product : null });
  createNodeField({ node, name: "path", value: pagePath });
  createNodeField({ node, name: "file", value: file });
};

interface ContentQuery {
  allMdx: {
    nodes: {
      id: string;
      frontmatter: { title: string; order: number };
      fields: { kind: "offering" | "doc"; slug: string; product: string | null; path: string };
      internal: { contentFilePath: string };
    }[];
  };
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
      allMdx(sort: { frontmatter: { order: ASC } }) {
        nodes {
          id
          frontmatter {
            title
            order
          }
          fields {
            kind
            slug
            product
            path
          }
          internal {
            contentFilePath
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
  const topicsProblem = checkContactTopics(nodes);
  if (topicsProblem) reporter.panicOnBuild(topicsProblem);
  for (const node of nodes) {
    const template = node.fields.kind === "offering" ? templates.offering : templates.doc;
    actions.createPage({
      path: node.fields.path,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, product: node.fields.product },
    });
  }
  for (const product of new Set(nodes.map((n) => n.fields.product).filter((p): p is string => Boolean(p)))) {
    actions.createPage({ path: `/${product}/docs/`, component: templates.docsIndex, context: { product } });
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
 * Browser bundles get a small stand-in for the npm `buffer` polyfill that amazon-cognito-identity-js imports
 * (src/auth/vendor/bufferLite.ts: only the calls the library makes; about 6 kB gzipped less on every sign-in
 * page), and its SHA-256 package gets tslib's ES module instead of the whole CommonJS one (vendor/tslibLite.ts).
 * Both save bytes on the pages that sign people in; the third rule below saves them on every page.
 * The server-side render keeps Node's own Buffer.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    resolve: { alias: { buffer$: path.resolve("src/auth/vendor/bufferLite.ts") } },
    module: {
      rules: [
        {
          test: /[\\/]node_modules[\\/]@aws-crypto[\\/]/,
          resolve: { alias: { tslib$: path.resolve("src/auth/vendor/tslibLite.ts") } },
        },
        // @emotion/react imports it for a side effect it does not have (only its unused withTheme calls it);
        // declaring it pure drops it and react-is from every page (about 1 kB gzipped).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
  });
};
