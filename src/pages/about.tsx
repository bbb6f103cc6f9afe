import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Hero, Prose, Section } from "../components/Page";
import LeaderList from "../components/trust/LeaderList";
import CertificationList from "../components/trust/CertificationList";
import OfficeList from "../components/trust/OfficeList";
import type { Certification, Leader, Office } from "../components/trust/companyTypes";
import { offer, site } from "../../core/config/site";

/** Leadership, certifications and offices come from content/company/ (docs/content-editing.md, "Company facts"). */
interface AboutData {
  leaders: { nodes: Leader[] };
  certifications: { nodes: Certification[] };
  offices: { nodes: Office[] };
}

const values = [
  {
    title: "Measure first",
    body: "Recommendations start from data we collected in your environment: utilization, invoices, incident history. Opinions come second.",
  },
  {
    title: "Leave you stronger",
    body: "We document everything and pair with your staff, so the knowledge stays when we leave. Most clients call us back for new problems, not old ones.",
  },
  {
    title: "Say what it costs",
    body: "Fixed-price assessments, clear day rates and written estimates. If scope changes, you see the new number before we spend it.",
  },
];

export default function AboutPage({ data }: PageProps<AboutData>) {
  return (
    <Layout>
      <Hero
        eyebrow="About us"
        title={`About ${site.brand}`}
        lead="An independent consultancy of engineers, architects and analysts who have run IT for real businesses and know what it costs when it breaks."
      />
      <Container>
        <div sx={{ py: 5 }}>
          <Prose>
            <h2>Our story</h2>
            <p>
              {site.brand} started in 2012 when three infrastructure engineers left a large systems integrator. They had
              watched too many mid-sized clients pay enterprise prices for projects sized for someone else. Our first
              engagement consolidated four server rooms for a manufacturer into one co-located rack and a cloud backup,
              and paid for itself in eleven months.
            </p>
            <p>
              Today we are 60 consultants across Portland, Denver and Toronto, serving companies with 100 to 5,000
              employees in manufacturing, logistics, healthcare, professional services and the non-profit sector. We are
              vendor-independent: we earn nothing from the licenses we recommend, and we say so in writing.
            </p>
            <h2>How we work</h2>
            <p>
              Every engagement begins with a short, fixed-price assessment. We agree on the outcome and how it will be
              measured, then deliver in two-week increments with a demo at the end of each. You can stop after any
              increment and keep everything we have built.
            </p>
          </Prose>
        </div>
      </Container>
      <Section muted title="What we value">
        <CardGrid items={values} />
      </Section>
      <Section id="leadership" title="Leadership">
        <LeaderList leaders={data.leaders.nodes} />
      </Section>
      {data.certifications.nodes.length > 0 && (
        <Section
          muted
          id="certifications"
          title="Certifications"
          intro="Audited standards and the partner programs of the clouds we work on."
        >
          <CertificationList certifications={data.certifications.nodes} />
        </Section>
      )}
      <Section id="offices" title="Offices">
        <OfficeList offices={data.offices.nodes} columns={[1, 3]} />
      </Section>
      <CallToAction title="Work with us" body={offer.summary} to="/contact/" label={offer.action} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="About Us"
      description={`Who we are: ${site.brand} is an independent, vendor-neutral IT consultancy for mid-sized companies, founded in 2012.`}
      keywords={["about", "IT consultancy", "vendor-neutral", "leadership"]}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query AboutPage {
    leaders: allCompanyLeader(sort: { order: ASC }) {
      nodes {
        ...CompanyLeaderEntry
      }
    }
    certifications: allCompanyCertification(sort: { order: ASC }) {
      nodes {
        ...CompanyCertificationEntry
      }
    }
    offices: allCompanyOffice(sort: { order: ASC }) {
      nodes {
        ...CompanyOfficeEntry
      }
    }
  }
`;
