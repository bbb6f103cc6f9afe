/**
 * Server rendering with the page's styles collected into <head> (used by gatsby-ssr's replaceRenderer).
 *
 * Left to itself, emotion writes a <style> element before each styled element it renders: 70 on the home page. The
 * browser then parses them one by one while it builds the page, and at start-up emotion's cache moves every one
 * into <head> and the style engine rebuilds its rule sets after each move, all inside the app script's evaluation
 * (a long task Lighthouse counts). Here the page is rendered with a cache in emotion's server mode, which records
 * the rules instead of writing them out, and the rules the page uses go into <head> as one element per global
 * style plus one for the classes. They carry `data-ssr-emotion`, not emotion's own `data-emotion`: emotion's
 * default browser cache would adopt an element named its way by appending it to <head> again, and a moved <style>
 * makes the browser restyle every element (23 ms on a long doc page). The browser's cache instead learns which
 * rules the page already has from that attribute (styleCache.ts) and leaves the elements where they are.
 */
import React from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { SERVER_STYLE_ATTRIBUTE, STYLE_KEY } from "./styleCache";

export interface CriticalRender {
  html: string;
  styles: React.ReactElement[];
}

export function renderWithCriticalStyles(body: React.ReactElement): CriticalRender {
  // The browser's cache uses the same key, so the class names match and the rules are not inserted twice.
  const cache = createCache({ key: STYLE_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{body}</CacheProvider>));
  return {
    html,
    styles: styles
      .filter((chunk) => chunk.css !== "")
      .map((chunk) => {
        const name = `${chunk.key} ${chunk.ids.join(" ")}`;
        return (
          <style key={name} {...{ [SERVER_STYLE_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: chunk.css }} />
        );
      }),
  };
}
