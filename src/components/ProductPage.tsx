import React from "react";
import Layout from "./layout/Layout";
import { CallToAction, CardGrid, Container, Hero, Prose, Section, type CardItem } from "./Page";
import { offer, type Product } from "../../core/config/site";
import { contactPath, productTopic } from "../../core/contact/topics";

interface ProductPageProps {
  product: Product;
  title: string;
  lead: string;
  features: CardItem[];
  steps: CardItem[];
  pricing: React.ReactNode;
}

/**
 * Shared shape of the two product pages: hero, features, how it works, pricing, docs. The hero's one primary action
 * is the site's offer, opening the contact form on this product; the docs are the secondary one there and the
 * closing band's, for a visitor ready to build.
 */
export default function ProductPage({ product, title, lead, features, steps, pricing }: ProductPageProps) {
  const docs = `/${product.slug}/docs/`;
  return (
    <Layout>
      <Hero
        eyebrow={product.name}
        title={title}
        lead={lead}
        actions={[
          { label: offer.action, to: contactPath(productTopic(product.slug)) },
          { label: "Read the documentation", to: docs, variant: "secondary" },
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
