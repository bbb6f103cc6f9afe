/**
 * Records Content-Security-Policy violations in every browser context a test uses: the `securitypolicyviolation`
 * events of each document (a listener added before the page's own scripts) and Chromium's own console reports
 * ("Refused to … because it violates the following Content Security Policy directive …").
 * fixtures.ts applies it to every test and fails the test when anything was recorded.
 */
import type { BrowserContext } from "@playwright/test";

export const VIOLATION_MARK = "[csp-violation]";

/** Runs in every document before its own scripts. */
const LISTENER = `document.addEventListener("securitypolicyviolation", function (e) {
  console.error(${JSON.stringify(VIOLATION_MARK)} + " " + JSON.stringify({
    directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber,
    sample: e.sample, document: location.href }));
}, true);`;

const watched = new WeakSet<BrowserContext>();

export function isCspReport(text: string): boolean {
  return text.startsWith(VIOLATION_MARK) || /Content[ -]Security[ -]Policy/i.test(text);
}

/**
 * A page-data prefetch the site's page started just before navigating away (to a provider's consent page, say),
 * which Chromium then reports against the NEXT document, whose policy is not ours. Not a violation of the site's
 * policy: the blocked request is Gatsby's page data from another origin than the page reporting it.
 */
export function isLeftoverPrefetch(text: string, pageUrl: string | undefined): boolean {
  const blocked = /(https?:\/\/[^\s'"]+)\/page-data\//.exec(text)?.[1];
  if (!blocked || !pageUrl) return false;
  try {
    return new URL(blocked).origin !== new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

/** Sends every violation in `context` (each of its pages, now and later) to `report`. Idempotent per context. */
export async function watchCsp(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.addInitScript({ content: LISTENER });
  context.on("console", (msg) => {
    const text = msg.text();
    const pageUrl = msg.page()?.url();
    if (isCspReport(text) && !isLeftoverPrefetch(text, pageUrl)) report(`${text} (on ${pageUrl ?? "a page"})`);
  });
}
