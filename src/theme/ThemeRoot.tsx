/**
 * The site's theme provider: theme-ui's core provider and root styles over CSS colour variables
 * (see colorVariables.ts for why not theme-ui's ThemeUIProvider).
 */
import React from "react";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@theme-ui/core";
import { Global, type Theme, type ThemeUIStyleObject } from "theme-ui";
import { rootStyles, withColorVariables } from "./colorVariables";
import { createBrowserStyleCache, hasServerGlobalStyles } from "./styleCache";

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

/**
 * In the browser: emotion's cache that knows the server-rendered rules and leaves their <style> elements in place
 * (styleCache.ts), and whether the root styles are among them (emotion's Global would insert them once more). Pages
 * rendered in the browser only (`gatsby develop`, client-only routes' first render) have no server styles. On the
 * server the cache comes from criticalStyles.tsx, which collects the rules.
 */
const browserCache = typeof document === "undefined" ? null : createBrowserStyleCache(document);
const rootStylesInHtml = browserCache !== null && hasServerGlobalStyles(document);

export default function ThemeRoot({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const { theme: themeOf, styles } = prepare(theme);
  const themed = (
    <ThemeProvider theme={themeOf}>
      {rootStylesInHtml ? null : <Global styles={styles} />}
      {children}
    </ThemeProvider>
  );
  return browserCache ? <CacheProvider value={browserCache}>{themed}</CacheProvider> : themed;
}
