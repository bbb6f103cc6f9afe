/** @jsxImportSource react */
/**
 * A content file's MDX as the HTML its page shows, written at build time (gatsby-node's `html` field on Mdx nodes):
 * compiled by @mdx-js/mdx with the site's plugins (mdxPlugins.ts), rendered once by React's server renderer with
 * the static components of src/components/mdxComponents.tsx. The browser gets the HTML and no script of the text.
 */
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { docsMdxComponents, mdxComponents } from "../components/mdxComponents";
import { mdxPlugins } from "./mdxPlugins";

export type Evaluate = typeof import("@mdx-js/mdx").evaluate;

/** Docs pages get code blocks and endpoints; offerings and case studies links and tables. */
export type MdxKind = "doc" | "offering" | "case-study";

/**
 * The HTML of `body` (the MDX without its frontmatter). A mistake in it (MDX that does not compile, an
 * `<Endpoint>` with a method that is not HTTP's) is thrown naming `file`.
 */
export async function renderMdxHtml(
  body: string,
  kind: MdxKind,
  file: string,
  // ES modules only: loaded when the first page asks, not when gatsby-node loads (tests under tsx pass their own).
  evaluate: Evaluate | undefined = undefined,
): Promise<string> {
  evaluate ??= (await import("@mdx-js/mdx")).evaluate;
  const components = kind === "doc" ? docsMdxComponents : mdxComponents;
  try {
    const { default: Content } = await evaluate(body, {
      ...runtime,
      ...mdxPlugins(),
      development: false,
    } as Parameters<Evaluate>[1]);
    return renderToStaticMarkup(<Content components={components} />);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
