import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Hero, Section } from "../components/Page";
import PartnerBoxes from "../components/PartnerBoxes";
import type { Certification } from "../components/trust/companyTypes";
import { cloudPartners } from "../../core/config/site";

/** What we do on each cloud; the statuses each program gave us come from content/company/certifications.md. */
const cloudBodies: Record<(typeof cloudPartners)[number]["id"], string> = {
  aws: "Landing zones, migrations with Application Migration Service, and cost reviews with Savings Plans and rightsizing.",
  azure: "Azure landing zones, hybrid identity with Entra ID, and Azure Arc for servers that stay on-premises.",
  "google-cloud": "BigQuery analytics platforms, Looker dashboards and GKE platforms for teams moving to containers.",
};

interface PartnersData {
  certifications: { nodes: Certification[] };
}

const technology = [
  {
    title: "SAP",
    body: "Migrations from ECC to S/4HANA, landscape sizing and HANA database tuning, delivered with certified SAP Basis consultants.",
    icon: "database",
  },
  {
    title: "Security vendors",
    body: "Hands-on experience with the leading EDR, SIEM and identity platforms; we recommend based on your environment, not on margins.",
    icon: "shield",
  },
  {
    title: "Training providers",
    body: "We co-deliver certification tracks with accredited training centers, so your staff can sit the exam at the end of the course.",
    icon: "school",
  },
];

export default function PartnersPage({ data }: PageProps<PartnersData>) {
  // The same badges as the footer (see cloudPartners for why they are text badges).
  const cloud = cloudPartners.map((p) => ({
    name: p.name,
    logo: p.logo,
    darkLogo: p.darkLogo,
    body: cloudBodies[p.id],
    credentials: data.certifications.nodes.filter((c) => c.partner === p.id),
  }));
  return (
    <Layout>
      <Hero
        eyebrow="Partners"
        title="Our partners"
        lead="We hold partner status with the three major cloud providers and work with the vendors our clients rely on. Partnerships give us early access and escalation paths; they never decide what we recommend."
      />
      <Section title="Cloud providers">
        <PartnerBoxes partners={cloud} />
      </Section>
      <Section muted title="Technology and training">
        <CardGrid items={technology} />
      </Section>
      <CallToAction
        title="Become a partner"
        body="Vendors and consultancies who share our approach: we are always glad to talk."
        to="/contact/"
        label="Get in touch"
      />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Partners"
      description="Our cloud and technology partners: AWS, Microsoft Azure, Google Cloud, SAP and the security and training vendors we work with."
      keywords={["AWS partner", "Azure partner", "Google Cloud partner", "SAP"]}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query PartnersPage {
    certifications: allCompanyCertification(filter: { partner: { ne: null } }, sort: { order: ASC }) {
      nodes {
        ...CompanyCertificationEntry
      }
    }
  }
`;
