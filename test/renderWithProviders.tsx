import React from "react";
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import ThemeRoot from "../src/theme/ThemeRoot";
import { makeStore, type RootState } from "../src/state/store";
import { connectSignedInUser } from "../src/state/appStore";
import theme from "../src/theme";

/**
 * Renders UI inside the providers of a page that signs people in: the theme and a Redux store, whose user the
 * header's store follows as on the site (state/appStore.ts).
 */
export function renderWithProviders(ui: React.ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  connectSignedInUser(store);
  const result = render(
    <Provider store={store}>
      <ThemeRoot theme={theme}>{ui}</ThemeRoot>
    </Provider>,
  );
  return { store, ...result };
}
