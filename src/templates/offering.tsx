import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Prose } from "../components/Page";
import Icon, { isIconName } from "../components/Icon";
import { mdxComponents } from "../components/mdxComponents";
import { caseStudyCard, type CaseStudyCardNode } from "../components/caseStudyCards";
import { inListedOrder, offeringCard, type OfferingCardNode } from "../components/offeringCards";

interface OfferingData {
  mdx: {
    frontmatter: { title: string; description: string; keywords: string[] | null; icon: string | null };
    fields: { path: string };
  };
  related: { nodes: OfferingCardNode[] };
  caseStudies: { nodes: CaseStudyCardNode[] };
}

interface OfferingContext {
  id: string;
  slug: string;
  /** The frontmatter's `related` slugs, in the editor's order (gatsby-node passes them). */
  related: string[];
}

export default function OfferingTemplate({ data, children, pageContext }: PageProps<OfferingData, OfferingContext>) {
  const { frontmatter } = data.mdx;
  const related = inListedOrder(data.related.nodes, pageContext.related);
  const caseStudies = data.caseStudies.nodes;
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
      {caseStudies.length > 0 && (
        <section sx={{ py: 5, bg: "paper" }} aria-labelledby="case-studies">
          <Container>
            <h2 id="case-studies" sx={{ mt: 0 }}>
              Case studies
            </h2>
            <CardGrid items={caseStudies.map(caseStudyCard)} />
          </Container>
        </section>
      )}
      {related.length > 0 && (
        <section sx={{ py: 5 }} aria-labelledby="related-services">
          <Container>
            <h2 id="related-services" sx={{ mt: 0 }}>
              Related services
            </h2>
            <CardGrid items={related.map(offeringCard)} />
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
  query OfferingPage($id: String!, $slug: String!, $related: [String!]!) {
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
    related: allMdx(filter: { fields: { kind: { eq: "offering" }, slug: { in: $related } } }) {
      nodes {
        frontmatter {
          title
          description
          icon
        }
        fields {
          path
          slug
        }
      }
    }
    caseStudies: allMdx(
      filter: { fields: { kind: { eq: "case-study" } }, frontmatter: { offerings: { in: [$slug] } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
