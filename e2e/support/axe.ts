/** axe-core in Chromium: no WCAG 2.1 A/AA violation on what the page shows now (contrast included). */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** `soft`: report and go on (a test over several routes, see eachRoute). */
export async function expectNoViolations(page: Page, what: string, { soft = false } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${what}`).toEqual([]);
}

/**
 * axe on what the page shows now in light and in dark: the system colour scheme is switched in place (the site
 * follows it while no choice is stored), so a flow runs once for both. Ends in light, the tests' default.
 */
export async function expectNoViolationsInBothSchemes(
  page: Page,
  what: string,
  { soft = false, then }: { soft?: boolean; then?: (scheme: "light" | "dark") => Promise<unknown> } = {},
): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await (soft ? expect.soft : expect)(page.locator("html"), `${scheme} mode on ${what}`).toHaveClass(
      scheme === "dark" ? /theme-ui-dark/ : /^(?!.*theme-ui-dark)/,
    );
    await expectNoViolations(page, `${what} (${scheme})`, { soft });
    await then?.(scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
