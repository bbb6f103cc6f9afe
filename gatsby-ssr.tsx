import React from "react";
import type { GatsbySSR } from "gatsby";
import { wrapRootElement as wrapRoot } from "./src/components/RootProviders";
import { THEME_TOGGLE_ATTRIBUTE, noFlashScript } from "./src/theme/colorMode";
import { site } from "./core/config/site";
import { renderWithStylesInHead } from "./src/theme/renderWithStylesInHead";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithStylesInHead(bodyComponent as React.ReactElement);
  replaceBodyHTMLString(html);
  setHeadComponents(styles);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Runs before first paint: applies the stored or system color mode so dark visitors never see a light flash, and
  // answers the theme toggle until the page's scripts run. Without scripting the toggle could not work: not shown.
  // The favicon here rather than in each page's Head: `gatsby develop` renders Head only in the browser, after the
  // browser has already asked for /favicon.ico, so development tabs had no icon.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: noFlashScript }} />,
    <noscript key="no-script-toggle">
      <style>{`[${THEME_TOGGLE_ATTRIBUTE}]{display:none!important}`}</style>
    </noscript>,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
