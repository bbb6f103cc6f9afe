import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import DocsLayout from "../components/docs/DocsLayout";
import { tocEntries } from "../components/docs/TableOfContents";
import type { TocItem } from "../docs/searchDocuments";
import Seo from "../components/Seo";
import ProseHtml from "../components/ProseHtml";
import { products } from "../../core/config/site";
import { docsTree, parentOf, readingOrder, type DocLink } from "../docs/docsTree";

interface DocData {
  mdx: {
    html: string;
    frontmatter: { title: string; description: string; keywords: string[] | null };
    tableOfContents: { items?: TocItem[] } | null;
    fields: { path: string; product: string };
  };
  pages: { nodes: { frontmatter: { title: string }; fields: { path: string } }[] };
}

function toLinks(data: DocData): DocLink[] {
  return data.pages.nodes.map((n) => ({ title: n.frontmatter.title, path: n.fields.path }));
}

interface DocContext {
  searchIndex: string;
}

export default function DocTemplate({ data, location, pageContext }: PageProps<DocData, DocContext>) {
  const { frontmatter, fields } = data.mdx;
  const pages = toLinks(data);
  // 'Next' walks the sidebar: a page, then the pages under it (the API reference's resources), then the next one.
  const order = readingOrder(docsTree(pages));
  const index = order.findIndex((p) => p.path === fields.path);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const productName = products.find((p) => p.slug === fields.product)?.name ?? fields.product;
  // A nested page says what it is part of: "Plutus Payments API reference".
  const section = parentOf(pages, fields.path)?.title ?? "documentation";
  return (
    <DocsLayout
      product={fields.product}
      pages={pages}
      currentPath={fields.path ?? location.pathname}
      searchIndex={pageContext.searchIndex}
      toc={tocEntries(data.mdx.tableOfContents?.items)}
    >
      <article>
        <p sx={{ m: 0, color: "muted", fontWeight: "bold" }}>
          {productName} {section}
        </p>
        <h1 sx={{ mt: 1 }}>{frontmatter.title}</h1>
        <ProseHtml html={data.mdx.html} />
      </article>
      <nav
        aria-label="Previous and next pages"
        sx={{
          display: "flex",
          justifyContent: "space-between",
          gap: 3,
          mt: 6,
          pt: 4,
          borderTop: "1px solid",
          borderColor: "border",
        }}
      >
        {previous ? <Link to={previous.path}>← {previous.title}</Link> : <span />}
        {next ? <Link to={next.path}>{next.title} →</Link> : <span />}
      </nav>
    </DocsLayout>
  );
}

export function Head({ data, location }: HeadProps<DocData, DocContext>) {
  const { frontmatter, fields } = data.mdx;
  const productName = products.find((p) => p.slug === fields.product)?.name ?? fields.product;
  return (
    <Seo
      title={`${frontmatter.title} – ${productName} docs`}
      description={frontmatter.description}
      keywords={frontmatter.keywords ?? undefined}
      pathname={location.pathname}
      meta={[{ key: "og:type", value: "article" }]}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $product: String!) {
    mdx(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        keywords
      }
      tableOfContents(maxDepth: 3)
      fields {
        path
        product
      }
    }
    pages: allMdx(filter: { fields: { product: { eq: $product } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        frontmatter {
          title
        }
        fields {
          path
        }
      }
    }
  }
`;
