import React from "react";
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import ThemeRoot from "../src/theme/ThemeRoot";
import { makeStore, type RootState } from "../src/state/store";
import theme from "../src/theme";
import { subscribeThemeEffects } from "../src/state/themeEffects";

/** Renders UI inside the same Redux and theme-ui providers the site uses. */
export function renderWithProviders(ui: React.ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  subscribeThemeEffects(store, document, window.localStorage);
  const result = render(
    <Provider store={store}>
      <ThemeRoot theme={theme}>{ui}</ThemeRoot>
    </Provider>,
  );
  return { store, ...result };
}
