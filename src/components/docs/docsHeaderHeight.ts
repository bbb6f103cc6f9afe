/**
 * The docs header's measures, which the sticky sidebar and contents column, and the offset headings keep when a
 * link scrolls to them, are computed from. From md up the header is one row as tall as the site's top bar
 * (HEADER_HEIGHT) and stays at the top. Below md it has two rows: the brand (and the theme button), then the
 * search with the Menu button; scrolled, only the second row stays (the header sticks at minus the first row's
 * height), so search and Menu are at hand while the text keeps nearly the whole screen.
 */
import { HEADER_HEIGHT } from "../layout/headerHeight";

/** md up: the header's height, border included. */
export const DOCS_HEADER_WIDE = HEADER_HEIGHT;

/** Below md: the header's padding, the brand row, the gap between the rows, the search row (its input's height). */
export const PHONE_PADDING = 8;
export const PHONE_BRAND_ROW = 50;
export const PHONE_ROW_GAP = 8;
export const PHONE_SEARCH_ROW = 44;

/** Below md: where the header sticks, so that only the search row shows once the page is scrolled. */
export const PHONE_STICKY_TOP = -(PHONE_PADDING + PHONE_BRAND_ROW);

/** Below md: what of the header stays on screen when it is stuck (the gap, the search row, padding and border). */
export const PHONE_STUCK_HEIGHT = PHONE_ROW_GAP + PHONE_SEARCH_ROW + PHONE_PADDING + 1;

/**
 * How far below the viewport's top a heading lands when a link (or the keyboard's focus) scrolls to it, by
 * breakpoint (xs, sm, md+): under the stuck header, with a line's room to breathe.
 */
export const ANCHOR_OFFSET = [PHONE_STUCK_HEIGHT + 16, PHONE_STUCK_HEIGHT + 16, DOCS_HEADER_WIDE + 16] as const;
