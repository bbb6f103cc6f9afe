import React from "react";
import type { GatsbySSR } from "gatsby";
import { wrapRootElement as wrapRoot } from "./src/components/RootProviders";
import { noFlashScript } from "./src/theme/colorMode";
import { site } from "./src/config/site";
import { renderWithCriticalStyles } from "./src/theme/criticalStyles";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Runs before first paint: applies the stored or system colour mode so dark visitors never see a light flash.
  // The favicon here rather than in each page's Head: `gatsby develop` renders Head only in the browser, after the
  // browser has already asked for /favicon.ico, so development tabs had no icon.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: noFlashScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

// One <style> per global style and one for the page's classes, in <head>, instead of emotion's 70-odd inline
// elements through the body (src/theme/criticalStyles.tsx says why).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithCriticalStyles(bodyComponent as React.ReactElement);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};
