/** The loading screen's steps, timing and copy, and WCAG AA contrast of every step color on its backgrounds. */
import {
  visibleElapsed,
  ELAPSED_FROM_MS,
  LOADING_THEMES,
  STEP_STARTS_MS,
  THEME_NAMES,
  TICK_MS,
  elapsedLabel,
  loadingView,
  pickTheme,
  showElapsed,
  stepAt,
} from "./loadingSteps";

/** WCAG 2.x relative luminance of a #rrggbb color. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb color: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const LIGHT_BACKGROUNDS = ["#ffffff", "#f4f6f9"];
const DARK_BACKGROUNDS = ["#121212", "#1e1e1e"];

describe("constants", () => {
  it("ticks every 100 ms, steps at 0, 1, 3, 5, 8 and 12 s, shows the elapsed line from 5 s", () => {
    expect(TICK_MS).toBe(100);
    expect(STEP_STARTS_MS).toEqual([0, 1000, 3000, 5000, 8000, 12000]);
    expect(ELAPSED_FROM_MS).toBe(5000);
  });
});

describe("themes", () => {
  it("has the five named themes, each with six distinct messages and six distinct colors per mode", () => {
    expect(THEME_NAMES).toEqual(["mystic", "neon", "aurora", "holographic", "cyberpunk"]);
    for (const name of THEME_NAMES) {
      const theme = LOADING_THEMES[name];
      expect(theme.name).toBe(name);
      expect(theme.messages).toHaveLength(6);
      expect(new Set(theme.messages).size).toBe(6);
      expect(theme.colors).toHaveLength(6);
      expect(new Set(theme.colors.map((c) => c.light)).size).toBe(6);
      expect(new Set(theme.colors.map((c) => c.dark)).size).toBe(6);
      for (const message of theme.messages) expect(message.trim().length).toBeGreaterThan(0);
    }
  });

  it("never repeats a message across themes", () => {
    const all = THEME_NAMES.flatMap((name) => LOADING_THEMES[name].messages);
    expect(new Set(all).size).toBe(all.length);
  });

  it("opens the mystic theme with the ancient scrolls", () => {
    expect(LOADING_THEMES.mystic.messages[0]).toBe("Consulting the ancient scrolls…");
  });

  const colorCases = THEME_NAMES.flatMap((name) =>
    LOADING_THEMES[name].colors.map((color, step) => ({ name, step, ...color })),
  );

  it.each(colorCases)("$name step $step: light $light and dark $dark reach 4.5:1 on their backgrounds", (c) => {
    for (const bg of LIGHT_BACKGROUNDS) expect(contrast(c.light, bg)).toBeGreaterThanOrEqual(4.5);
    for (const bg of DARK_BACKGROUNDS) expect(contrast(c.dark, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("computes contrast like WCAG (black on white is 21:1, a color on itself 1:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#1565c0", "#1565c0")).toBe(1);
  });
});

describe("stepAt", () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [2999, 1],
    [3000, 2],
    [4999, 2],
    [5000, 3],
    [7999, 3],
    [8000, 4],
    [11999, 4],
    [12000, 5],
    [600000, 5],
  ])("at %i ms is step %i", (ms, step) => {
    expect(stepAt(ms)).toBe(step);
  });

  it("is step 0 for negative or non-numeric times", () => {
    expect(stepAt(-50)).toBe(0);
    expect(stepAt(Number.NaN)).toBe(0);
  });
});

describe("showElapsed and elapsedLabel", () => {
  it("shows the line from 5000 ms", () => {
    expect(showElapsed(4999)).toBe(false);
    expect(showElapsed(5000)).toBe(true);
    expect(showElapsed(12000)).toBe(true);
  });

  it("labels whole seconds, rounded down", () => {
    expect(elapsedLabel(5000)).toBe("Time elapsed: 5s");
    expect(elapsedLabel(5999)).toBe("Time elapsed: 5s");
    expect(elapsedLabel(12000)).toBe("Time elapsed: 12s");
    expect(elapsedLabel(0)).toBe("Time elapsed: 0s");
    expect(elapsedLabel(-10)).toBe("Time elapsed: 0s");
  });
});

describe("pickTheme", () => {
  it("maps [0, 1) evenly onto the five themes", () => {
    expect(pickTheme(() => 0)).toBe("mystic");
    expect(pickTheme(() => 0.2)).toBe("neon");
    expect(pickTheme(() => 0.4)).toBe("aurora");
    expect(pickTheme(() => 0.6)).toBe("holographic");
    expect(pickTheme(() => 0.8)).toBe("cyberpunk");
    expect(pickTheme(() => 0.9999)).toBe("cyberpunk");
  });

  it("clamps out-of-range values from a faulty random source", () => {
    expect(pickTheme(() => 1)).toBe("cyberpunk");
    expect(pickTheme(() => -1)).toBe("mystic");
    expect(pickTheme(() => Number.NaN)).toBe("mystic");
  });

  it("uses Math.random by default", () => {
    const spy = jest.spyOn(Math, "random").mockReturnValue(0.45);
    try {
      expect(pickTheme()).toBe("aurora");
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("loadingView", () => {
  it("gives the step's message and color, and the elapsed line only from 5 s", () => {
    expect(loadingView("neon", 0)).toEqual({
      step: 0,
      message: LOADING_THEMES.neon.messages[0],
      color: LOADING_THEMES.neon.colors[0],
      elapsed: null,
    });
    expect(loadingView("cyberpunk", 8100)).toEqual({
      step: 4,
      message: LOADING_THEMES.cyberpunk.messages[4],
      color: LOADING_THEMES.cyberpunk.colors[4],
      elapsed: "Time elapsed: 8s",
    });
  });
});

describe("visibleElapsed", () => {
  it("rounds down to whole seconds and never below zero", () => {
    expect(visibleElapsed(0)).toBe(0);
    expect(visibleElapsed(999)).toBe(0);
    expect(visibleElapsed(1000)).toBe(1000);
    expect(visibleElapsed(12_345)).toBe(12_000);
    expect(visibleElapsed(-50)).toBe(0);
  });

  it("changes nothing the screen shows, for every theme over the first 20 s", () => {
    for (const name of THEME_NAMES) {
      for (let ms = 0; ms <= 20_000; ms += 100) {
        expect(loadingView(name, visibleElapsed(ms))).toEqual(loadingView(name, ms));
      }
    }
  });
});
