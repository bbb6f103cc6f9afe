/**
 * Documentation pages: no top bar (spec §2). Instead a compact docs header (brand, product, search, theme), the
 * product's pages in a sidebar that folds away behind a 'Menu' button on small screens, the article, and on wide
 * screens an 'On this page' column.
 */
import React, { useEffect, useRef } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { Link } from "gatsby";
import Footer from "../layout/Footer";
import ThemeToggle from "../layout/ThemeToggle";
import Icon from "../Icon";
import DocsSearch from "./DocsSearch";
import { CODE_BLOCK_STYLES } from "./CodeBlock";
import { TocColumn, TocDetails, useActiveHeading, type TocEntry } from "./TableOfContents";
import { products, site } from "../../../core/config/site";
import { hidePopover, popover, popoverTarget, usePopoverOpen } from "../layout/popover";

export interface DocLink {
  title: string;
  path: string;
}

interface DocsLayoutProps {
  product: string;
  pages: DocLink[];
  currentPath: string;
  /** The build's search index (pageContext.searchIndex). */
  searchIndex: string;
  toc?: TocEntry[];
  children: React.ReactNode;
}

const NAV_ID = "docs-nav";

/** The docs' main column, with the look of the code blocks in it (CodeBlock.tsx says why it is applied here). */
const MAIN_STYLES: ThemeUIStyleObject = { px: [3, 4, 5], py: 4, minWidth: 0, outline: "none", ...CODE_BLOCK_STYLES };

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
};

/** The page list: a popover sheet on phones, the sidebar from md up. */
const NAV_STYLES: ThemeUIStyleObject = {
  position: ["fixed", "fixed", "static"],
  inset: [0, 0, "auto"],
  zIndex: "dialog",
  width: ["100%", "100%", "auto"],
  height: ["100%", "100%", "auto"],
  m: 0,
  overflowY: ["auto", "auto", "visible"],
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

export default function DocsLayout({ product, pages, currentPath, searchIndex, toc = [], children }: DocsLayoutProps) {
  const info = products.find((p) => p.slug === product);
  const name = info?.name ?? product;
  const indexPath = `/${product}/docs/`;
  const nav = useRef<HTMLElement>(null);
  const menuOpen = usePopoverOpen(nav);
  const active = useActiveHeading(toc);
  // A page change inside the docs closes the small-screen menu.
  useEffect(() => hidePopover(nav.current), [currentPath]);
  return (
    <div sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <a
        href="#main"
        sx={{
          position: "absolute",
          left: "-9999px",
          "&:focus": { left: 3, top: 3, bg: "background", p: 2, zIndex: "skipLink" },
        }}
      >
        Skip to content
      </a>
      <header sx={{ borderBottom: "1px solid", borderColor: "border", bg: "background" }}>
        <div
          sx={{
            maxWidth: "container",
            mx: "auto",
            px: 3,
            py: 2,
            // Named areas with a first row as tall as the buttons: a header painted before its buttons are parsed
            // (a slow connection) already has their room, so the search row does not move when they arrive.
            display: "grid",
            gridTemplateColumns: ["auto 1fr auto", null, "auto auto minmax(220px, 420px) 1fr auto"],
            gridTemplateAreas: ['"brand docs buttons" "search search search"', null, '"brand docs search . buttons"'],
            gridTemplateRows: ["minmax(50px, auto) auto", null, "minmax(50px, auto)"],
            alignItems: "center",
            columnGap: [2, 3],
            rowGap: 2,
          }}
        >
          <Link
            to="/"
            sx={{ gridArea: "brand", color: "text", fontWeight: "bold", textDecoration: "none", whiteSpace: "nowrap" }}
          >
            {site.brand}
          </Link>
          <Link
            to={indexPath}
            sx={{
              gridArea: "docs",
              justifySelf: "start",
              display: ["none", "inline"],
              color: "primary",
              fontWeight: "bold",
              textDecoration: "none",
              whiteSpace: "nowrap",
            }}
          >
            {name} docs
          </Link>
          {/* Phones: the search takes a row of its own under the brand and the buttons. Keyed by product, so
              results found in one product's docs are not left showing in the other's. */}
          <div sx={{ gridArea: "search", minWidth: 0 }}>
            <DocsSearch key={product} indexUrl={searchIndex} product={product} />
          </div>
          <div sx={{ gridArea: "buttons", display: "flex", alignItems: "center", gap: 0 }}>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={NAV_ID}
              {...popoverTarget(NAV_ID)}
              sx={{ variant: "buttons.ghost", display: ["inline-flex", "inline-flex", "none"], minHeight: 44, gap: 1 }}
            >
              <Icon name="menu" size={20} />
              <span>Menu</span>
            </button>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div
        sx={{
          flex: 1,
          display: "grid",
          gridTemplateColumns: [
            "minmax(0, 1fr)",
            "minmax(0, 1fr)",
            "240px minmax(0, 1fr)",
            "240px minmax(0, 1fr) 220px",
          ],
          maxWidth: "container",
          width: "100%",
          mx: "auto",
        }}
      >
        <nav ref={nav} id={NAV_ID} aria-label={`${name} documentation`} {...popover} sx={NAV_STYLES}>
          {/* Phones: the list is a full-screen sheet over the page (a popover, so it opens before and without the
              page's scripts), closed by this button, Escape or a link. */}
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
            {[{ title: "Overview", path: indexPath }, ...pages].map((page) => (
              <li key={page.path}>
                <Link to={page.path} aria-current={page.path === currentPath ? "page" : undefined}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
          <p sx={{ mt: 3, mb: 0, fontSize: 1 }}>
            <Link to={info?.route ?? "/"} sx={{ color: "muted" }}>
              About {name}
            </Link>
          </p>
        </nav>
        <main id="main" tabIndex={-1} sx={MAIN_STYLES}>
          <TocDetails entries={toc} active={active} />
          {children}
        </main>
        <div sx={{ display: ["none", "none", "none", "block"] }}>
          <TocColumn entries={toc} active={active} />
        </div>
      </div>
      <Footer />
    </div>
  );
}
