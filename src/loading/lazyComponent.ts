/**
 * A React component from a lazy chunk: React.lazy over lazy.ts, so the component and `preload` (a page fetching
 * its main part while it hydrates, a form fetching its next screens on first focus) share one fetch, and a
 * component whose code a signed-in page cannot do without can keep trying (`retry`).
 */
import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from "react";
import { lazy, type LazyOptions } from "./lazy";

export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the fetch without waiting; a failure is left for the component's own load to report. */
  preload(): void;
};

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: LazyOptions = {},
): LazyComponent<P> {
  const chunk = lazy(load, options);
  return Object.assign(reactLazy(chunk), {
    preload: () => {
      chunk().catch(() => undefined);
    },
  });
}
