/**
 * The site's theme provider: theme-ui's core provider and root styles over CSS color variables
 * (see colorVariables.ts for why not theme-ui's ThemeUIProvider).
 */
import React from "react";
import { ThemeProvider } from "@theme-ui/core";
import { Global, type Theme, type ThemeUIStyleObject } from "theme-ui";
import { rootStyles, withColorVariables } from "./colorVariables";

interface Prepared {
  /** The theme as a function of the outer one: theme-ui then uses it as is, instead of deep-merging it into `{}`. */
  theme: () => Theme;
  styles: ThemeUIStyleObject;
}

const prepared = new WeakMap<Theme, Prepared>();

function prepare(theme: Theme): Prepared {
  let entry = prepared.get(theme);
  if (!entry) {
    const variableTheme = withColorVariables(theme);
    entry = { theme: () => variableTheme, styles: rootStyles(variableTheme) };
    prepared.set(theme, entry);
  }
  return entry;
}

export default function ThemeRoot({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const { theme: themeOf, styles } = prepare(theme);
  return (
    <ThemeProvider theme={themeOf}>
      <Global styles={styles} />
      {children}
    </ThemeProvider>
  );
}
