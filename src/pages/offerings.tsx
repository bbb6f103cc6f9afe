import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Hero, Section } from "../components/Page";
import { serviceGroupsOf, type GroupedOfferingNode } from "../components/serviceGroups";
import { HEADER_HEIGHT } from "../components/layout/headerHeight";
import { offer } from "../../core/config/site";

/**
 * /offerings/: every service under its group (src/content/offeringGroups.ts), each with its description and a
 * link to its page. The header's Services menu and the home page link here; before, the address was a 404.
 */
interface OfferingsData {
  offerings: { nodes: GroupedOfferingNode[] };
}

export default function OfferingsPage({ data }: PageProps<OfferingsData>) {
  const groups = serviceGroupsOf(data.offerings.nodes);
  return (
    <Layout>
      <Hero
        eyebrow="Services"
        title="Our services"
        lead="Grouped by the problem you come with. Each service stands on its own; most clients start with one and add another when it pays off."
      />
      <Container>
        <nav aria-label="Service groups" sx={{ py: 4, borderBottom: "1px solid", borderColor: "border" }}>
          <ul sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 2 }}>
            {groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`} sx={{ fontWeight: "bold", display: "inline-block", py: 1 }}>
                  {g.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      {/* A group the links above jump to starts below the fixed top bar, not under it. */}
      <div sx={{ "& > section": { scrollMarginTop: HEADER_HEIGHT } }}>
        {groups.map((g, i) => (
          <Section key={g.id} id={g.id} title={g.title} intro={g.intro} muted={i % 2 === 1}>
            <CardGrid
              items={g.offerings.map((o) => ({ title: o.title, body: o.description, to: o.path, icon: o.icon }))}
            />
          </Section>
        ))}
      </div>
      <CallToAction title="Not sure which one you need?" body={offer.summary} to="/contact/" label={offer.action} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Services"
      description="Our IT consulting services by purpose: cost and licensing, cloud and infrastructure, security and operations, data and applications, people and skills."
      keywords={["IT consulting services", "cost optimization", "cloud migration", "cybersecurity", "IT staffing"]}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query OfferingsPage {
    offerings: allMdx(filter: { fields: { kind: { eq: "offering" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...GroupedOffering
      }
    }
  }
`;
