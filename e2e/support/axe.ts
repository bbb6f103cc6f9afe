/**
 * axe-core in Chromium: no WCAG 2.1 A/AA violation on what the page shows now (contrast included).
 *
 * axe-core's own API (`axe.run`) inside the page: its source is evaluated once per document, and only the
 * violations come back. @axe-core/playwright evaluated the 550 kB source twice on every pass and sent back every
 * result type: 0.6-2.9 s a pass here where this takes 0.15-0.7 s, the same rules on the same document
 * (docs/testing.md). The site has no frames; a page with one is refused below rather than checked in part.
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The rules whose outcome a color scheme can change; the dark pass runs these on the document light checked whole. */
const COLOR_RULES = ["color-contrast", "link-in-text-block"];

type AxeWindow = Window & {
  axe?: {
    configure(spec: object): void;
    run(
      context: unknown,
      options: object,
    ): Promise<{ violations: { id: string; help: string; nodes: { target: string[]; html: string }[] }[] }>;
  };
};

/** The violations of the rules (WCAG 2.1 A/AA, or only `rules`) in the page, or in the part `include` selects. */
async function violations(page: Page, { include, rules }: { include?: string; rules?: string[] }): Promise<string[]> {
  expect(page.frames(), "axe runs in the page's own document: this page has frames").toHaveLength(1);
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function");
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() => (window as AxeWindow).axe!.configure({ branding: { application: "playwright" } }));
  }
  return page.evaluate(
    async ({ include, rules, tags }) => {
      const results = await (window as AxeWindow).axe!.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      // Each node by its selector and the start of its markup (generated class names alone say little).
      const nodes = (v: (typeof results.violations)[number]) =>
        v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ");
      return results.violations.map((v) => `${v.id}: ${v.help} (${nodes(v)})`);
    },
    { include, rules, tags: WCAG_21_AA },
  );
}

/**
 * `soft`: report and go on (a test over several routes, see eachRoute). `include`: only that part of the page (a
 * selector), when the rest was checked unchanged just before. `rules`: only these rules.
 */
export async function expectNoViolations(
  page: Page,
  what: string,
  { soft = false, include, rules }: { soft?: boolean; include?: string; rules?: string[] } = {},
): Promise<void> {
  const found = await test.step(`axe ${what}`, () => violations(page, { include, rules }));
  (soft ? expect.soft : expect)(found, `axe violations on ${what}`).toEqual([]);
}

/**
 * axe on what the page shows now in light and in dark: the system color scheme is switched in place (the site
 * follows it while no choice is stored), so a flow runs once for both. Light gets every rule; dark, the color
 * rules, since the scheme changes the colors of the same document and nothing else. Ends in light, the tests'
 * default.
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
    await expectNoViolations(page, `${what} (${scheme})`, {
      soft,
      include,
      rules: scheme === "dark" ? COLOR_RULES : undefined,
    });
    await then?.(scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
