import type { GatsbyNode } from "gatsby";
import path from "path";
import fs from "fs";
import {
  classifyContentPath,
  contentPagePath,
  formatFieldErrors,
  validateFrontmatterOf,
} from "./src/content/frontmatter";
import { findBadReferences } from "./src/content/references";
import { site, privateRoutePrefixes, products } from "./src/config/site";
import { checkContent } from "./src/content/checkContent";
import { COGNITO_VARIABLES } from "./src/config/cognito";
import { sessionLimitsFrom } from "./src/auth/sessionLimits";
import { writeBuildSettings } from "./scripts/build-settings";
import { BUILD_VARIABLES } from "./emulators/services";
import { contactTopics, parseTopics, TOPICS_VARIABLE } from "./src/contact/topics";
import { writeHeaderManifest } from "./scripts/security-headers";
import { deferEntryScriptsInPublic } from "./scripts/entry-scripts";
import { CompileHintsPlugin } from "./scripts/compile-hints";
import { searchDocuments, type TocItem } from "./src/docs/searchDocuments";
import { createHash } from "crypto";
import { deployableProblem } from "./scripts/deployment-check";
import { isLocalBuild } from "./src/config/deployment";

const templates = {
  offering: path.resolve("src/templates/offering.tsx"),
  caseStudy: path.resolve("src/templates/case-study.tsx"),
  doc: path.resolve("src/templates/doc.tsx"),
  docsIndex: path.resolve("src/templates/docs-index.tsx"),
};

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
  const errors = validateFrontmatterOf(where.kind, node.frontmatter);
  if (errors.length > 0) {
    reporter.panicOnBuild(`Invalid content:\n${formatFieldErrors(file, errors)}`);
    return;
  }
  const pagePath = contentPagePath(where);
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
      internal: { contentFilePath: string };
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
      allMdx(sort: { frontmatter: { order: ASC } }) {
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
  if (badReferences.length > 0) {
    reporter.panicOnBuild(`Invalid content:\n${badReferences.join("\n")}`);
    return;
  }
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
      component: `${component}?__contentFilePath=${node.internal.contentFilePath}`,
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
  const scripts = deferEntryScriptsInPublic("public");
  const report = `entry scripts after first paint: ${scripts.deferred} pages rewritten, ${scripts.already} already`;
  if (scripts.deferred + scripts.already < scripts.pages)
    reporter.warn(
      `${report}; ${scripts.pages - scripts.deferred - scripts.already} of ${scripts.pages} pages have no Gatsby scripts slice to rewrite (src/document/scriptsAfterFirstPaint.ts)`,
    );
  else reporter.info(report);
  // Last, once every file of public/ is written: the header rules with each page's inline-script hashes.
  const { rules } = writeHeaderManifest(process.cwd(), process.env);
  reporter.info(`security headers: ${rules.length} header rules in .cache/security-headers.json`);
};

/**
 * Browser-build rules that keep JavaScript off the pages (each stand-in's module says why it is exact, and its
 * test compares it with the original and signs in with it against the emulator):
 * - amazon-cognito-identity-js gets small stand-ins for what it imports: the npm `buffer` polyfill
 *   (src/auth/vendor/bufferLite.ts, about 6 kB gzipped), its bundled jsbn BigInteger (vendor/bigIntegerLite.ts, on
 *   native BigInt: about 3 kB, and SRP's modPow several times faster) and @aws-crypto/sha256-js
 *   (vendor/sha256Lite.ts, about 2 kB); its modules are declared side-effect free, so unused ones (CookieStorage
 *   with js-cookie) drop out of the sign-in chunk.
 * - Other @aws-crypto users (the identity SDK of the developer page) get tslib's ES module (vendor/tslibLite.ts).
 * - On every page: hoist-non-react-statics is declared side-effect free, and two modules Gatsby's app imports but
 *   never runs in our production pages are left out: Partytown's browser snippet (only `gatsby develop` uses it;
 *   src/vendor/partytownIntegration.ts) and the service-worker registration (no plugin asks for one;
 *   src/vendor/registerServiceWorker.ts).
 * - Browser bundles are ES2020 (webpack target and Terser), and the scripts every page runs at start carry V8's
 *   compile hint (scripts/compile-hints.ts), so their code is compiled off the main thread.
 * The server-side render keeps Node's own Buffer and the original packages.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  if (stage === "build-javascript") {
    // Gatsby emits ES5 runtime code and minifies to ES5 (target ['web', 'es5'], Terser ecma 5), although every
    // browser of Gatsby's default browserslist ('>0.25%, not dead') runs ES2020 and Babel already leaves arrows,
    // destructuring and template literals alone. Modern output (arrow export getters, shorthand properties, two compress passes) takes about 0.4 kB gz
    // off each sign-in page and 0.3 kB off every public page.
    const config = getConfig();
    config.target = ["web", "es2020"];
    config.optimization.minimizer = [
      plugins.minifyJs({
        terserOptions: {
          ie8: false,
          mangle: { safari10: true },
          parse: { ecma: 2020 },
          compress: { ecma: 2020, passes: 2 },
          output: { ecma: 2020 },
        },
      }),
      plugins.minifyCss(),
    ];
    config.plugins.push(new CompileHintsPlugin());
    actions.replaceWebpackConfig(config);
  }
  actions.setWebpackConfig({
    resolve: {
      alias: {
        buffer$: path.resolve("src/auth/vendor/bufferLite.ts"),
        // Dead in production pages: about 1 kB on every page.
        ...(stage === "build-javascript"
          ? {
              "@builder.io/partytown/integration$": path.resolve("src/vendor/partytownIntegration.ts"),
              [`${path.resolve(".cache/register-service-worker")}$`]: path.resolve(
                "src/vendor/registerServiceWorker.ts",
              ),
            }
          : {}),
        // The library's relative `./BigInteger` import, matched by its resolved path.
        [`${path.resolve("node_modules/amazon-cognito-identity-js/es/BigInteger")}$`]: path.resolve(
          "src/auth/vendor/bigIntegerLite.ts",
        ),
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]node_modules[\\/]@aws-crypto[\\/]/,
          resolve: { alias: { tslib$: path.resolve("src/auth/vendor/tslibLite.ts") } },
        },
        // @emotion/react imports it for a side effect it does not have (only its unused withTheme calls it);
        // declaring it pure drops it and react-is from every page (about 1 kB gzipped).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // amazon-cognito-identity-js's modules only define things, but the package does not say so: without this,
        // every module its index re-exports (CookieStorage with js-cookie) lands in the sign-in chunk.
        {
          test: /[\\/]node_modules[\\/]amazon-cognito-identity-js[\\/]es[\\/]/,
          sideEffects: false,
          resolve: { alias: { "@aws-crypto/sha256-js$": path.resolve("src/auth/vendor/sha256Lite.ts") } },
        },
      ],
    },
  });
};
