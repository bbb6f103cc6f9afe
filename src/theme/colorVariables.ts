/**
 * Color modes as CSS custom properties, without @theme-ui/color-modes (1.5 kB gzipped on every page, plus its
 * own storage and media-query logic that this site replaces with the Redux theme slice and the head script).
 * Same variable names and scoping as theme-ui (`--theme-ui-colors-<key>`, dark values under `html.theme-ui-dark`),
 * so a mode switch is one class on <html> and never re-renders a component. Pure, so it is tested alone.
 */
import { SITE_NAV_ID } from "../components/layout/headerHeight";
import type { Theme, ThemeUIStyleObject } from "theme-ui";

type ColorScale = Record<string, string>;
type ModedColors = ColorScale & { modes?: Record<string, ColorScale> };

export const DARK_CLASS = "theme-ui-dark";

export function colorVariable(key: string): string {
  return `--theme-ui-colors-${key}`;
}

function flatScale(colors: ModedColors): ColorScale {
  const scale: ColorScale = {};
  for (const [key, value] of Object.entries(colors)) {
    if (key === "modes") continue;
    if (typeof value !== "string") throw new Error(`theme.colors.${key}: expected a color string, got ${typeof value}`);
    scale[key] = value;
  }
  return scale;
}

function variablesOf(scale: ColorScale): Record<string, string> {
  return Object.fromEntries(Object.entries(scale).map(([key, value]) => [colorVariable(key), value]));
}

/** The theme components see: every color is `var(--theme-ui-colors-<key>)`; the literal values stay in rawColors. */
export function withColorVariables(theme: Theme): Theme {
  const colors = (theme.colors ?? {}) as ModedColors;
  const names = Object.keys(flatScale(colors));
  return {
    ...theme,
    rawColors: theme.colors,
    colors: Object.fromEntries(names.map((key) => [key, `var(${colorVariable(key)})`])),
  };
}

/**
 * The page's root styles (theme-ui's own RootStyles plus the color variables): light values on <html>, each other
 * mode under `html.theme-ui-<mode>`, box-sizing, body margin and the theme's `styles.root`.
 */
export function rootStyles(theme: Theme): ThemeUIStyleObject {
  const colors = (theme.rawColors ?? theme.colors ?? {}) as ModedColors;
  const modes: Record<string, Record<string, string>> = {};
  for (const [mode, scale] of Object.entries(colors.modes ?? {})) {
    modes[`&.theme-ui-${mode}`] = variablesOf({ ...flatScale(colors), ...scale });
  }
  return {
    "*": { boxSizing: "border-box" },
    html: {
      ...variablesOf(flatScale(colors)),
      ...modes,
      color: `var(${colorVariable("text")})`,
      backgroundColor: `var(${colorVariable("background")})`,
      variant: "styles.root",
    },
    body: { margin: 0 },
    // The page behind the full-screen navigation dialog (a popover: MobileNavDialog.tsx) stays put.
    [`body:has(#${SITE_NAV_ID}:popover-open)`]: { overflow: "hidden" },
  } as ThemeUIStyleObject;
}
