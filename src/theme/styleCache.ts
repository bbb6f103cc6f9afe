/**
 * The browser's emotion cache, told which rules the server-rendered page already has.
 *
 * Server rendering (criticalStyles.tsx) puts the page's rules in <head> as `<style data-ssr-emotion="css id id…">`.
 * Emotion's own way to adopt server styles moves each such element to the end of <head>, and the browser then
 * restyles the whole page (23 ms on a long doc page, during start-up). Here the cache only records the ids as
 * inserted, so hydration inserts nothing twice, and the elements stay where they are. Rules the page did not have
 * on the server go into emotion's own <style> elements after them, as before.
 */
import createCache, { type EmotionCache } from "@emotion/cache";

export const SERVER_STYLE_ATTRIBUTE = "data-ssr-emotion";

/** Emotion's key for class names; server and browser must agree on it. */
export const STYLE_KEY = "css";

/** The ids of the rules in the server's class style elements ("css 1ab2 3cd4" → ["1ab2", "3cd4"]). */
export function serverRuleIds(attributeValues: Iterable<string>, key = STYLE_KEY): string[] {
  const ids: string[] = [];
  for (const value of attributeValues) {
    const [owner, ...rest] = value.trim().split(/\s+/);
    if (owner === key) ids.push(...rest.filter(Boolean));
  }
  return ids;
}

/** Whether the page has the server's root (global) styles, so they need not be inserted again. */
export function hasServerGlobalStyles(doc: Document): boolean {
  return doc.querySelector(`style[${SERVER_STYLE_ATTRIBUTE}^="${STYLE_KEY}-global "]`) !== null;
}

export function createBrowserStyleCache(doc: Document): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  const values = Array.from(
    doc.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`),
    (el) => el.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? "",
  );
  for (const id of serverRuleIds(values)) cache.inserted[id] = true;
  return cache;
}
