/**
 * 'On this page': the page's `##` and `###` headings (from the MDX table of contents, whose anchors are the
 * headings' ids), with the section in view marked (`aria-current="location"`). A column of its own on wide
 * screens (TocColumn); a collapsed list above the article on narrower ones (TocDetails). The layout calls
 * useActiveHeading once for both.
 */
import { useEffect, useState } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import type { TocItem } from "../../docs/searchDocuments";
import { activeHeadingId } from "../../docs/activeHeading";
import { DOCS_HEADER_WIDE } from "./docsHeaderHeight";

export interface TocEntry {
  id: string;
  title: string;
  depth: number;
}

export function tocEntries(items: TocItem[] = [], depth = 2): TocEntry[] {
  return items.flatMap((item) => [
    ...(item.url?.startsWith("#") && item.title ? [{ id: item.url.slice(1), title: item.title, depth }] : []),
    ...tocEntries(item.items, depth + 1),
  ]);
}

/** The px line below the viewport's top that a heading must pass to count as being read: under the stuck header. */
const READING_LINE = DOCS_HEADER_WIDE + 32;

export function useActiveHeading(entries: readonly TocEntry[]): string | null {
  const [ids] = useState(() => entries.map((e) => e.id));
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(headings, READING_LINE, atBottom));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/**
 * One stylesheet on the list instead of an `sx` per entry (each would be built again while the page hydrates, and
 * again whenever the current section changes): the current entry is the one with aria-current.
 */
const TOC_LIST_STYLES: ThemeUIStyleObject = {
  listStyle: "none",
  m: 0,
  p: 0,
  fontSize: 1,
  ".toc-sub": { pl: 3 },
  a: {
    display: "block",
    py: 1,
    pl: 2,
    borderLeft: "2px solid",
    borderColor: "transparent",
    color: "muted",
    fontWeight: "body",
    textDecoration: "none",
    // Marked by color and the bar only: bold text is wider, so the entry could wrap and move the list as you scroll.
    "&[aria-current]": { borderColor: "primary", color: "primary" },
    "&:hover": { color: "text", textDecoration: "underline" },
  },
};

function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul sx={TOC_LIST_STYLES}>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth > 2 ? "toc-sub" : undefined}>
          <a href={`#${entry.id}`} aria-current={entry.id === active ? "location" : undefined}>
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

const HEADING_ID = "on-this-page";

/** Narrow screens: collapsed above the article (hidden where the column shows). */
export function TocDetails({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  if (entries.length === 0) return null;
  return (
    <details
      sx={{
        display: ["block", "block", "block", "none"],
        mb: 4,
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
        px: 3,
        py: 2,
      }}
    >
      <summary sx={{ cursor: "pointer", fontWeight: "bold", py: 1 }}>On this page</summary>
      <nav aria-label="On this page" sx={{ mt: 2 }}>
        <TocList entries={entries} active={active} />
      </nav>
    </details>
  );
}

/** Wide screens: a column beside the article, stuck under the docs header, scrolling on its own when it is long. */
export function TocColumn({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={HEADING_ID}
      sx={{
        display: ["none", "none", "none", "block"],
        position: "sticky",
        top: DOCS_HEADER_WIDE,
        maxHeight: `calc(100vh - ${DOCS_HEADER_WIDE}px)`,
        overflowY: "auto",
        px: 3,
        py: 4,
      }}
    >
      <h2
        id={HEADING_ID}
        sx={{ fontSize: 1, textTransform: "uppercase", letterSpacing: "0.06em", color: "muted", mt: 0, mb: 2 }}
      >
        On this page
      </h2>
      <TocList entries={entries} active={active} />
    </nav>
  );
}
