import { combineReducers, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import auth from "./slices/auth";
import posts from "./slices/posts";
import key from "./slices/key";
import theme, { modeChosen, modeToggled, systemModeChanged } from "./slices/theme";
import common from "./slices/common";
import { applyModeToDocument, writePreference } from "../theme/colorMode";

export const rootReducer = combineReducers({ auth, posts, key, theme, common });
export type RootState = ReturnType<typeof rootReducer>;

/** Browser side effects of the theme slice: persist the choice and repaint through the <html> class. */
function themeEffects() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => modeToggled.match(action) || modeChosen.match(action) || systemModeChanged.match(action),
    effect: (action, api) => {
      const { mode, preferred } = (api.getState() as RootState).theme;
      if (typeof document !== "undefined") applyModeToDocument(document, mode);
      if (preferred && typeof window !== "undefined") writePreference(window.localStorage, mode);
    },
  });
  return listener.middleware;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(themeEffects()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
