import React from "react";
import type { GatsbyBrowser } from "gatsby";
import RootProviders from "./src/components/RootProviders";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);
