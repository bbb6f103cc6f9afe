/**
 * Links to the site's own pages inside HTML that React does not own (an MDX body kept from the server, see
 * StaticContent.tsx) are followed the way Gatsby's Link follows them: in the app, without a page load, and the
 * page's data is fetched when the pointer rests on the link.
 */

/** A path on this site: the MDX components give such links to Gatsby's Link, others stay plain anchors. */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** A site href as Gatsby's navigate takes it: without the site's path prefix (`prefix` is "" when there is none). */
export function withoutPrefix(href: string, prefix: string): string {
  return prefix && (href === prefix || href.startsWith(`${prefix}/`)) ? href.slice(prefix.length) || "/" : href;
}

export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * The path to open in the app for a click on a link with this `href` and `target`, or null when the browser
 * should handle the click: another site, a link to a place on the page, a new tab or window (modifier keys, a
 * target), a download, or a click something else already handled. The same conditions as Gatsby's Link.
 */
export function inAppPath(click: LinkClick, link: { href: string; target: string; download: boolean }): string | null {
  if (!isSitePath(link.href) || link.target || link.download) return null;
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  return link.href;
}

export interface SiteNavigation {
  navigate: (path: string, options: { replace: boolean }) => void;
  prefetch: (path: string) => void;
}

function linkIn(root: HTMLElement, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement && root.contains(link) ? link : null;
}

/** Follows the site links in `root` in the app. Returns the function that stops it. */
export function followSiteLinks(root: HTMLElement, app: SiteNavigation): () => void {
  const onClick = (event: MouseEvent) => {
    const link = linkIn(root, event.target);
    if (!link) return;
    const path = inAppPath(event, {
      href: link.getAttribute("href") ?? "",
      target: link.target,
      download: link.hasAttribute("download"),
    });
    if (path === null) return;
    event.preventDefault();
    // Like Link: opening the page that is already open replaces its history entry instead of adding one.
    app.navigate(path, { replace: encodeURI(path) === window.location.pathname });
  };
  const onPointerOver = (event: MouseEvent) => {
    const href = linkIn(root, event.target)?.getAttribute("href");
    if (href && isSitePath(href)) app.prefetch(href.replace(/[?#].*$/, ""));
  };
  root.addEventListener("click", onClick);
  root.addEventListener("mouseover", onPointerOver);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("mouseover", onPointerOver);
  };
}
