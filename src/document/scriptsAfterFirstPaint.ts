/**
 * The page's entry scripts start once its first content is on screen (applied to the built HTML by
 * scripts/entry-scripts.ts from gatsby-node's onPostBuild).
 *
 * Gatsby writes webpack's runtime, React and the app bundle as `<script async>` at the end of the body. The preload
 * scanner fetches them at once, and the browser compiles and runs them while it is still laying out and painting
 * the server HTML: on a 2-core machine the first paint of the home page waited for all of it, and Lighthouse's
 * mobile run counted that work against the first and largest paint and as blocking time (home: LCP 1.6 s, TBT
 * 370 ms, score 0.90; the same page without its scripts: LCP 0.8 s, TBT 40 ms). The pages are complete without
 * JavaScript, so nothing is lost by painting them first: an inline script adds the same script elements when the
 * browser reports the first contentful paint (Paint Timing), or at once where that is not reported. A page that
 * never paints (a tab opened in the background) gets its scripts 3 s after its load event. They go at the end of
 * the body, where Gatsby had them.
 *
 * The scripts are not preloaded: a preload would share the network with the page itself and delay its first
 * paint on a slow connection (Lighthouse's estimate: first paint 0.67 s -> 1.34 s on home), for an earlier start
 * of the menus and client-side navigation, which the plain HTML page already covers with ordinary links.
 */

/** Milliseconds after the load event when a page still without a first paint runs its scripts anyway. */
export const NO_PAINT_FALLBACK_MS = 3000;

/** The inline script that appends `sources` as async scripts after the first contentful paint. */
export function afterFirstPaintScript(sources: readonly string[]): string {
  // JSON in a <script>: "<" escaped so no source can close the element.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(){var s=${list},d=0;` +
    `function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");` +
    `e.src=s[i];e.async=true;document.body.appendChild(e)}}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch(x){go();return}` +
    `addEventListener("load",function(){setTimeout(go,${NO_PAINT_FALLBACK_MS})})})();`
  );
}

/** Gatsby's scripts slice, stitched into every page between these comments. */
const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts[^"]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts[^"]*" -->)/;
/** Its async entry scripts: webpack's content-hashed files (`app-<20 hex>.js`). */
const ENTRY_SCRIPT = /<script src="([^"<>]+-[0-9a-f]{20}\.js)" async><\/script>/g;

export interface DeferredHtml {
  html: string;
  /** The entry scripts moved behind the first paint, in document order; empty when the page had none. */
  sources: string[];
}

/**
 * A built page with the async entry scripts of Gatsby's scripts slice replaced by one inline script, where the
 * first of them was, that adds them after the first paint. Pages without them (already deferred, or a layout this
 * does not know) are returned unchanged.
 */
export function deferEntryScriptsInHtml(html: string): DeferredHtml {
  const slice = SCRIPTS_SLICE.exec(html);
  if (!slice) return { html, sources: [] };
  const [whole, start, body, end] = slice as unknown as [string, string, string, string];
  const sources = [...body.matchAll(ENTRY_SCRIPT)].map((m) => m[1] as string);
  if (sources.length === 0) return { html, sources };
  let first = true;
  const deferred = body.replace(ENTRY_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script>${afterFirstPaintScript(sources)}</script>`;
  });
  return {
    html: html.slice(0, slice.index) + start + deferred + end + html.slice(slice.index + whole.length),
    sources,
  };
}
