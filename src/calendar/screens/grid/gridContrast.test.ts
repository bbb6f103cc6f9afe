/**
 * The color pairs the grids draw text with, at WCAG AA (4.5:1) in light and dark: axe cannot measure them in
 * jsdom (no CSS variables resolved), so they are checked from the palette here.
 */
import { darkColors, lightColors } from "../../../../core/theme/palette";
import { contrast } from "../../../theme/contrast";

type Color = keyof typeof lightColors;

// [text, background]: event blocks and all-day lines on highlight, declined text on the page and on highlight,
// hour labels and weekday names, neighboring months' days on paper, today's number on primary, '+N more'.
const PAIRS: readonly [Color, Color][] = [
  ["text", "highlight"],
  ["muted", "highlight"],
  ["muted", "background"],
  ["muted", "paper"],
  ["text", "paper"],
  ["primaryText", "primary"],
  ["primary", "background"],
  ["primary", "paper"],
];

describe("grid colors", () => {
  it.each(PAIRS)("%s on %s reaches 4.5:1 in light and dark", (fg, bg) => {
    expect(contrast(lightColors[fg], lightColors[bg])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkColors[fg], darkColors[bg])).toBeGreaterThanOrEqual(4.5);
  });
});

// The calendars' edge colors are graphics beside the event (WCAG 1.4.11: 3:1 against what surrounds them), and
// tell the three sources apart from each other too.
const SOURCES = ["sourceMicrosoft", "sourceGoogle", "sourceBoth"] as const;

describe("source colors", () => {
  it.each(SOURCES)("%s reaches 3:1 on the page, paper and highlight in light and dark", (color) => {
    for (const palette of [lightColors, darkColors])
      for (const bg of ["background", "paper", "highlight"] as const)
        expect(contrast(palette[color], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
