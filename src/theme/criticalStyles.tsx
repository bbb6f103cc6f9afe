/**
 * Server rendering with the page's styles collected into <head> (used by gatsby-ssr's replaceRenderer).
 *
 * Left to itself, emotion writes a <style> element before each styled element it renders: 70 on the home page. The
 * browser then parses them one by one while it builds the page, and at start-up emotion's cache moves every one
 * into <head> and the style engine rebuilds its rule sets after each move, all inside the app script's evaluation
 * (a long task Lighthouse counts). Here the page is rendered with a cache in emotion's server mode, which records
 * the rules instead of writing them out, and the rules the page uses go into <head> as one element per global
 * style plus one for the classes, named the way emotion's client cache finds and adopts them.
 */
import React from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";

export interface CriticalRender {
  html: string;
  styles: React.ReactElement[];
}

export function renderWithCriticalStyles(body: React.ReactElement): CriticalRender {
  // The browser's default cache uses the same key, so the class names match and the rules are not inserted twice.
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{body}</CacheProvider>));
  return {
    html,
    styles: styles
      .filter((chunk) => chunk.css !== "")
      .map((chunk) => {
        const name = `${chunk.key} ${chunk.ids.join(" ")}`;
        return (
          <style
            key={name}
            data-emotion={name}
            // data-s: emotion's client cache skips its "move server styles into <head>" step for elements marked
            // so. Moving a <style> makes the browser recompute the style of every element (24 ms on home), and
            // these are already in <head>. The global one is not inserted again either (ThemeRoot); the class
            // one is still appended once when the cache adopts it (StyleSheet.hydrate).
            data-s=""
            dangerouslySetInnerHTML={{ __html: chunk.css }}
          />
        );
      }),
  };
}
