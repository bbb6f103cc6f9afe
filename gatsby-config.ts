import type { GatsbyConfig } from "gatsby";
import path from "path";
import { site, privateRoutePrefixes } from "./core/config/site";
import { applyEnvDefaults } from "./src/config/buildEnv";
import { adapterFromEnv } from "./scripts/netlify-adapter";
import { mdxPlugins } from "./src/content/mdxPlugins";
import { topicsFromContent } from "./src/content/contactTopics";
import { TOPICS_VARIABLE } from "./core/contact/topics";

// Before webpack reads process.env: a plain build with no production settings targets the local emulators.
applyEnvDefaults(__dirname);
// ...which only a build for this machine may do: gatsby-node's onPreInit stops a deployment build that has them.

// The contact function cannot query GraphQL: it gets the form's topics (offerings and products) from the content
// here, before Gatsby compiles the functions and bakes process.env into them. gatsby-node checks that the page's
// GraphQL list is the same.
process.env[TOPICS_VARIABLE] = JSON.stringify(topicsFromContent(path.join(__dirname, "content")));

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
        // The same plugins as the pages' HTML (gatsby-node's `html` field): the table of contents' slugs match.
        mdxOptions: mdxPlugins(),
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
