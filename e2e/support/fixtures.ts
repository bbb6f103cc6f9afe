import { test as base, expect } from "@playwright/test";

/**
 * `test` with a page that records uncaught exceptions and console errors (React hydration errors
 * #418/#423, failed resource loads, …). Tests call `expectNoPageErrors()` where a clean console is part
 * of the contract.
 */
export const test = base.extend<{ pageErrors: string[]; expectNoPageErrors: () => void }>({
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
