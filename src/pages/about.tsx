import React from "react";
import type { HeadProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CallToAction, CardGrid, Container, Hero, Prose, Section } from "../components/Page";
import { site } from "../../core/config/site";

const values = [
  {
    title: "Measure first",
    body: "Recommendations start from data we collected in your environment: utilisation, invoices, incident history. Opinions come second.",
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

const leaders = [
  {
    title: "Maria Okafor, Managing Partner",
    body: "Twenty years in infrastructure and finance IT; previously ran data-centre consolidation for a regional bank.",
  },
  {
    title: "Daniel Brandt, Head of Cloud",
    body: "Architect of migrations to AWS, Azure and Google Cloud for logistics and healthcare companies; certified in all three.",
  },
  {
    title: "Priya Raman, Head of Security",
    body: "Former incident-response lead; builds security programmes that fit mid-sized teams and pass audits.",
  },
];

export default function AboutPage() {
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
              vendor-independent: we earn nothing from the licences we recommend, and we say so in writing.
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
      <Section title="Leadership">
        <CardGrid items={leaders} />
      </Section>
      <CallToAction
        title="Work with us"
        body="Tell us about the problem in a few sentences; a partner replies within one business day."
        to="/contact/"
        label="Contact us"
      />
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
