import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Prose } from "../components/Page";
import Icon, { isIconName } from "../components/Icon";
import { mdxComponents } from "../components/mdxComponents";

interface OfferingData {
  mdx: {
    frontmatter: { title: string; description: string; keywords: string[] | null; icon: string | null };
    fields: { path: string };
  };
  others: {
    nodes: { frontmatter: { title: string; description: string; icon: string | null }; fields: { path: string } }[];
  };
}

export default function OfferingTemplate({ data, children }: PageProps<OfferingData>) {
  const { frontmatter } = data.mdx;
  const related = data.others.nodes.slice(0, 3);
  return (
    <Layout>
      <section sx={{ bg: "paper", borderBottom: "1px solid", borderColor: "border", py: [5, 6] }}>
        <Container>
          <p
            sx={{
              m: 0,
              mb: 2,
              color: "secondary",
              fontWeight: "bold",
              textTransform: "uppercase",
              letterSpacing: "0.08em",
            }}
          >
            Services
          </p>
          <div sx={{ display: "flex", alignItems: "center", gap: 3 }}>
            {frontmatter.icon && isIconName(frontmatter.icon) && (
              <span sx={{ color: "primary", display: ["none", "inline-flex"] }}>
                <Icon name={frontmatter.icon} size={48} />
              </span>
            )}
            <h1 sx={{ m: 0 }}>{frontmatter.title}</h1>
          </div>
          <p sx={{ fontSize: [3, 4], color: "muted", maxWidth: 760, mb: 0 }}>{frontmatter.description}</p>
        </Container>
      </section>
      <Container>
        <article sx={{ py: 5 }}>
          <Prose>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </Prose>
        </article>
      </Container>
      {related.length > 0 && (
        <section sx={{ py: 5, bg: "paper" }} aria-labelledby="related-services">
          <Container>
            <h2 id="related-services" sx={{ mt: 0 }}>
              Related services
            </h2>
            <CardGrid
              items={related.map((o) => ({
                title: o.frontmatter.title,
                body: o.frontmatter.description,
                to: o.fields.path,
                icon: o.frontmatter.icon ?? undefined,
              }))}
            />
          </Container>
        </section>
      )}
      <CallToAction
        title="Let's scope your project"
        body="A 30-minute call with a senior consultant, no sales script."
        to="/contact/"
        label="Contact us"
      />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<OfferingData>) {
  const { frontmatter } = data.mdx;
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords ?? undefined}
      pathname={location.pathname}
      meta={[{ key: "og:type", value: "article" }]}
    />
  );
}

export const query = graphql`
  query OfferingPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        icon
      }
      fields {
        path
      }
    }
    others: allMdx(
      filter: { fields: { kind: { eq: "offering" } }, id: { ne: $id } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        frontmatter {
          title
          description
          icon
        }
        fields {
          path
        }
      }
    }
  }
`;
