/** The e2e CSP watcher's one exception: a page-data prefetch of the site reported against another origin's page. */
import { isCspReport, isLeftoverPrefetch } from "../e2e/support/csp";

const CONSENT = "http://localhost:45205/common/oauth2/v2.0/authorize?client_id=x";
const LEFTOVER =
  "Connecting to 'http://127.0.0.1:35921/page-data/partners/page-data.json' violates the following Content Security Policy directive: \"default-src 'none'\".";

describe("isLeftoverPrefetch", () => {
  it("ignores the site's page data blocked on another origin's page", () => {
    expect(isCspReport(LEFTOVER)).toBe(true);
    expect(isLeftoverPrefetch(LEFTOVER, CONSENT)).toBe(true);
    expect(
      isLeftoverPrefetch(`[csp-violation] {"blocked":"http://127.0.0.1:35921/page-data/x/page-data.json"}`, CONSENT),
    ).toBe(true);
  });

  it("keeps every violation on the site's own pages and any other blocked request", () => {
    expect(isLeftoverPrefetch(LEFTOVER, "http://127.0.0.1:35921/unifiedtime/")).toBe(false);
    expect(isLeftoverPrefetch("Refused to load the script 'https://evil.example/x.js'", CONSENT)).toBe(false);
    expect(isLeftoverPrefetch(LEFTOVER, undefined)).toBe(false);
  });
});
