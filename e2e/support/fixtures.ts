import { test as base, expect } from "@playwright/test";
import { watchCsp } from "./csp";

/** The running test's CSP violations (a worker runs one test at a time). */
let currentViolations: string[] | null = null;
const report = (violation: string) => currentViolations?.push(violation);

/**
 * `test` for every spec:
 * - CSP: every browser context a test uses, its `context`/`page` or one from `browser.newContext()`, records
 *   Content-Security-Policy violations, and a test with any fails (the site is served with its production CSP).
 * - a page that records uncaught exceptions and console errors (React hydration errors #418/#423, failed
 *   resource loads, …). Tests call `expectNoPageErrors()` where a clean console is part of the contract.
 */
export const test = base.extend<
  { pageErrors: string[]; expectNoPageErrors: () => void; cspViolations: string[] },
  { watchNewContexts: void }
>({
  watchNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchCsp(context, report);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: "worker", auto: true },
  ],
  cspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; none
    async ({}, use) => {
      const violations: string[] = [];
      currentViolations = violations;
      await use(violations);
      currentViolations = null;
      expect(violations, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await watchCsp(context, report);
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error")
        errors.push(`console.error: ${m.text()} ${m.location().url ? `(${m.location().url})` : ""}`.trim());
    });
    await use(errors);
  },
  expectNoPageErrors: async ({ pageErrors }, use) => {
    await use(() => expect(pageErrors, "uncaught errors or console errors on the page").toEqual([]));
  },
});

export { expect };
