import React from "react";
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { ThemeUIProvider } from "theme-ui";
import { makeStore, type RootState } from "../src/state/store";
import theme from "../src/theme";

/** Renders UI inside the same Redux and theme-ui providers the site uses. */
export function renderWithProviders(ui: React.ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <ThemeUIProvider theme={theme}>{ui}</ThemeUIProvider>
    </Provider>,
  );
  return { store, ...result };
}
