/**
 * The body of an MDX content page (an offering, a case study): the compiled MDX in the site's prose styles, with
 * the site's link and table components, kept as the server rendered it when the page first loads
 * (StaticContent.tsx). Its own module so pages without MDX do not load @mdx-js/react.
 */
import React from "react";
import { MDXProvider } from "@mdx-js/react";
import { Container, proseStyles } from "./Page";
import { mdxComponents } from "./mdxComponents";
import StaticContent from "./StaticContent";

export default function MdxArticle({ page, children }: { page: string; children: React.ReactNode }) {
  return (
    <Container>
      <article sx={{ py: 5 }}>
        <StaticContent page={page} sx={proseStyles}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </StaticContent>
      </article>
    </Container>
  );
}
