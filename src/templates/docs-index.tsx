import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import DocsLayout from "../components/docs/DocsLayout";
import Seo from "../components/Seo";
import { CardGrid } from "../components/Page";
import { products } from "../../core/config/site";

interface DocsIndexData {
  pages: { nodes: { frontmatter: { title: string; description: string }; fields: { path: string } }[] };
}

interface Context {
  product: string;
  searchIndex: string;
}

export default function DocsIndexTemplate({ data, pageContext, location }: PageProps<DocsIndexData, Context>) {
  const info = products.find((p) => p.slug === pageContext.product);
  const name = info?.name ?? pageContext.product;
  const pages = data.pages.nodes;
  return (
    <DocsLayout
      product={pageContext.product}
      pages={pages.map((n) => ({ title: n.frontmatter.title, path: n.fields.path }))}
      currentPath={location.pathname}
      searchIndex={pageContext.searchIndex}
    >
      <h1 sx={{ mt: 0 }}>{name} documentation</h1>
      <p sx={{ fontSize: 3, color: "muted", maxWidth: 760 }}>
        {info?.summary} Start with the getting-started guide, then read the concepts before you wire up the API.
      </p>
      <CardGrid
        headingLevel={2}
        items={pages.map((n) => ({
          title: n.frontmatter.title,
          body: n.frontmatter.description,
          to: n.fields.path,
          linkLabel: "Read",
        }))}
      />
    </DocsLayout>
  );
}

export function Head({ pageContext, location }: HeadProps<DocsIndexData, Context>) {
  const name = products.find((p) => p.slug === pageContext.product)?.name ?? pageContext.product;
  return (
    <Seo
      title={`${name} documentation`}
      description={`Guides, concepts and the API reference for ${name}: everything you need to integrate and run it.`}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query DocsIndex($product: String!) {
    pages: allMdx(filter: { fields: { product: { eq: $product } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        frontmatter {
          title
          description
        }
        fields {
          path
        }
      }
    }
  }
`;
