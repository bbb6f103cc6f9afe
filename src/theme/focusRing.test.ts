/**
 * The focus ring: one color (an amber) in both modes, shaded for what it sits on, at least 3:1 against every
 * surface a focused element is drawn on (WCAG's non-text contrast), and never mistaken for an error (red) or for the
 * brand (blue).
 */
import theme from ".";
import { contrast } from "./contrast";

type Scale = Record<string, string>;
const light = theme.colors as unknown as Scale & { modes: { dark: Scale } };
const modes = { light: light as Scale, dark: { ...light, ...light.modes.dark } as Scale };

/** The hue of a #rrggbb color in degrees (0 red, 120 green, 240 blue). */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}

const hueDistance = (a: string, b: string) => {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
};

describe.each(Object.entries(modes))("%s mode", (_mode, c) => {
  it.each(["background", "paper", "highlight"])("the page's ring is 3:1 on %s", (surface) => {
    expect(contrast(c.focus!, c[surface]!)).toBeGreaterThanOrEqual(3);
  });

  it("the bar's ring is 3:1 on the bar", () => {
    expect(contrast(c.headerFocus!, c.headerBg!)).toBeGreaterThanOrEqual(3);
  });

  it("is one color: the page's ring and the bar's are shades of the same hue", () => {
    expect(hueDistance(c.focus!, c.headerFocus!)).toBeLessThan(15);
  });

  it("is not the error red, nor the brand blue", () => {
    for (const ring of [c.focus!, c.headerFocus!]) {
      expect(hueDistance(ring, c.secondary!)).toBeGreaterThanOrEqual(20);
      expect(hueDistance(ring, c.primary!)).toBeGreaterThanOrEqual(90);
      expect(hueDistance(ring, c.headerBg!)).toBeGreaterThanOrEqual(90);
    }
  });
});

it("reads hues like the color wheel", () => {
  expect(hue("#ff0000")).toBe(0);
  expect(hue("#00ff00")).toBe(120);
  expect(hue("#0000ff")).toBe(240);
  expect(hueDistance("#ff0000", "#ff00ff")).toBe(60);
});
