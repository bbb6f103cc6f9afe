/**
 * The id of the page's top bar (the site header, or the docs header). The document's first paint waits until the
 * parser has closed that element (`<link rel="expect" blocking="render">` in src/html.tsx): a busy or slow phone
 * would otherwise paint the bar half-parsed, and its rows and buttons move when the rest arrives. The wait ends at
 * the bar's end, not the page's, so the first paint is not held back by the content.
 */
export const HEADER_ID = "site-header";
