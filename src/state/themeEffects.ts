import type { AppStore } from "./store";
import { applyModeToDocument, writePreference } from "../theme/colorMode";

/**
 * Browser side effects of the theme slice: repaint through the <html> class and persist an
 * explicit choice. A plain subscription (not RTK's listener middleware) keeps the bundle small.
 */
export function subscribeThemeEffects(store: AppStore, doc: Document, storage: Storage | undefined): () => void {
  let previous = store.getState().theme;
  return store.subscribe(() => {
    const current = store.getState().theme;
    if (current === previous) return;
    previous = current;
    applyModeToDocument(doc, current.mode);
    if (current.preferred) writePreference(storage, current.mode);
  });
}
