/**
 * Client-side navigation for plain links inside StaticContent (its server HTML is adopted, so its Gatsby Links never
 * got their handlers). The rules for which clicks to take over are gatsby-plugin-catch-links': same origin, no
 * modifier key or other button, no target or download, not a file, not a hash on this page, not already handled. The
 * plugin itself is not enabled: it would take over every plain link on the site, the portal's included.
 */
import type React from "react";
import { navigate } from "gatsby";
import { routeThroughBrowserOrApp } from "gatsby-plugin-catch-links/catch-links";

const followClientSide = routeThroughBrowserOrApp((href: string) => {
  void navigate(href);
}, {});

export function onStaticClick(event: React.MouseEvent<HTMLElement>): void {
  followClientSide(event.nativeEvent);
}

/** Gatsby's loader, as a global; gatsby-link calls the same `hovering` on mouse enter. */
declare global {
  interface Window {
    ___loader?: { hovering(pathname: string): void };
  }
}

/** As Gatsby's Link does on hover: fetch the page's data and code before the click, for a page of this site. */
export function onStaticPointerOver(event: React.SyntheticEvent<HTMLElement>): void {
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
  if (/\.[a-z0-9]{1,5}$/i.test(anchor.pathname) && !/\.html?$/i.test(anchor.pathname)) return;
  if (anchor.pathname.startsWith("/api/")) return;
  window.___loader?.hovering(anchor.pathname);
}
