import React from "react";
import type { HeadProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { CardGrid, Container, Hero, Prose } from "../components/Page";
import { site } from "../config/site";

export default function ContactPage() {
  return (
    <Layout>
      <Hero
        eyebrow="Contact"
        title="Contact us"
        lead="Tell us what you are trying to fix or build. A partner reads every message and replies within one business day."
      />
      <Container>
        <div sx={{ py: 5, display: "grid", gap: 5, gridTemplateColumns: ["1fr", "1fr", "1fr 1fr"] }}>
          <Prose>
            <h2>Talk to a consultant</h2>
            <p>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              Phone: <a href={site.phoneHref}>{site.phone}</a> (Monday to Friday, 8:00 to 18:00 Pacific Time)
            </p>
            <p>Office: {site.address}</p>
            <h2>What to include</h2>
            <ul>
              <li>A sentence or two on the problem, and what happens if it is not solved.</li>
              <li>Roughly how many people and systems are involved.</li>
              <li>Any deadline, such as a contract renewal or an audit date.</li>
            </ul>
          </Prose>
          <div>
            <h2 sx={{ mt: 0 }}>What happens next</h2>
            <CardGrid
              maxColumns={1}
              items={[
                { title: "1. Reply within a day", body: "A partner answers with questions or a time for a call." },
                {
                  title: "2. A 30-minute call",
                  body: "We listen, ask about constraints and tell you honestly whether we are the right fit.",
                },
                {
                  title: "3. A written proposal",
                  body: "Scope, fixed price for the assessment and a date to start, usually within a week.",
                },
              ]}
            />
          </div>
        </div>
      </Container>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Contact Us"
      description={`Contact ${site.brand} by e-mail or phone. A partner replies within one business day with next steps.`}
      keywords={["contact", "IT consulting", "assessment"]}
      pathname={location.pathname}
    />
  );
}
