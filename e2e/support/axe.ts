/** axe-core in Chromium: no WCAG 2.1 A/AA violation on what the page shows now (contrast included). */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * `soft`: report and go on (a test over several routes, see eachRoute). `include`: only that part of the page (a
 * selector), when the rest was checked unchanged just before.
 */
export async function expectNoViolations(
  page: Page,
  what: string,
  { soft = false, include }: { soft?: boolean; include?: string } = {},
): Promise<void> {
  // A page without frames is checked by axe inside the page itself (legacy mode: the same rules on the same
  // document), not through the blank page the default mode opens to combine the frames' results: 0.4-1.2 s a run
  // instead of 1.1-2.1 s here (docs/testing.md). A page with frames gets the default, which tests them all.
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
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
  {
    soft = false,
    include,
    then,
  }: { soft?: boolean; include?: string; then?: (scheme: "light" | "dark") => Promise<unknown> } = {},
): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await (soft ? expect.soft : expect)(page.locator("html"), `${scheme} mode on ${what}`).toHaveClass(
      scheme === "dark" ? /theme-ui-dark/ : /^(?!.*theme-ui-dark)/,
    );
    await expectNoViolations(page, `${what} (${scheme})`, { soft, include });
    await then?.(scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
