/**
 * The theme slice's store (themeState.ts), one per page load in the browser: the reducer over a listener set, with
 * the slice's effects (the <html> class theme-ui's colors follow, the stored choice) and the system scheme followed
 * while the visitor has not chosen. Components read it with useThemeState(); the server and the hydrating render
 * see the initial state, as the pre-rendered HTML does.
 */
import { useSyncExternalStore } from "react";
import themeReducer, { initialThemeState, systemModeChanged, type ThemeAction, type ThemeState } from "./themeState";
import { applyModeToDocument, resolveInitialMode, writePreference } from "./colorMode";

export interface ThemeStore {
  getState(): ThemeState;
  dispatch(action: ThemeAction): void;
  subscribe(listener: () => void): () => void;
}

function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined; // storage disabled: preferences last for this visit only
  }
}

export function createThemeStore(win: Window): ThemeStore {
  const storage = storageOf(win);
  const system = win.matchMedia?.("(prefers-color-scheme: dark)");
  // The head script has already shown this mode (colorMode.ts's noFlashScript follows the same rules).
  let state: ThemeState = resolveInitialMode(storage, !!system?.matches);
  const listeners = new Set<() => void>();
  const store: ThemeStore = {
    getState: () => state,
    dispatch(action) {
      const next = themeReducer(state, action);
      if (next === state) return;
      state = next;
      applyModeToDocument(win.document, next.mode);
      if (next.preferred) writePreference(storage, next.mode);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  system?.addEventListener?.("change", (e) => store.dispatch(systemModeChanged(e.matches ? "dark" : "light")));
  return store;
}

let pageStore: ThemeStore | undefined;

/** The page's theme store, made on first use (browser only). */
export function themeStore(): ThemeStore {
  pageStore ??= createThemeStore(window);
  return pageStore;
}

const subscribe = (listener: () => void) => themeStore().subscribe(listener);
const snapshot = () => themeStore().getState();
const serverSnapshot = () => initialThemeState;

export function useThemeState(): ThemeState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
