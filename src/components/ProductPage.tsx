import React from "react";
import Layout from "./layout/Layout";
import { CallToAction, CardGrid, Container, Hero, Prose, Section, type CardItem } from "./Page";
import type { Product } from "../../core/config/site";

interface ProductPageProps {
  product: Product;
  title: string;
  lead: string;
  features: CardItem[];
  steps: CardItem[];
  pricing: React.ReactNode;
}

/** Shared shape of the two product pages: hero, features, how it works, pricing, docs. */
export default function ProductPage({ product, title, lead, features, steps, pricing }: ProductPageProps) {
  const docs = `/${product.slug}/docs/`;
  return (
    <Layout>
      <Hero
        eyebrow={product.name}
        title={title}
        lead={lead}
        actions={[
          { label: "Read the documentation", to: docs },
          { label: "Request a demo", to: "/contact/", variant: "secondary" },
        ]}
      />
      <Section title="Features">
        <CardGrid items={features} />
      </Section>
      <Section muted title="How it works">
        <CardGrid items={steps} />
      </Section>
      <Container>
        <div sx={{ py: 5 }}>
          <Prose>
            <h2>Pricing</h2>
            {pricing}
          </Prose>
        </div>
      </Container>
      <CallToAction
        title={`Start with ${product.name}`}
        body="Test mode is free and needs no credit card. Our team helps you go live."
        to={docs}
        label="Get started"
      />
    </Layout>
  );
}
