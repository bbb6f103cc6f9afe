import type { GatsbyConfig } from "gatsby";
import path from "path";
import { site, privateRoutePrefixes } from "./core/config/site";
import { applyEnvDefaults } from "./src/config/buildEnv";
import { adapterFromEnv } from "./scripts/netlify-adapter";
import rehypeInlineCodeBreaks from "./src/content/rehypeInlineCodeBreaks";
import rehypeStaticCodeHtml from "./src/content/rehypeStaticCodeHtml";
import { topicsFromContent } from "./src/content/contactTopics";
import { TOPICS_VARIABLE } from "./core/contact/topics";

// Before webpack reads process.env: a plain build with no production settings targets the local emulators.
applyEnvDefaults(__dirname);
// ...which only a build for this machine may do: gatsby-node's onPreInit stops a deployment build that has them.

// The contact function cannot query GraphQL: it gets the form's topics (offerings and products) from the content
// here, before Gatsby compiles the functions and bakes process.env into them. gatsby-node checks that the page's
// GraphQL list is the same.
process.env[TOPICS_VARIABLE] = JSON.stringify(topicsFromContent(path.join(__dirname, "content")));

// remark-gfm and the rehype plugins are ESM-only; Node >= 20.19 loads them through require(esm), which Gatsby's
// CJS-compiled config uses. All of them run at build time: no highlighter reaches the browser.
/* eslint-disable @typescript-eslint/no-require-imports */
const esm = <T>(module: { default?: T } & T): T => module.default ?? module;
const remarkGfm = esm(require("remark-gfm"));
// Heading ids (github-slugger, the same slugs as the MDX table of contents) for 'On this page' and links.
const rehypeSlug = esm(require("rehype-slug"));
// Prism token classes on code blocks, colored by the docs stylesheet in light and dark.
const rehypePrism = esm(require("rehype-prism-plus"));
/* eslint-enable @typescript-eslint/no-require-imports */

// Deployment: the netlify adapter with our security headers when GATSBY_ADAPTER=netlify or on Netlify (NETLIFY is
// set there); none for plain local builds. The headers themselves are not in a `headers` entry here: the per-page
// CSP hashes exist only after the HTML is written (scripts/security-headers.ts, scripts/netlify-adapter.ts).
const adapter = adapterFromEnv(process.env);

const config: GatsbyConfig = {
  ...(adapter ? { adapter } : {}),
  siteMetadata: {
    title: site.brand,
    description: site.description,
    siteUrl: site.url,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
  graphqlTypegen: false,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm],
          // `text` blocks and unknown languages stay plain instead of failing the build.
          rehypePlugins: [
            rehypeSlug,
            [rehypePrism, { ignoreMissing: true }],
            rehypeInlineCodeBreaks,
            // Last: it turns each code element (blocks and inline) into one HTML string, which plugins after it cannot
            // look into. gatsby-plugin-mdx's `excerpt` field adds its own plugin after these and would see no code:
            // nothing queries it today.
            rehypeStaticCodeHtml,
          ],
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: privateRoutePrefixes.flatMap((p) => [p, `${p}**`]).concat(["/404/", "/404.html", "/dev-404-page/"]),
      },
    },
  ],
};

export default config;
