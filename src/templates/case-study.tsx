import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import { ArticleSeo } from "../components/Seo";
import MdxArticle from "../components/MdxArticle";
import { CallToAction, CardGrid, Container, PageHeader, Section } from "../components/Page";
import FigureList from "../components/FigureList";
import { inListedOrder, offeringCard, type OfferingCardNode } from "../components/offeringCards";
import { offer } from "../../core/config/site";
import { contactPath, offeringTopic } from "../../core/contact/topics";

/** A case study from content/case-studies/: who the client is, the measured results, the story, the services used. */

interface CaseStudyData {
  mdx: {
    html: string;
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

export default function CaseStudyTemplate({ data, pageContext }: PageProps<CaseStudyData, CaseStudyContext>) {
  const { frontmatter } = data.mdx;
  const offerings = inListedOrder(data.offerings.nodes, pageContext.offerings);
  // The calls to action open the contact form on the first service the story used (the editor lists the main one
  // first), or on none.
  const first = offerings[0]?.fields.slug;
  const contact = contactPath(first ? offeringTopic(first) : undefined);
  return (
    <Layout>
      <PageHeader
        eyebrow={`Case study · ${frontmatter.industry}`}
        title={frontmatter.title}
        lead={frontmatter.description}
        action={{ label: offer.action, to: contact }}
      >
        <p sx={{ mb: 0, mt: 3 }}>
          <strong>Client:</strong> {frontmatter.clientType}
        </p>
      </PageHeader>
      <section aria-labelledby="results" sx={{ py: [4, 5], borderBottom: "1px solid", borderColor: "border" }}>
        <Container>
          <h2 id="results" sx={{ mt: 0, mb: 4, fontSize: [4, 5] }}>
            Key results
          </h2>
          <FigureList items={frontmatter.results} label="Key results" />
        </Container>
      </section>
      <MdxArticle html={data.mdx.html} />
      {offerings.length > 0 && (
        <Section id="services-used" title="Services we used" muted>
          <CardGrid items={offerings.map(offeringCard)} />
        </Section>
      )}
      <CallToAction title="Facing something similar?" body={offer.summary} to={contact} label={offer.action} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<CaseStudyData>) {
  return <ArticleSeo frontmatter={data.mdx.frontmatter} pathname={location.pathname} />;
}

export const query = graphql`
  query CaseStudyPage($id: String!, $offerings: [String!]!) {
    mdx(id: { eq: $id }) {
      html
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
