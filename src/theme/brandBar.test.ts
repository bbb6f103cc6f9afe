/** The top bar and the call-to-action band in both modes: brand blue, AA text, focus rings that show on them. */
import theme from ".";
import { contrast } from "./contrast";

type Scale = Record<string, string>;
const light = theme.colors as unknown as Scale & { modes: { dark: Scale } };
const modes = { light: light as Scale, dark: { ...light, ...light.modes.dark } as Scale };

describe.each(Object.entries(modes))("%s mode", (_mode, c) => {
  it("bar text is AA (4.5:1) on the bar", () => {
    expect(contrast(c.headerText!, c.headerBg!)).toBeGreaterThanOrEqual(4.5);
    // The inverse button on the band: the bar's colors swapped.
    expect(contrast(c.headerBg!, c.headerText!)).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring on the bar is AA for non-text contrast (3:1)", () => {
    expect(contrast(c.headerFocus!, c.headerBg!)).toBeGreaterThanOrEqual(3);
  });

  it("the bar is a blue, not a gray", () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(c.headerBg!.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(b - Math.max(r, g)).toBeGreaterThan(40);
  });
});

it("the dark bar stands apart from the dark page and paper", () => {
  expect(modes.dark.headerBg).not.toBe(modes.dark.paper);
  expect(contrast(modes.dark.headerBg!, modes.dark.background!)).toBeGreaterThan(1.2);
});

it("computes contrast like WCAG", () => {
  expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrast("#1565c0", "#1565c0")).toBe(1);
});
