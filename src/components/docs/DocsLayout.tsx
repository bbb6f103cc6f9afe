/**
 * Documentation pages: not the site's top bar but a compact docs header (brand, product, search, theme), the
 * product's pages in a sidebar that folds away behind a 'Menu' button on small screens (DocsNav), the article, and
 * on wide screens an 'On this page' column. From md up the header, the sidebar and that column stay on screen as
 * the article scrolls, each scrolling on its own when taller than the screen (the footer sits beside the sidebar,
 * so the sidebar stays whole to the page's end); below md only the header's search
 * row with the Menu button stays (docsHeaderHeight.ts), so the text keeps the screen. Headings and other link
 * targets land below whatever stays (ANCHOR_OFFSET).
 */
import React, { useEffect, useRef } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { Link } from "gatsby";
import Footer from "../layout/Footer";
import ThemeToggle from "../layout/ThemeToggle";
import Icon from "../Icon";
import DocsSearch from "./DocsSearch";
import DocsNav, { NAV_ID } from "./DocsNav";
import { CODE_BLOCK_STYLES } from "./CodeBlock";
import { ENDPOINT_STYLES } from "./Endpoint";
import { TocColumn, TocDetails, useActiveHeading, type TocEntry } from "./TableOfContents";
import {
  ANCHOR_OFFSET,
  DOCS_HEADER_WIDE,
  PHONE_BRAND_ROW,
  PHONE_PADDING,
  PHONE_ROW_GAP,
  PHONE_SEARCH_ROW,
  PHONE_STICKY_TOP,
} from "./docsHeaderHeight";
import { docsTree, type DocLink } from "../../docs/docsTree";
import { products, site } from "../../../core/config/site";
import { hidePopover, popoverTarget, usePopoverOpen } from "../layout/popover";

interface DocsLayoutProps {
  product: string;
  /** The product's pages in sidebar order (nested ones after their parent or not: docsTree sorts them out). */
  pages: DocLink[];
  currentPath: string;
  /** The build's search index (pageContext.searchIndex). */
  searchIndex: string;
  toc?: TocEntry[];
  children: React.ReactNode;
}

/**
 * The docs' main column, with the look of the code blocks and endpoints in it (CodeBlock.tsx says why it is applied
 * here). Anything a link or the keyboard scrolls to stops below the stuck header.
 */
const MAIN_STYLES: ThemeUIStyleObject = {
  px: [3, 4, 5],
  py: 4,
  minWidth: 0,
  outline: "none",
  "[id], a[href], [tabindex]": { scrollMarginTop: [...ANCHOR_OFFSET] },
  ...CODE_BLOCK_STYLES,
  ...ENDPOINT_STYLES,
};

/**
 * Named areas. Below md two rows: brand (and product) with the theme button, then the search with Menu; the
 * first row's height is fixed, so the header can stick at minus that height and leave the second row on screen.
 * From md up one row as tall as the site's top bar. A header painted before its buttons are parsed (a slow
 * connection) already has their room, so the search does not move when they arrive.
 */
const HEADER_GRID_STYLES: ThemeUIStyleObject = {
  maxWidth: "container",
  height: "100%",
  mx: "auto",
  px: 3,
  py: [`${PHONE_PADDING}px`, `${PHONE_PADDING}px`, 0],
  display: "grid",
  gridTemplateColumns: ["auto 1fr auto", null, "auto auto minmax(220px, 420px) 1fr auto"],
  gridTemplateAreas: ['"brand docs theme" "search search menu"', null, '"brand docs search . theme"'],
  gridTemplateRows: [`${PHONE_BRAND_ROW}px minmax(${PHONE_SEARCH_ROW}px, auto)`, null, "100%"],
  alignItems: "center",
  columnGap: [2, 3],
  rowGap: `${PHONE_ROW_GAP}px`,
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
      <header
        sx={{
          position: "sticky",
          top: [PHONE_STICKY_TOP, PHONE_STICKY_TOP, 0],
          zIndex: "header",
          height: [null, null, DOCS_HEADER_WIDE],
          borderBottom: "1px solid",
          borderColor: "border",
          bg: "background",
        }}
      >
        <div sx={HEADER_GRID_STYLES}>
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
          {/* Keyed by product, so results found in one product's docs are not left showing in the other's. */}
          <div sx={{ gridArea: "search", minWidth: 0 }}>
            <DocsSearch key={product} indexUrl={searchIndex} product={product} />
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            {...popoverTarget(NAV_ID)}
            sx={{
              gridArea: "menu",
              variant: "buttons.ghost",
              display: ["inline-flex", "inline-flex", "none"],
              // As tall as the search box beside it, so the row that stays on screen is no taller than that.
              height: PHONE_SEARCH_ROW,
              py: 0,
              gap: 1,
            }}
          >
            <Icon name="menu" size={20} />
            <span>Menu</span>
          </button>
          <div sx={{ gridArea: "theme", justifySelf: "end", display: "flex", alignItems: "center" }}>
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
        <DocsNav
          ref={nav}
          name={name}
          indexPath={indexPath}
          productPath={info?.route ?? "/"}
          tree={docsTree(pages)}
          currentPath={currentPath}
        />
        <main id="main" tabIndex={-1} sx={MAIN_STYLES}>
          <TocDetails entries={toc} active={active} />
          {children}
        </main>
        <div sx={{ display: ["none", "none", "none", "block"] }}>
          <TocColumn entries={toc} active={active} />
        </div>
        {/* From md up beside the sidebar, which runs down to the page's end and so stays whole on screen there. */}
        <div sx={{ gridColumn: ["1", "1", "2 / -1"], minWidth: 0 }}>
          <Footer />
        </div>
      </div>
    </div>
  );
}
