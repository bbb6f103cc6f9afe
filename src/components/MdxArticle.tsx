/**
 * The body of an MDX content page (an offering, a case study): the compiled MDX in the site's prose styles, with
 * the site's link and table components. Its own module so pages without MDX do not load @mdx-js/react.
 */
import React from "react";
import { MDXProvider } from "@mdx-js/react";
import { Container, proseStyles } from "./Page";
import { mdxComponents } from "./mdxComponents";

export default function MdxArticle({ children }: { children: React.ReactNode }) {
  return (
    <Container>
      <article sx={{ py: 5 }}>
        <div sx={proseStyles}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </article>
    </Container>
  );
}
