import type { Theme } from "theme-ui";
import { darkColors, lightColors } from "../../core/theme/palette";

/**
 * Breakpoints xs 0, sm 600, md 900, lg 1200, xl 1536 (Material's, which the design follows). theme-ui arrays are indexed
 * [xs, sm, md, lg, xl]; the mobile navigation covers xs..md, i.e. below index 3.
 */
export const breakpointPx = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const zIndices = { header: 1201, dialog: 1300, skipLink: 1400 } as const;

export const theme: Theme = {
  config: {
    initialColorModeName: "light",
    // Color mode is owned by the Redux theme slice and applied as a class on <html>
    // (see src/theme/colorMode.ts); theme-ui only generates the CSS variables per mode.
    useLocalStorage: false,
    useColorSchemeMediaQuery: false,
    useCustomProperties: true,
    useRootStyles: true,
  },
  breakpoints: [`${breakpointPx.sm}px`, `${breakpointPx.md}px`, `${breakpointPx.lg}px`, `${breakpointPx.xl}px`],
  space: [0, 4, 8, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: 1200, prose: 760 },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    monospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 38, 48, 60],
  fontWeights: { body: 400, heading: 700, bold: 600 },
  lineHeights: { body: 1.6, heading: 1.2 },
  radii: { small: 4, default: 8, large: 16, round: 9999 },
  zIndices,
  colors: { ...lightColors, modes: { dark: darkColors } },
  shadows: { card: "0 1px 3px rgba(0,0,0,0.12), 0 4px 12px rgba(0,0,0,0.06)" },
  // Variants: the UI primitives (src/components/ui) and the layout pick their look from here, by name.
  buttons: {
    primary: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: 2,
      px: 4,
      py: "10px",
      font: "inherit",
      fontWeight: "bold",
      textDecoration: "none",
      bg: "primary",
      color: "primaryText",
      border: "2px solid",
      borderColor: "primary",
      borderRadius: "default",
      cursor: "pointer",
      "&:hover:not(:disabled)": { opacity: 0.9 },
      "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
    },
    secondary: { variant: "buttons.primary", bg: "transparent", color: "primary" },
    /** On the header-colored call-to-action band. */
    inverse: { variant: "buttons.primary", bg: "headerText", borderColor: "headerText", color: "headerBg" },
    danger: { variant: "buttons.primary", bg: "secondary", borderColor: "secondary", color: "background" },
    ghost: {
      variant: "buttons.primary",
      bg: "transparent",
      borderColor: "transparent",
      color: "inherit",
      px: 2,
      fontWeight: "body",
      "&:hover:not(:disabled)": { bg: "rgba(127,127,127,0.16)" },
    },
    icon: {
      variant: "buttons.ghost",
      width: 44,
      height: 44,
      p: 0,
    },
    /** Top-bar links and menu buttons on the header's blue (or dark) bar. */
    nav: {
      display: "inline-flex",
      alignItems: "center",
      gap: 1,
      px: 2,
      py: 2,
      font: "inherit",
      fontWeight: "bold",
      color: "inherit",
      bg: "transparent",
      border: "none",
      borderRadius: "default",
      textDecoration: "none",
      whiteSpace: "nowrap",
      cursor: "pointer",
      "&:hover": { bg: "rgba(255,255,255,0.12)" },
      "&[aria-current='page']": { textDecoration: "underline", textUnderlineOffset: "6px" },
    },
    /** A row of a dropdown menu. */
    menuItem: {
      display: "flex",
      alignItems: "center",
      gap: 2,
      px: 3,
      py: 2,
      color: "text",
      textDecoration: "none",
      borderRadius: "small",
      "&:hover, &:focus-visible": { bg: "highlight" },
    },
  },
  forms: {
    label: { display: "block", fontWeight: "bold", mb: 1 },
    input: {
      display: "block",
      width: "100%",
      px: 3,
      py: "10px",
      font: "inherit",
      color: "text",
      bg: "background",
      border: "1px solid",
      borderColor: "inputBorder",
      borderRadius: "default",
      "&[aria-invalid='true']": { borderColor: "secondary", borderWidth: 2 },
      "&:disabled": { opacity: 0.6 },
    },
  },
  cards: {
    /** A list that floats over the page (the header's menus, the docs search's results). */
    popover: {
      listStyle: "none",
      m: 0,
      bg: "background",
      color: "text",
      border: "1px solid",
      borderColor: "border",
      borderRadius: "default",
      boxShadow: "card",
      overflowY: "auto",
    },
    primary: {
      bg: "background",
      color: "text",
      border: "1px solid",
      borderColor: "border",
      borderRadius: "large",
      p: [3, 4],
    },
  },
  alerts: {
    error: { borderColor: "secondary" },
    success: { borderColor: "success" },
    warning: { borderColor: "warning" },
    info: { borderColor: "primary" },
  },
  styles: {
    root: {
      fontFamily: "body",
      lineHeight: "body",
      fontWeight: "body",
      margin: 0,
      "*:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
      // Anything drawn on the brand bar's color marks itself so its focus ring stays visible on the blue.
      // A menu that opens from the bar is page-colored again.
      "[data-brand-surface] *:focus-visible": { outlineColor: "headerFocus" },
      "[data-brand-surface] [data-page-surface] *:focus-visible": { outlineColor: "focus" },
      a: { color: "primary" },
      "h1, h2, h3, h4": { fontFamily: "heading", lineHeight: "heading", fontWeight: "heading" },
      h1: { fontSize: [6, 7, 8] },
      h2: { fontSize: [5, 6] },
      h3: { fontSize: [4, 5] },
      img: { maxWidth: "100%" },
      code: {
        fontFamily: "monospace",
        fontSize: "0.9em",
        bg: "paper",
        px: 1,
        borderRadius: "small",
        overflowWrap: "anywhere",
      },
      pre: {
        fontFamily: "monospace",
        bg: "paper",
        p: 3,
        overflowX: "auto",
        borderRadius: "default",
        code: { p: 0, overflowWrap: "normal" },
      },
      blockquote: { borderLeft: "4px solid", borderColor: "primary", m: 0, pl: 3, color: "muted" },
    },
  },
};

export default theme;
