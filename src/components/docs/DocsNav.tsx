/**
 * The product's docs pages: the sidebar from md up, stuck under the docs header and scrolling on its own when the
 * list is taller than the screen (the current page scrolled into its view); below md a full-screen sheet behind the
 * header's Menu button (a popover, so it opens before and without the page's scripts), closed by its own button,
 * Escape or a link. Pages nested under another (docsTree.ts: the API reference's resources) are listed under it.
 */
import { forwardRef, useEffect } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { Link } from "gatsby";
import Icon from "../Icon";
import { popover, popoverTarget } from "../layout/popover";
import type { DocLink, DocNode } from "../../docs/docsTree";
import { DOCS_HEADER_WIDE } from "./docsHeaderHeight";

export const NAV_ID = "docs-nav";

/** The page list's links from one stylesheet on the list, not an `sx` each; the current page has aria-current. */
const NAV_LIST_STYLES: ThemeUIStyleObject = {
  listStyle: "none",
  p: 0,
  m: 0,
  a: {
    display: "block",
    py: 2,
    px: 2,
    borderRadius: "small",
    color: "text",
    fontWeight: "body",
    bg: "transparent",
    textDecoration: "none",
    "&[aria-current]": { color: "primary", fontWeight: "bold", bg: "highlight" },
    "&:hover": { textDecoration: "underline" },
  },
  // A page's nested pages: indented on a rule, a size smaller, closer together.
  ul: { listStyle: "none", m: 0, mb: 1, ml: 2, pl: 2, borderLeft: "1px solid", borderColor: "border", fontSize: 1 },
  "ul a": { py: "6px" },
};

/** Below md a popover sheet over the page; from md up the sidebar, stuck under the header. */
const NAV_STYLES: ThemeUIStyleObject = {
  position: ["fixed", "fixed", "sticky"],
  inset: [0, 0, "auto"],
  top: [0, 0, DOCS_HEADER_WIDE],
  zIndex: ["dialog", "dialog", "auto"],
  // From md up it spans the article's row and the footer's, so it stays stuck down to the page's end.
  gridRow: [null, null, "1 / span 2"],
  alignSelf: "start",
  width: ["100%", "100%", "auto"],
  height: ["100%", "100%", `calc(100vh - ${DOCS_HEADER_WIDE}px)`],
  m: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  display: [null, null, "block"],
  "&:popover-open": { display: "block" },
  bg: "background",
  color: "text",
  border: "none",
  borderRight: [null, null, "1px solid"],
  borderColor: "border",
  px: 3,
  py: [3, 3, 4],
};

/** Brings the current page's link into the sidebar's view when the list scrolls, without scrolling the page. */
function scrollCurrentIntoView(list: HTMLElement | null): void {
  const link = list?.querySelector('[aria-current="page"]');
  if (!list || !link || list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) list.scrollTop += at.top - box.top - box.height / 3;
}

interface DocsNavProps {
  /** The product's name, e.g. Plutus Payments. */
  name: string;
  /** The product's docs index, listed first as 'Overview'. */
  indexPath: string;
  /** The product's page, linked at the end. */
  productPath: string;
  tree: DocNode<DocLink>[];
  currentPath: string;
}

const DocsNav = forwardRef<HTMLElement, DocsNavProps>(function DocsNav(
  { name, indexPath, productPath, tree, currentPath },
  ref,
) {
  useEffect(() => {
    if (ref && typeof ref === "object") scrollCurrentIntoView(ref.current);
  }, [ref, currentPath]);
  const link = (page: DocLink) => (
    <Link to={page.path} aria-current={page.path === currentPath ? "page" : undefined}>
      {page.title}
    </Link>
  );
  return (
    <nav ref={ref} id={NAV_ID} aria-label={`${name} documentation`} {...popover} sx={NAV_STYLES}>
      <div sx={{ display: ["flex", "flex", "none"], alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <strong>{name} documentation</strong>
        <button
          type="button"
          aria-label="Close documentation menu"
          {...popoverTarget(NAV_ID, "hide")}
          sx={{ variant: "buttons.icon" }}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <ul sx={NAV_LIST_STYLES}>
        <li>{link({ title: "Overview", path: indexPath })}</li>
        {tree.map((page) => (
          <li key={page.path}>
            {link(page)}
            {page.children.length > 0 && (
              <ul>
                {page.children.map((child) => (
                  <li key={child.path}>{link(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p sx={{ mt: 3, mb: 0, fontSize: 1 }}>
        <Link to={productPath} sx={{ color: "muted" }}>
          About {name}
        </Link>
      </p>
    </nav>
  );
});

export default DocsNav;
