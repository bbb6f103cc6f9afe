import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Hero, Section } from "../components/Page";
import FigureList from "../components/FigureList";
import ServiceGroupList from "../components/ServiceGroupList";
import ProductList from "../components/ProductList";
import ClientNames from "../components/trust/ClientNames";
import QuoteList from "../components/trust/QuoteList";
import { caseStudyCard, type CaseStudyCardNode } from "../components/caseStudyCards";
import { serviceGroupsOf, type GroupedOfferingNode } from "../components/serviceGroups";
import type { Client, Quote } from "../components/trust/companyTypes";
import { keyFigures, offer, products, site } from "../../core/config/site";

/**
 * The home page, short enough to scan on a phone: what we do, proof (figures, clients, case studies, quotes),
 * then one way to start. The full lists are a link away (/offerings/, /case-studies/).
 */
interface HomeData {
  offerings: { nodes: GroupedOfferingNode[] };
  caseStudies: { nodes: CaseStudyCardNode[] };
  quotes: { nodes: Quote[] };
  clients: { nodes: Client[] };
}

const moreLink = { mt: 4, mb: 0 } as const;

export default function HomePage({ data }: PageProps<HomeData>) {
  const groups = serviceGroupsOf(data.offerings.nodes);
  const offeringCount = groups.reduce((n, g) => n + g.offerings.length, 0);
  return (
    <Layout>
      <Hero
        eyebrow="IT consulting"
        title="Technology that costs less and works harder"
        lead={`${site.brand} helps mid-sized companies cut infrastructure and license costs, move to the cloud without drama, and secure the systems their business runs on.`}
        actions={[
          { label: offer.action, to: "/contact/" },
          { label: "Explore our services", to: "/offerings/", variant: "secondary" },
        ]}
        illustration={{
          light: "/illustrations/hero.svg",
          dark: "/illustrations/hero-dark.svg",
          width: 480,
          height: 360,
        }}
      />
      <section
        aria-label="Key figures and clients"
        sx={{ py: [4, 5], borderBottom: "1px solid", borderColor: "border" }}
      >
        <Container>
          <FigureList items={keyFigures} label="Northwind Consulting in figures" />
          <div sx={{ mt: [4, 5] }}>
            <ClientNames clients={data.clients.nodes} title="Clients we work with" />
          </div>
        </Container>
      </section>
      <Section
        id="services"
        title="Services"
        intro={`${offeringCount} practices in ${groups.length} groups, one team: start with the problem you have today.`}
      >
        <ServiceGroupList groups={groups} />
        <p sx={moreLink}>
          <Link to="/offerings/" sx={{ fontWeight: "bold" }}>
            All services, described
          </Link>
        </p>
      </Section>
      <Section
        muted
        id="case-studies"
        title="Case studies"
        intro="What we changed for clients like you, and what it measurably did. Names withheld; numbers checked."
      >
        {/* On a phone a card keeps its industry, title and result; the description waits for the study's page. */}
        <div sx={{ "& .card-body": { display: ["none", "block"] } }}>
          <CardGrid items={data.caseStudies.nodes.map(caseStudyCard)} />
        </div>
        <p sx={moreLink}>
          <Link to="/case-studies/" sx={{ fontWeight: "bold" }}>
            All case studies
          </Link>
        </p>
      </Section>
      {data.quotes.nodes.length > 0 && (
        <Section id="quotes" title="What clients say">
          <QuoteList quotes={data.quotes.nodes} label="Client quotes" />
        </Section>
      )}
      <Section muted title="Products" intro="Software we built for our clients and now run as a service.">
        <ProductList products={products} />
      </Section>
      <CallToAction title="Not sure where to start?" body={offer.summary} to="/contact/" label={offer.action} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} description={site.description} />;
}

// Three case studies here (the first by their order); /case-studies/ has them all.
export const query = graphql`
  query HomePage {
    offerings: allMdx(filter: { fields: { kind: { eq: "offering" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...GroupedOffering
      }
    }
    caseStudies: allMdx(
      filter: { fields: { kind: { eq: "case-study" } } }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...CaseStudyCard
      }
    }
    quotes: allCompanyQuote(sort: { order: ASC }) {
      nodes {
        ...CompanyQuoteEntry
      }
    }
    clients: allCompanyClient(sort: { order: ASC }) {
      nodes {
        ...CompanyClientEntry
      }
    }
  }
`;
