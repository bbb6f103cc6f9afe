import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import { ArticleSeo } from "../components/Seo";
import MdxArticle from "../components/MdxArticle";
import { CallToAction, CardGrid, PageHeader, Section } from "../components/Page";
import Icon, { isIconName } from "../components/Icon";
import { caseStudyCard, type CaseStudyCardNode } from "../components/caseStudyCards";
import { inListedOrder, offeringCard, type OfferingCardNode } from "../components/offeringCards";
import { offer } from "../../core/config/site";
import { contactPath, offeringTopic } from "../../core/contact/topics";

interface OfferingData {
  mdx: {
    html: string;
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

export default function OfferingTemplate({ data, pageContext }: PageProps<OfferingData, OfferingContext>) {
  const { frontmatter } = data.mdx;
  const related = inListedOrder(data.related.nodes, pageContext.related);
  const caseStudies = data.caseStudies.nodes;
  // Both calls to action open the contact form on this offering.
  const contact = contactPath(offeringTopic(pageContext.slug));
  return (
    <Layout>
      <PageHeader
        eyebrow="Services"
        title={frontmatter.title}
        lead={frontmatter.description}
        icon={frontmatter.icon && isIconName(frontmatter.icon) ? <Icon name={frontmatter.icon} size={48} /> : undefined}
        action={{ label: offer.action, to: contact }}
      />
      <MdxArticle html={data.mdx.html} />
      {caseStudies.length > 0 && (
        <Section id="case-studies" title="Case studies" muted>
          <CardGrid items={caseStudies.map(caseStudyCard)} />
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related-services" title="Related services">
          <CardGrid items={related.map(offeringCard)} />
        </Section>
      )}
      <CallToAction title="Let's scope your project" body={offer.summary} to={contact} label={offer.action} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<OfferingData>) {
  return <ArticleSeo frontmatter={data.mdx.frontmatter} pathname={location.pathname} />;
}

export const query = graphql`
  query OfferingPage($id: String!, $slug: String!, $related: [String!]!) {
    mdx(id: { eq: $id }) {
      html
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
