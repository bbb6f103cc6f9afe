/**
 * The loading screen's timing and copy: five themes of six messages, the step
 * reached after a given time and the elapsed-time line. Pure, so it is tested without React or timers.
 */

export const THEME_NAMES = ["mystic", "neon", "aurora", "holographic", "cyberpunk"] as const;
export type LoadingThemeName = (typeof THEME_NAMES)[number];

/** The timer tick of the loading screen, in ms. */
export const TICK_MS = 100;

/** Elapsed times (ms) at which each of the six steps begins. */
export const STEP_STARTS_MS = [0, 1000, 3000, 5000, 8000, 12000] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** The "Time elapsed" line shows from this elapsed time (ms). */
export const ELAPSED_FROM_MS = 5000;

type Six<T> = readonly [T, T, T, T, T, T];

/**
 * A step's message color in each color mode: `light` is read on #ffffff and #f4f6f9, `dark` on #121212 and
 * #1e1e1e, each at 4.5:1 or more (WCAG AA; checked by the unit test).
 */
export interface StepColor {
  light: string;
  dark: string;
}

export interface LoadingTheme {
  name: LoadingThemeName;
  messages: Six<string>;
  colors: Six<StepColor>;
}

export const LOADING_THEMES: Readonly<Record<LoadingThemeName, LoadingTheme>> = {
  mystic: {
    name: "mystic",
    messages: [
      "Consulting the ancient scrolls…",
      "Reading the stars for your schedule…",
      "Stirring the cauldron of hours…",
      "The crystal ball is clouding over…",
      "Summoning the spirits of patience…",
      "The oracle begs one moment more…",
    ],
    colors: [
      { light: "#6a1b9a", dark: "#ce93d8" },
      { light: "#4527a0", dark: "#b39ddb" },
      { light: "#283593", dark: "#9fa8da" },
      { light: "#00695c", dark: "#80cbc4" },
      { light: "#8e24aa", dark: "#e1bee7" },
      { light: "#ad1457", dark: "#f48fb1" },
    ],
  },
  neon: {
    name: "neon",
    messages: [
      "Flicking on the neon signs…",
      "Charging the glass tubes…",
      "Warming up the electric glow…",
      "Turning the brightness past eleven…",
      "The sign is buzzing back to life…",
      "Still glowing, nearly lit…",
    ],
    colors: [
      { light: "#c2185b", dark: "#ff6ad5" },
      { light: "#0050c8", dark: "#00e5ff" },
      { light: "#2e7d32", dark: "#76ff03" },
      { light: "#8a4b00", dark: "#ffea00" },
      { light: "#7b1fa2", dark: "#ff9e40" },
      { light: "#00707a", dark: "#c9a6ff" },
    ],
  },
  aurora: {
    name: "aurora",
    messages: [
      "Catching the northern lights…",
      "Following green ribbons across the sky…",
      "Waiting on the solar wind…",
      "The sky is changing color…",
      "Letting the lights settle over the ice…",
      "Polar nights are long: almost there…",
    ],
    colors: [
      { light: "#00695c", dark: "#69f0ae" },
      { light: "#1b5e20", dark: "#64ffda" },
      { light: "#006064", dark: "#84ffff" },
      { light: "#4a148c", dark: "#ea80fc" },
      { light: "#00796b", dark: "#b9f6ca" },
      { light: "#6a1b9a", dark: "#a7ffeb" },
    ],
  },
  holographic: {
    name: "holographic",
    messages: [
      "Projecting the hologram…",
      "Aligning the light fields…",
      "Refracting every angle…",
      "Bringing the image into focus…",
      "Steadying the shimmer…",
      "Rendering the final dimension…",
    ],
    colors: [
      { light: "#5e35b1", dark: "#e1bee7" },
      { light: "#00727d", dark: "#b2ebf2" },
      { light: "#ad1457", dark: "#f8bbd0" },
      { light: "#1565c0", dark: "#bbdefb" },
      { light: "#6a1b9a", dark: "#d1c4e9" },
      { light: "#2e7d32", dark: "#c8e6c9" },
    ],
  },
  cyberpunk: {
    name: "cyberpunk",
    messages: [
      "Jacking into the mainframe…",
      "Slipping past the corporate firewall…",
      "Decrypting the data shards…",
      "Rerouting through the back alleys of the net…",
      "The ICE is thicker than expected…",
      "Pulling the last bytes out of the grid…",
    ],
    colors: [
      { light: "#9e005d", dark: "#fcee0a" },
      { light: "#006d77", dark: "#ff5c8a" },
      { light: "#8a5a00", dark: "#05d9e8" },
      { light: "#b00020", dark: "#d1f7ff" },
      { light: "#4a00b4", dark: "#ff9f1c" },
      { light: "#005f73", dark: "#01ff89" },
    ],
  },
};

/** The step shown after `elapsedMs`: the last one whose start has been reached (0 before any time has passed). */
export function stepAt(elapsedMs: number): StepIndex {
  for (const step of [5, 4, 3, 2, 1] as const) {
    if (elapsedMs >= STEP_STARTS_MS[step]) return step;
  }
  return 0;
}

export function showElapsed(elapsedMs: number): boolean {
  return elapsedMs >= ELAPSED_FROM_MS;
}

/** "Time elapsed: Ns" in whole seconds, rounded down. */
export function elapsedLabel(elapsedMs: number): string {
  return `Time elapsed: ${Math.floor(Math.max(0, elapsedMs) / 1000)}s`;
}

/**
 * The elapsed time as the screen can show it: whole seconds, since every step starts on a whole second and the
 * counter shows seconds. The 100 ms tick stores this, so the screen re-renders once a second, not ten times.
 */
export function visibleElapsed(elapsedMs: number): number {
  return Math.floor(Math.max(0, elapsedMs) / 1000) * 1000;
}

/** One of the five themes, uniformly; `random` returns [0, 1) like Math.random (out-of-range values are clamped). */
export function pickTheme(random: () => number = Math.random): LoadingThemeName {
  const r = random();
  const scaled = Math.floor((Number.isFinite(r) ? r : 0) * THEME_NAMES.length);
  const index = Math.min(THEME_NAMES.length - 1, Math.max(0, scaled));
  return THEME_NAMES[index] ?? THEME_NAMES[0];
}

/** What the screen shows for a theme after `elapsedMs`. */
export interface LoadingView {
  step: StepIndex;
  message: string;
  color: StepColor;
  /** The elapsed-time line, or null before ELAPSED_FROM_MS. */
  elapsed: string | null;
}

export function loadingView(themeName: LoadingThemeName, elapsedMs: number): LoadingView {
  const theme = LOADING_THEMES[themeName];
  const step = stepAt(elapsedMs);
  return {
    step,
    message: theme.messages[step],
    color: theme.colors[step],
    elapsed: showElapsed(elapsedMs) ? elapsedLabel(elapsedMs) : null,
  };
}
