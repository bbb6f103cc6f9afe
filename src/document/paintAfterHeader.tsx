import React from "react";

/**
 * The first paint waits until the parser is past the page's top bar (the site header, or the docs header):
 * `<link rel="expect" href="#site-header-end" blocking="render">` in src/html.tsx. A busy or slow phone would
 * otherwise paint the bar half-parsed, and its rows and buttons move when the rest arrives.
 *
 * The link names an empty element placed right after the bar, not the bar itself: Chromium (156) ends the wait when
 * the expected element's start tag is parsed, not when the element is closed, so `#site-header` painted a bar with
 * half its buttons. An empty element is complete once it starts, whichever rule a browser follows, and the wait
 * ends with the bar, not with the page.
 */
export const HEADER_END_ID = "site-header-end";

/** Render immediately after the top bar's `<header>`. */
export function HeaderEnd() {
  return <span id={HEADER_END_ID} hidden />;
}
