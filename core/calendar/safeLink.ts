/**
 * A provider's URL as something a page may put in an `href`: http(s) only. Calendar texts come from anyone who can
 * send an invitation, so a `javascript:`, `data:` or app-scheme URL (zoommtg:, msteams:) is never rendered as a
 * link. Used where the server builds events and again where the page renders them (events cached before the rule).
 */
const HTTP_URL = /^https?:\/\/[^\s]/i;

export function safeLink(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const text = url.trim();
  // Browsers drop tabs and newlines inside a URL, but a text that starts with http(s):// keeps that scheme.
  return HTTP_URL.test(text) ? text : undefined;
}
