/**
 * The site's colors, light and dark: the theme (src/theme) and the functions' own HTML pages (the contact form's
 * result page) use the same values.
 */
// Light values are chosen for WCAG AA contrast (>= 4.5:1) on their backgrounds; the dark ones likewise on #121212/#1e1e1e.
export const lightColors = {
  text: "#1a1d23",
  background: "#ffffff",
  paper: "#f4f6f9",
  primary: "#1565c0",
  primaryText: "#ffffff",
  secondary: "#c62828",
  muted: "#4a5361",
  border: "#d5dae1",
  highlight: "#e3f0fd",
  headerBg: "#0d47a1",
  headerText: "#ffffff",
  /**
   * The focus ring: one amber everywhere, never the error red or the brand blue, in the shade that shows on what it
   * sits on (3:1 at least; src/theme/focusRing.test.ts): dark on the light page, light on the dark page and on the
   * brand bar and the call-to-action band in both modes, where the page's shade would vanish on the blue.
   */
  headerFocus: "#ffb74d",
  focus: "#b45309",
  success: "#2e7d32",
  warning: "#8a5a00",
  inputBorder: "#6b7480",
  /** Which calendar an event is from, in the calendar grids (an edge and a legend swatch, never the only sign). */
  sourceMicrosoft: "#0f6cbd",
  sourceGoogle: "#188038",
  sourceBoth: "#7b1fa2",
};

export const darkColors: typeof lightColors = {
  text: "#eef1f5",
  background: "#121212",
  paper: "#1e1e1e",
  primary: "#90caf9",
  primaryText: "#0b1a2b",
  secondary: "#ef9a9a",
  muted: "#b4bcc8",
  border: "#3a3f47",
  highlight: "#1d2a3a",
  // A dark brand blue rather than the gray paper, so the bar still says who we are in dark mode.
  headerBg: "#0c3469",
  headerText: "#eef1f5",
  headerFocus: "#ffb74d",
  focus: "#ffb74d",
  success: "#a5d6a7",
  warning: "#ffcc80",
  inputBorder: "#8b94a1",
  sourceMicrosoft: "#62abf5",
  sourceGoogle: "#81c995",
  sourceBoth: "#ce93d8",
};
