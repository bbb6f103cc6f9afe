import React from "react";
import type { GatsbySSR } from "gatsby";
import { wrapRootElement as wrapRoot } from "./src/components/RootProviders";
import { noFlashScript } from "./src/theme/colorMode";
import { site } from "./src/config/site";

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
