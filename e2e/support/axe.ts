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
