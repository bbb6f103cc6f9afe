/**
 * The remark and rehype plugins of the MDX content, in one list for both places that read it: gatsby-plugin-mdx
 * (gatsby-config.ts: the table of contents and `body`) and the build's HTML of each page (renderMdxHtml.ts). All of
 * them run at build time: no highlighter reaches the browser.
 *
 * remark-gfm and the rehype plugins are ESM-only; Node >= 20.19 loads them through require(esm), which Gatsby's
 * CJS-compiled config and gatsby-node use.
 */
import rehypeInlineCodeBreaks from "./rehypeInlineCodeBreaks";

const esm = <T>(module: { default?: T } & T): T => module.default ?? module;

/** Loaded when asked for, so a module that imports this one (gatsby-node in jest) does not load ES modules. */
export function mdxPlugins() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const remarkGfm = esm(require("remark-gfm"));
  // Heading ids (github-slugger, the same slugs as the MDX table of contents) for 'On this page' and links.
  const rehypeSlug = esm(require("rehype-slug"));
  // Prism token classes on code blocks, colored by the docs stylesheet in light and dark.
  const rehypePrism = esm(require("rehype-prism-plus"));
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
      // `text` blocks and unknown languages stay plain instead of failing the build.
      [rehypePrism, { ignoreMissing: true }],
      rehypeInlineCodeBreaks,
    ],
  };
}
