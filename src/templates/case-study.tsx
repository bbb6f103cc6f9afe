import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Prose } from "../components/Page";
import FigureList from "../components/FigureList";
import { mdxComponents } from "../components/mdxComponents";
import { inListedOrder, offeringCard, type OfferingCardNode } from "../components/offeringCards";

/** A case study from content/case-studies/: who the client is, the measured results, the story, the services used. */

interface CaseStudyData {
  mdx: {
    frontmatter: {
      title: string;
      description: string;
      keywords: string[] | null;
      clientType: string;
      industry: string;
      results: { figure: string; label: string }[];
    };
  };
  offerings: { nodes: OfferingCardNode[] };
}

interface CaseStudyContext {
  id: string;
  /** The frontmatter's `offerings` slugs, in the editor's order. */
  offerings: string[];
}

export default function CaseStudyTemplate({ data, children, pageContext }: PageProps<CaseStudyData, CaseStudyContext>) {
  const { frontmatter } = data.mdx;
  const offerings = inListedOrder(data.offerings.nodes, pageContext.offerings);
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
            Case study · {frontmatter.industry}
          </p>
          <h1 sx={{ m: 0, maxWidth: 900 }}>{frontmatter.title}</h1>
          <p sx={{ fontSize: [3, 4], color: "muted", maxWidth: 760, mb: 0 }}>{frontmatter.description}</p>
          <p sx={{ mb: 0, mt: 3 }}>
            <strong>Client:</strong> {frontmatter.clientType}
          </p>
        </Container>
      </section>
      <section aria-labelledby="results" sx={{ py: [4, 5], borderBottom: "1px solid", borderColor: "border" }}>
        <Container>
          <h2 id="results" sx={{ mt: 0, mb: 4, fontSize: [4, 5] }}>
            Key results
          </h2>
          <FigureList items={frontmatter.results} label="Key results" />
        </Container>
      </section>
      <Container>
        <article sx={{ py: 5 }}>
          <Prose>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </Prose>
        </article>
      </Container>
      {offerings.length > 0 && (
        <section sx={{ py: 5, bg: "paper" }} aria-labelledby="services-used">
          <Container>
            <h2 id="services-used" sx={{ mt: 0 }}>
              Services we used
            </h2>
            <CardGrid items={offerings.map(offeringCard)} />
          </Container>
        </section>
      )}
      <CallToAction
        title="Facing something similar?"
        body="Tell us where you are today; a partner replies within one business day."
        to="/contact/"
        label="Talk to a consultant"
      />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<CaseStudyData>) {
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
  query CaseStudyPage($id: String!, $offerings: [String!]!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        clientType
        industry
        results {
          figure
          label
        }
      }
    }
    offerings: allMdx(filter: { fields: { kind: { eq: "offering" }, slug: { in: $offerings } } }) {
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
  }
`;
