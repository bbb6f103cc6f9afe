import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import DocsLayout from "../components/docs/DocsLayout";
import Seo from "../components/Seo";
import { CardGrid } from "../components/Page";
import { products } from "../../core/config/site";
import { docsTree, slugOfPath } from "../docs/docsTree";

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
  const pages = data.pages.nodes.map((n) => ({ ...n.frontmatter, path: n.fields.path }));
  const tree = docsTree(pages);
  return (
    <DocsLayout
      product={pageContext.product}
      pages={pages}
      currentPath={location.pathname}
      searchIndex={pageContext.searchIndex}
    >
      <h1 sx={{ mt: 0 }}>{name} documentation</h1>
      <p sx={{ fontSize: 3, color: "muted", maxWidth: 760 }}>
        {info?.summary} Start with the getting-started guide, then read the concepts before you wire up the API.
      </p>
      <CardGrid
        headingLevel={2}
        items={tree.map((page) => ({ title: page.title, body: page.description, to: page.path, linkLabel: "Read" }))}
      />
      {/* The pages nested under one (the API reference's resources), listed after the cards, each with its line. */}
      {tree
        .filter((page) => page.children.length > 0)
        .map((page) => (
          <section key={page.path} aria-labelledby={`in-${slugOfPath(page.path)}`} sx={{ mt: 5 }}>
            <h2 id={`in-${slugOfPath(page.path)}`}>In the {page.title}</h2>
            <ul
              sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 3, gridTemplateColumns: ["1fr", "1fr 1fr"] }}
            >
              {page.children.map((child) => (
                <li key={child.path}>
                  <Link to={child.path} sx={{ fontWeight: "bold" }}>
                    {child.title}
                  </Link>
                  <p sx={{ m: 0, mt: 1, color: "muted" }}>{child.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
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
