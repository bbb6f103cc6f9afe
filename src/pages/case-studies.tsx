import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Hero, Section } from "../components/Page";
import { caseStudyCard, type CaseStudyCardNode } from "../components/caseStudyCards";
import { offer } from "../../core/config/site";

/** /case-studies/: every case study in content/case-studies/, in their frontmatter order. */

interface CaseStudiesData {
  caseStudies: { nodes: CaseStudyCardNode[] };
}

export default function CaseStudiesPage({ data }: PageProps<CaseStudiesData>) {
  return (
    <Layout>
      <Hero
        eyebrow="Case studies"
        title="Work we can measure"
        lead="Each story names the kind of client, what was wrong, what we did and what changed, in figures the client checked. Names are withheld at our clients' request."
      />
      <Section title="Recent engagements">
        <CardGrid items={data.caseStudies.nodes.map(caseStudyCard)} />
      </Section>
      <CallToAction title="Want results like these?" body={offer.summary} to="/contact/" label={offer.action} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Case Studies"
      description="How mid-sized companies cut IT costs, moved to the cloud, migrated SAP and secured their systems with Northwind Consulting, with measured results."
      keywords={["IT consulting case studies", "cloud migration results", "IT cost savings", "client results"]}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query CaseStudiesPage {
    caseStudies: allMdx(filter: { fields: { kind: { eq: "case-study" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
