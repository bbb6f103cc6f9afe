import React from "react";
import { site } from "../../core/config/site";

export interface MetaEntry {
  key: string;
  value: string;
}

export interface SeoProps {
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Extra metadata, emitted as <meta property=key content=value> (Open Graph style). */
  meta?: MetaEntry[];
  /** Keep the page out of search engines: robots noindex, nofollow. */
  noRobots?: boolean;
  /** The page's path, for the canonical URL and og:url. */
  pathname: string;
  children?: React.ReactNode;
}

export function pageTitle(title?: string): string {
  return title && title !== site.brand ? `${title} | ${site.brand}` : site.brand;
}

/** Used from each page's `export const Head` (Gatsby Head API); returns only head tags. */
export default function Seo({
  title,
  description,
  keywords,
  meta = [],
  noRobots = false,
  pathname,
  children,
}: SeoProps) {
  const fullTitle = pageTitle(title);
  const desc = description ?? site.description;
  const url = `${site.url}${pathname}`;
  const words = keywords && keywords.length > 0 ? keywords : site.keywords;
  // Page-supplied entries override the Open Graph defaults instead of duplicating them.
  const properties = new Map<string, string>([
    ["og:type", "website"],
    ["og:site_name", site.brand],
    ["og:title", fullTitle],
    ["og:description", desc],
    ["og:url", url],
    ["og:locale", "en_US"],
  ]);
  for (const { key, value } of meta) properties.set(key, value);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={words.join(", ")} />
      <meta name="robots" content={noRobots ? "noindex, nofollow" : "index, follow"} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" content="#0d47a1" />
      <meta name="twitter:card" content="summary" />
      {Array.from(properties, ([key, value]) => (
        <meta key={key} property={key} content={value} />
      ))}
      {children}
    </>
  );
}

/** The head of an article-like content page (an offering, a case study): its frontmatter's title, description and keywords. */
export function ArticleSeo({
  frontmatter,
  pathname,
}: {
  frontmatter: { title: string; description: string; keywords: readonly string[] | null };
  pathname: string;
}) {
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords ?? undefined}
      pathname={pathname}
      meta={[{ key: "og:type", value: "article" }]}
    />
  );
}
