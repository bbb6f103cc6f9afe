import React, { useEffect, useState } from "react";
import { Provider } from "react-redux";
import ThemeRoot from "../theme/ThemeRoot";
import { makeStore, type AppStore } from "../state/store";
import { initialThemeState, systemModeChanged } from "../state/slices/theme";
import { resolveInitialMode } from "../theme/colorMode";
import { subscribeThemeEffects } from "../state/themeEffects";
import theme from "../theme";
import { browserStoredUser } from "../auth/session/storedSession";

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-color-scheme: dark)").matches;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: preferences last for this visit only
  }
}

function createStore(): AppStore {
  // The server renders light; the browser starts from the stored or system preference, as the head script did.
  if (typeof window === "undefined") return makeStore({ theme: initialThemeState });
  const storage = browserStorage();
  // Who is signed in, for the top bar's admin menu, without loading the sign-in library on public pages.
  const userDetails = browserStoredUser(window, process.env.GATSBY_COGNITO_CLIENT_ID);
  const store = makeStore({ theme: resolveInitialMode(storage, systemPrefersDark()), auth: { userDetails } });
  subscribeThemeEffects(store, document, storage);
  return store;
}

function FollowSystemColorScheme({ store }: { store: AppStore }) {
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-color-scheme: dark)");
    if (!query) return undefined;
    const onChange = (e: MediaQueryListEvent) => store.dispatch(systemModeChanged(e.matches ? "dark" : "light"));
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [store]);
  return null;
}

export default function RootProviders({ children }: { children: React.ReactNode }) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ThemeRoot theme={theme}>
        <FollowSystemColorScheme store={store} />
        {children}
      </ThemeRoot>
    </Provider>
  );
}

/**
 * Gatsby's wrapRootElement, for the browser and the server. Gatsby 5 also passes each page's `Head` through it (the
 * head element carries the page's props; the page root carries none). Head tags need none of the providers, and
 * wrapping them cost a second store and a second copy of the global styles on every page load.
 */
export function wrapRootElement({ element }: { element: React.ReactElement }) {
  const props = element.props as Record<string, unknown> | null;
  if (props && "pageContext" in props) return element;
  return <RootProviders>{element}</RootProviders>;
}
