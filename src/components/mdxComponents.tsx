/** @jsxImportSource react */
/**
 * The components the MDX content is rendered with: once, at build time, into the HTML its page shows
 * (src/content/renderMdxHtml.tsx), so a page ships no script of its own text and hydrates none of it. They are
 * plain markup, then: no hooks, no theme (their look is applied by the body that shows the HTML: PROSE_TABLE_STYLES
 * and the docs' CODE_BLOCK_STYLES and ENDPOINT_STYLES), no Gatsby Link (the body sends clicks on links to this
 * site's pages through Gatsby's navigate: siteLinks.ts).
 */
import type React from "react";
import CodeBlock from "./docs/CodeBlock";
import Endpoint from "./docs/Endpoint";
import { PROSE_TABLE_CLASS } from "./ui/tableStyles";

/** Links to other sites open in a new tab; this site's links stay plain (siteLinks.ts runs them). */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/**
 * Wide reference tables scroll inside their own box instead of widening the page on phones, with a shadow at the
 * side where there is more; the box is focusable and named so keyboard users can scroll it too (the shared
 * Table's box, in its prose look). Markdown brings the table's own head and body, so they go in as they are.
 */
export function ScrollableTable({ children }: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={PROSE_TABLE_CLASS} role="region" tabIndex={0} aria-label="Table (scrolls sideways)">
      <table>{children}</table>
    </div>
  );
}

/** Offerings and case studies: links and tables. */
export const mdxComponents = { a: MdxLink, table: ScrollableTable };

/** The docs' code blocks get their language label and Copy button, and the API reference its `<Endpoint>` lines. */
export const docsMdxComponents = { ...mdxComponents, pre: CodeBlock, Endpoint };
