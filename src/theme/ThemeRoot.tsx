/**
 * The site's theme provider: theme-ui's core provider and root styles over CSS colour variables
 * (see colorVariables.ts for why not theme-ui's ThemeUIProvider).
 */
import React from "react";
import { ThemeProvider } from "@theme-ui/core";
import { Global, type Theme, type ThemeUIStyleObject } from "theme-ui";
import { rootStyles, withColorVariables } from "./colorVariables";

const prepared = new WeakMap<Theme, { theme: Theme; styles: ThemeUIStyleObject }>();

function prepare(theme: Theme) {
  let entry = prepared.get(theme);
  if (!entry) {
    const variableTheme = withColorVariables(theme);
    entry = { theme: variableTheme, styles: rootStyles(variableTheme) };
    prepared.set(theme, entry);
  }
  return entry;
}

export default function ThemeRoot({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const { theme: variableTheme, styles } = prepare(theme);
  return (
    <ThemeProvider theme={variableTheme}>
      <Global styles={styles} />
      {children}
    </ThemeProvider>
  );
}
