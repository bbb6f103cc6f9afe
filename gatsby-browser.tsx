import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { wrapRootElement as wrapRoot } from "./src/components/RootProviders";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot;

/**
 * Hydrate inside a transition. Gatsby's default `hydrateRoot` renders at a blocking priority, so the whole
 * page hydrates in one long task (about 300 ms under Lighthouse's mobile CPU, most of the Total Blocking Time).
 * In a transition React yields every few milliseconds and still replays clicks that land before it is done.
 * Client-only shells (empty focus wrapper) are rendered, not hydrated, as Gatsby does by default.
 */
function hydrateInTransition(element: React.ReactElement, container: Element): void {
  // Only the page root holds server HTML (develop's loading indicator mounts into an empty element).
  const prerendered = container.querySelector("#gatsby-focus-wrapper")?.children.length;
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type still names react-dom's legacy Renderer; the runtime calls renderer(<App />, rootElement).
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;

/**
 * Says on <html> that the page has hydrated (Gatsby calls this after its first render in the browser): the e2e tests
 * wait for it before they click what only works hydrated, whichever renderer runs and whatever clock a test fakes.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "";
};
