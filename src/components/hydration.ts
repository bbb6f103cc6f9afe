/**
 * Whether React is hydrating the page's server HTML right now: from gatsby-browser's hydrate function until
 * Gatsby's `onInitialClientRender`, which runs in an effect once that first render is committed. A render outside
 * that window (a client-side navigation, `gatsby develop`, a client-only page) has no server HTML to keep.
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function finishHydrating(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
