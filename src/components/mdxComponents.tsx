import React from "react";
import { Link } from "gatsby";
import CodeBlock from "./docs/CodeBlock";
import Endpoint from "./docs/Endpoint";
import { scrollCue } from "./docs/scrollCue";
import { Table } from "./ui/Table";

/** A path on this site (not `//host/...`). */
function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Markdown links: internal paths go through Gatsby's Link (prefetch, client navigation), others open normally. */
export default function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSitePath(href)) {
    return <Link to={href}>{children}</Link>;
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** The table box's look: a shadow on the side where the table goes on (scrollCue.ts), on the page's color. */
const TABLE_BOX_STYLES = { my: 3, ...scrollCue("background") };

/**
 * Wide reference tables scroll inside their own box instead of widening the page on phones, with a shadow at the
 * side where there is more; the box is focusable and named so keyboard users can scroll it too (the shared Table).
 * Markdown brings the table's own head and body, so they go in as they are.
 */
export function ScrollableTable({ children }: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <Table variant="prose" scrollLabel="Table (scrolls sideways)" sx={TABLE_BOX_STYLES}>
      {children}
    </Table>
  );
}

export const mdxComponents = { a: MdxLink, table: ScrollableTable };

/**
 * The docs' code blocks get their language label and Copy button, and the API reference its `<Endpoint>` lines
 * (offerings have neither, so skip the code).
 */
export const docsMdxComponents = { ...mdxComponents, pre: CodeBlock, Endpoint };
