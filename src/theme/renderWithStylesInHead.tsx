/**
 * Server rendering with the page's styles in <head>: emotion's documented "advanced" SSR
 * (https://emotion.sh/docs/ssr#advanced-approach). By default emotion writes a <style> before each styled element in
 * the body, and the parser then paints the top bar alone before the hero (measured in docs/performance.md). The
 * browser needs no code for this: emotion's default cache adopts `<style data-emotion="css …">` elements on start.
 */
import React from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";

/** Renders once everything (lazy parts included) is ready, as Gatsby's own renderer does. */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

export interface RenderedPage {
  html: string;
  styles: React.ReactElement[];
}

export async function renderWithStylesInHead(body: React.ReactElement): Promise<RenderedPage> {
  // The browser's default cache has this key: it finds these elements and does not insert the rules again.
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderToHtml(<CacheProvider value={cache}>{body}</CacheProvider>);
  const styles = extractCriticalToChunks(html).styles.map(({ key, ids, css }) => {
    const name = `${key} ${ids.join(" ")}`;
    return <style key={name} data-emotion={name} dangerouslySetInnerHTML={{ __html: css }} />;
  });
  return { html, styles };
}
