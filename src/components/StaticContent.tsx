/**
 * A page's MDX body keeps the HTML the server rendered when the page first loads. React hydrates one element in
 * its place, instead of each paragraph, list item, table cell and code block of it, and never runs the MDX: the
 * body does not change once rendered, so there is nothing for React to do there. On the API reference that is
 * most of the page. After a client-side navigation there is no server HTML, and the body renders as usual.
 *
 * Kept HTML is not React's, so its behaviour lives on the DOM: `enhance` (the code blocks' Copy buttons) runs on
 * the body either way, and the site links of a kept body are followed in the app as Gatsby's Link would.
 */
import React, { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { navigate, prefetchPathname, withPrefix } from "gatsby";
import { followSiteLinks, withoutPrefix } from "./siteLinks";

const ATTRIBUTE = "data-static-content";

// Hydrating an element that has inner HTML leaves its children as the server wrote them.
const SERVER_HTML = { __html: "" };

// The kept hrefs already carry the site's path prefix (Link wrote them); navigate adds it again.
const prefix = withPrefix("/").replace(/\/$/, "");
const app = {
  navigate: (href: string, options: { replace: boolean }) => void navigate(withoutPrefix(href, prefix), options),
  prefetch: (href: string) => prefetchPathname(withoutPrefix(href, prefix)),
};

const noSubscription = () => () => {};
/**
 * True while React hydrates this component from server HTML: React reads the server snapshot only then. A render
 * after a hydration error anywhere on the page is a client render (React throws the server DOM away at commit),
 * and it must render the body, though the server's element is still in the document while it runs.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export interface StaticContentProps {
  /** The page's path: a body is kept only for the page it was rendered for. */
  page: string;
  className?: string;
  /** Adds behaviour to the body's DOM and returns its clean-up. A module-level function, so it runs once. */
  enhance?: (root: HTMLElement) => () => void;
  children: React.ReactNode;
}

function serverRendered(page: string): boolean {
  if (typeof document === "undefined") return false;
  return Array.from(document.querySelectorAll(`[${ATTRIBUTE}]`)).some((el) => el.getAttribute(ATTRIBUTE) === page);
}

function Body({ page, className, enhance, children }: StaticContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  const [kept] = useState(() => hydrating && serverRendered(page));

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const stops = [enhance?.(root), kept ? followSiteLinks(root, app) : undefined];
    return () => stops.forEach((stop) => stop?.());
  }, [kept, enhance]);

  const attributes = { ref, className, [ATTRIBUTE]: page };
  return kept ? (
    <div {...attributes} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div {...attributes}>{children}</div>
  );
}

/** Keyed by page: a template reused for the next page gets a new body, never the last page's kept HTML. */
export default function StaticContent(props: StaticContentProps) {
  return <Body key={props.page} {...props} />;
}
