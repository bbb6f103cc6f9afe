/**
 * The Redux store of the pages that sign people in (appStore.ts makes the page's one). The theme slice runs in a
 * store of its own (theme/themeStore.ts), since every page needs it and public pages carry no Redux store.
 */
import { combineReducers, configureStore } from "@reduxjs/toolkit";
// Each slice is createAction + a plain reducer rather than createSlice: createSlice brings immer, about 5 kB of
// gzipped JavaScript on every page (public ones included), for updates this small.
import auth from "./slices/auth";
import posts from "./slices/posts";
import key from "./slices/key";
import common from "./slices/common";

export const rootReducer = combineReducers({ auth, posts, key, common });
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
