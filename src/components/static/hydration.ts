/**
 * Whether React is hydrating the page's server HTML right now (the first page load only). gatsby-browser sets it
 * around `hydrateRoot`; StaticContent reads it to adopt server HTML instead of hydrating it.
 */
let hydrating = false;

export function hydrationStarted(): void {
  hydrating = true;
}

export function hydrationFinished(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
