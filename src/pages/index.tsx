import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Hero, Section } from "../components/Page";
import FigureList from "../components/FigureList";
import { caseStudyCard, type CaseStudyCardNode } from "../components/caseStudyCards";
import { keyFigures, products, site } from "../../core/config/site";

interface HomeData {
  offerings: {
    nodes: { frontmatter: { title: string; description: string; icon: string | null }; fields: { path: string } }[];
  };
  caseStudies: { nodes: CaseStudyCardNode[] };
}

const reasons = [
  {
    title: "Senior people, small teams",
    body: "Every engagement is led by a consultant with at least ten years in the field. We staff lean and stay until the work is running in production.",
    icon: "people",
  },
  {
    title: "Savings you can audit",
    body: "We baseline your spend before we touch anything and report savings against that baseline, line by line, so finance can check our numbers.",
    icon: "savings",
  },
  {
    title: "Security built in",
    body: "Least-privilege access, encrypted backups and documented runbooks are part of every delivery, not a separate project.",
    icon: "shield",
  },
];

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <Layout>
      <Hero
        eyebrow="IT consulting"
        title="Technology that costs less and works harder"
        lead={`${site.brand} helps mid-sized companies cut infrastructure and licence costs, move to the cloud without drama, and secure the systems their business runs on.`}
        actions={[
          { label: "Book a free assessment", to: "/contact/" },
          { label: "Explore our services", to: "/#services", variant: "secondary" },
        ]}
        illustration={{ src: "/illustrations/hero.svg", width: 480, height: 360 }}
      />
      <section aria-label="Key figures" sx={{ py: [4, 5], borderBottom: "1px solid", borderColor: "border" }}>
        <Container>
          <FigureList items={keyFigures} label="Northwind Consulting in figures" />
        </Container>
      </section>
      <Section
        id="services"
        title="Services"
        intro="Ten practices, one team. Start with the problem you have today; we will connect it to the rest when it pays off."
      >
        <CardGrid
          items={data.offerings.nodes.map((o) => ({
            title: o.frontmatter.title,
            body: o.frontmatter.description,
            to: o.fields.path,
            icon: o.frontmatter.icon ?? undefined,
          }))}
        />
      </Section>
      <Section
        muted
        id="case-studies"
        title="Case studies"
        intro="What we changed for clients like you, and what it measurably did. Names withheld; numbers checked."
      >
        <CardGrid items={data.caseStudies.nodes.map(caseStudyCard)} />
        <p sx={{ mt: 4, mb: 0 }}>
          <Link to="/case-studies/" sx={{ fontWeight: "bold" }}>
            All case studies
          </Link>
        </p>
      </Section>
      <Section title="Products" intro="Software we built for our clients and now run as a service.">
        <CardGrid
          items={products.map((p) => ({
            title: p.name,
            body: p.summary,
            to: p.route,
            icon: p.slug === "plutus-payments" ? "payments" : "bell",
          }))}
        />
      </Section>
      <Section muted title="Why companies choose us">
        <CardGrid items={reasons} />
      </Section>
      <CallToAction
        title="Not sure where to start?"
        body="Our two-week assessment maps your spend, risks and quick wins, with a fixed price agreed up front."
        to="/contact/"
        label="Talk to a consultant"
      />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} description={site.description} />;
}

export const query = graphql`
  query HomePage {
    offerings: allMdx(filter: { fields: { kind: { eq: "offering" } } }, sort: { frontmatter: { order: ASC } }) {
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
    caseStudies: allMdx(filter: { fields: { kind: { eq: "case-study" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
