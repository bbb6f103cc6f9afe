import React, { useEffect, useRef } from "react";
import { MDXProvider } from "@mdx-js/react";
import { proseStyles } from "../Page";
import { docsMdxComponents } from "../mdxComponents";
import { enableCodeCopy } from "./codeCopy";

/** A docs page's MDX body, in the prose styles, with its code blocks' Copy buttons running. */
export default function DocBody({ children }: { children: React.ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => (body.current ? enableCodeCopy(body.current) : undefined), []);
  return (
    <div ref={body} sx={proseStyles}>
      <MDXProvider components={docsMdxComponents}>{children}</MDXProvider>
    </div>
  );
}
