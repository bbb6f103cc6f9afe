/**
 * The docs search box: a combobox whose listbox shows the best sections of this product's docs as you type, the
 * matched words marked. The search code and the build's index (src/docs/searchEngine.ts) are fetched on the first
 * keystroke, never with the page. '/' or Ctrl/Cmd-K focuses it, arrow keys move through the results, Enter opens
 * one, Escape closes the list.
 */
import React, { useId, useRef, useState } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { navigate } from "gatsby";
import type { DocsSearchEngine, SearchHit } from "../../docs/searchEngine";
import { lazy, type Lazy } from "../../loading/lazy";
import { SEARCH_KEYSHORTCUTS } from "../../docs/searchShortcut";
import MarkedText from "./MarkedText";
import { useSearchShortcut } from "./useSearchShortcut";

type Status = "idle" | "loading" | "ready" | "failed";

// One engine per index (a failed fetch is not kept: a later keystroke tries again).
const engines = new Map<string, Lazy<DocsSearchEngine>>();
function loadEngine(indexUrl: string): Promise<DocsSearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = lazy(() =>
      import(/* webpackChunkName: "docs-search" */ "../../docs/searchEngine").then((m) => m.loadSearchEngine(indexUrl)),
    );
    engines.set(indexUrl, engine);
  }
  return engine();
}

/** Opens a result: a section of this page scrolls there; another page is a client-side navigation. */
function open(hit: SearchHit) {
  const url = new URL(hit.path, window.location.origin);
  if (url.pathname === window.location.pathname) window.location.hash = url.hash;
  else void navigate(hit.path);
}

/** The results list; matched words are bold and underlined, in the text's own colors (no new contrast to check). */
const LIST_STYLES: ThemeUIStyleObject = {
  position: "absolute",
  top: "calc(100% + 4px)",
  left: 0,
  right: 0,
  zIndex: "dialog",
  variant: "cards.popover",
  p: 1,
  maxHeight: "70vh",
  minWidth: [0, 360],
  mark: {
    bg: "transparent",
    color: "inherit",
    fontWeight: "bold",
    textDecoration: "underline",
    textDecorationThickness: "2px",
    textUnderlineOffset: "2px",
  },
};

/** The shortcut hint at the box's right end; clicks go through to the box. */
const HINT_STYLES: ThemeUIStyleObject = {
  display: ["none", "none", "flex"],
  position: "absolute",
  top: 0,
  bottom: 0,
  right: 3,
  alignItems: "center",
  gap: 1,
  pointerEvents: "none",
  color: "muted",
  fontSize: 1,
  kbd: {
    fontFamily: "body",
    px: 1,
    border: "1px solid",
    borderColor: "border",
    borderRadius: "small",
    bg: "paper",
    lineHeight: 1.4,
  },
};

interface DocsSearchProps {
  indexUrl: string;
  /** The product whose docs the reader is in (its slug): only its sections are searched. */
  product: string;
}

export default function DocsSearch({ indexUrl, product }: DocsSearchProps) {
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const latest = useRef("");
  const input = useRef<HTMLInputElement>(null);
  const modifier = useSearchShortcut(input);

  const search = async (text: string) => {
    latest.current = text;
    if (!text.trim()) {
      setHits([]);
      setActive(-1);
      return;
    }
    if (status !== "ready") setStatus("loading");
    try {
      const found = (await loadEngine(indexUrl)).search(text, { product });
      if (latest.current !== text) return; // a newer keystroke won
      setStatus("ready");
      setHits(found);
      setActive(found.length ? 0 : -1);
    } catch (error) {
      console.error("Docs search:", error);
      setStatus("failed");
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!hits.length) return;
      setExpanded(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      const hit = hits[active] ?? hits[0];
      if (hit) {
        event.preventDefault();
        setExpanded(false);
        open(hit);
      }
    } else if (event.key === "Escape") {
      if (expanded) setExpanded(false);
      else setQuery("");
    }
  };

  const showList = expanded && query.trim() !== "" && status === "ready";
  const message =
    status === "failed"
      ? "Search could not be loaded. Check your connection and try again."
      : status === "loading"
        ? "Loading search…"
        : query.trim() && status === "ready"
          ? hits.length
            ? `${hits.length} result${hits.length === 1 ? "" : "s"}`
            : `No results for “${query.trim()}”`
          : "";

  return (
    <div role="search" sx={{ position: "relative", width: "100%", minWidth: 0 }}>
      <label htmlFor={`${id}-input`} sx={{ position: "absolute", left: "-9999px" }}>
        Search the documentation
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits[active] ? `${id}-hit-${active}` : undefined}
        aria-keyshortcuts={SEARCH_KEYSHORTCUTS}
        placeholder="Search the docs"
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setExpanded(true);
          void search(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        sx={{ variant: "forms.input", py: 2, pr: [3, 3, "7.5em"], fontSize: 2 }}
      />
      {/* The shortcuts, from md up where there is a keyboard and room (on a phone the box shares its row with Menu);
          screen readers have aria-keyshortcuts. */}
      <span aria-hidden="true" sx={HINT_STYLES}>
        <kbd>/</kbd> or <kbd>{modifier}K</kbd>
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!showList || hits.length === 0}
        sx={LIST_STYLES}
      >
        {hits.map((hit, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (aria-activedescendant)
          <li
            key={hit.id}
            id={`${id}-hit-${i}`}
            role="option"
            aria-selected={i === active}
            // Before the input's blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setExpanded(false);
              open(hit);
            }}
            onMouseEnter={() => setActive(i)}
            sx={{
              p: 2,
              borderRadius: "small",
              cursor: "pointer",
              bg: i === active ? "highlight" : "transparent",
            }}
          >
            <span sx={{ display: "block", fontWeight: "bold" }}>
              <MarkedText parts={hit.headingParts} />
            </span>
            <span sx={{ display: "block", fontSize: 1, color: "muted" }}>
              {hit.productName} · {hit.parent ? `${hit.page} › ${hit.parent}` : hit.page}
            </span>
            <span sx={{ display: "block", fontSize: 1, mt: 1 }}>
              <MarkedText parts={hit.snippetParts} />
            </span>
          </li>
        ))}
      </ul>
      <p role="status" sx={{ position: "absolute", left: "-9999px" }}>
        {message}
      </p>
      {expanded && query.trim() !== "" && hits.length === 0 && message && (
        <p
          aria-hidden="true"
          sx={{
            position: "absolute",
            top: "calc(100% + 4px)",
            left: 0,
            right: 0,
            zIndex: "dialog",
            m: 0,
            p: 3,
            bg: "background",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "default",
            fontSize: 1,
          }}
        >
          {message}
        </p>
      )}
    </div>
  );
}
