import React from "react";
import ThemeRoot from "../theme/ThemeRoot";
import theme from "../theme";

/**
 * What every page is wrapped in: theme-ui's provider over the site's theme. The Redux store is not here: only the
 * pages that sign people in render one (state/AppStoreProvider.tsx), so public pages carry none (issue 44).
 */
export default function RootProviders({ children }: { children: React.ReactNode }) {
  return <ThemeRoot theme={theme}>{children}</ThemeRoot>;
}

/**
 * Gatsby's wrapRootElement, for the browser and the server. Gatsby 5 also passes each page's `Head` through it (the
 * head element carries the page's props; the page root carries none). Head tags need none of the providers, and
 * wrapping them cost a second copy of the global styles on every page load.
 */
export function wrapRootElement({ element }: { element: React.ReactElement }) {
  const props = element.props as Record<string, unknown> | null;
  if (props && "pageContext" in props) return element;
  return <RootProviders>{element}</RootProviders>;
}
