/**
 * This site's links inside HTML the build wrote (the MDX bodies: src/content/renderMdxHtml.tsx) go through
 * Gatsby's navigate, as a <Link> would, instead of loading the whole page again. One listener on the body, so it
 * costs nothing per link and nothing before the page runs (until then the links load pages as plain links do).
 * Not gatsby-plugin-catch-links, which does the same for the whole window on every page: only these bodies need it.
 * A click that asks for something else (a new tab or window, a download, a modifier key), a link elsewhere and a
 * link to a place on the same page are left to the browser.
 */
export function enableSiteLinks(root: HTMLElement, navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin) return;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
