import { useMemo } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { Container, Hero } from "../components/Page";
import { products, site } from "../../core/config/site";
import OfficeList from "../components/trust/OfficeList";
import { useOffices } from "../components/trust/useOffices";
import ContactForm, { CONTACT_HEADING_ID } from "../contact/ContactForm";
import { contactTopics } from "../../core/contact/topics";
import { NEXT_STEPS } from "../../core/contact/nextSteps";

interface ContactData {
  offerings: { nodes: { frontmatter: { title: string; order: number }; fields: { slug: string } }[] };
}

/**
 * /contact/: the form (opening on the topic a call to action names, `?topic=…`) beside the other ways to reach us
 * and what happens next.
 */
export default function ContactPage({ data, location }: PageProps<ContactData>) {
  const offices = useOffices();
  // The same list the contact function accepts (gatsby-node checks they match): "Not sure yet", offerings, products.
  const topics = useMemo(
    () =>
      contactTopics(
        data.offerings.nodes.map((n) => ({
          slug: n.fields.slug,
          title: n.frontmatter.title.trim(),
          order: n.frontmatter.order,
        })),
        products.map((p) => ({ slug: p.slug, name: p.name })),
      ),
    [data],
  );
  return (
    <Layout>
      <Hero
        eyebrow="Contact"
        title="Contact us"
        lead="Tell us what you are trying to fix or build. A partner reads every message and replies within one business day."
      />
      <Container>
        <div
          sx={{
            py: 5,
            display: "grid",
            gap: [5, 5, 6],
            gridTemplateColumns: ["1fr", "1fr", "minmax(0, 3fr) minmax(0, 2fr)"],
            alignItems: "start",
          }}
        >
          <section aria-labelledby={CONTACT_HEADING_ID} sx={{ maxWidth: "prose" }}>
            <ContactForm topics={topics} search={location.search} />
          </section>
          <aside aria-label="Other ways to reach us" sx={{ fontSize: 2, "p, li": { lineHeight: 1.7 } }}>
            <h2 sx={{ mt: 0, fontSize: [4, 5] }}>Talk to a consultant</h2>
            <p>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              Phone: <a href={site.phoneHref}>{site.phone}</a> (Monday to Friday, 8:00 to 18:00 Pacific Time)
            </p>
            <h3 sx={{ fontSize: 3, mt: 4 }}>Offices</h3>
            <OfficeList offices={offices} headingLevel={4} />
            <h2 sx={{ fontSize: [4, 5], mt: 5 }}>What to include</h2>
            <ul sx={{ pl: 4 }}>
              <li>A sentence or two on the problem, and what happens if it is not solved.</li>
              <li>Roughly how many people and systems are involved.</li>
              <li>Any deadline, such as a contract renewal or an audit date.</li>
            </ul>
            <h2 sx={{ fontSize: [4, 5], mt: 5 }}>What happens next</h2>
            <ol sx={{ pl: 4 }}>
              {NEXT_STEPS.map((step) => (
                <li key={step.title} sx={{ mb: 2 }}>
                  <strong>{step.title}.</strong> {step.body}
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    offerings: allMdx(filter: { fields: { kind: { eq: "offering" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        frontmatter {
          title
          order
        }
        fields {
          slug
        }
      }
    }
  }
`;

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Contact Us"
      description={`Contact ${site.brand} by form, e-mail or phone. A partner replies within one business day with next steps.`}
      keywords={["contact", "IT consulting", "assessment"]}
      pathname={location.pathname}
    />
  );
}
