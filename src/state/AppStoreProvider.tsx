import React, { useState } from "react";
import { Provider } from "react-redux";
import { appStore } from "./appStore";

/** The Redux store for a page that signs people in (appStore.ts); public pages render none. */
export default function AppStoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(appStore);
  return <Provider store={store}>{children}</Provider>;
}
