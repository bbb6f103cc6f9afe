/**
 * axe-core on a rendered grid in jsdom, with the WCAG 2.1 A/AA rules the e2e pass uses. jsdom lays nothing out
 * and does not resolve the theme's CSS variables, so color contrast is left to gridContrast.test.ts (the color
 * pairs, from the palette) and to the browser pass (as drawn).
 */
import axe from "axe-core";

/**
 * The time a test running axe may take: it walks every node of a week's 7 x 24 grid, which took more than jest's
 * 5 s default with a build running beside the tests (npm run test:full). A limit, not a measure: nothing asserts it.
 */
export const AXE_TEST_TIMEOUT_MS = 30_000;

export async function axeViolations(root: Element): Promise<string[]> {
  // axe measures icon-font ligatures on a canvas jsdom does not have; without one it leaves that check undecided,
  // quietly instead of printing jsdom's 'not implemented' for every text node.
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => null);
  try {
    const results = await axe.run(root, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      // It cannot decide here: see the top comment.
      rules: { "color-contrast": { enabled: false } },
    });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  } finally {
    canvas.mockRestore();
  }
}
