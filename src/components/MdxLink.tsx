import React from "react";
import { Link } from "gatsby";

/** Markdown links: internal paths go through Gatsby's Link (prefetch, client navigation), others open normally. */
export default function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return <Link to={href}>{children}</Link>;
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

export const mdxComponents = { a: MdxLink };
