/**
 * The contact form's topics: the service offerings (content/offerings, in their menu order) and the products, each
 * with a stable value and the title a person reads. The page gets the offerings from GraphQL; the function cannot
 * run GraphQL, so gatsby-config.ts computes the same list from the content files and bakes it into the function
 * bundle as CONTACT_TOPICS (JSON), and gatsby-node checks at build time that both lists are equal. Pure.
 */

export interface ContactTopic {
  /** `offering:<slug>` or `product:<slug>`: what the form sends. */
  value: string;
  /** The offering's or product's title: what the visitor and the sales team read. */
  label: string;
  group: "Services" | "Products";
}

export interface OfferingSummary {
  slug: string;
  title: string;
  order: number;
}

export interface ProductSummary {
  slug: string;
  name: string;
}

/** The build variable that carries the list into the function bundle. */
export const TOPICS_VARIABLE = "CONTACT_TOPICS";

export function contactTopics(
  offerings: readonly OfferingSummary[],
  products: readonly ProductSummary[],
): ContactTopic[] {
  return [
    ...[...offerings]
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
      .map((o) => ({ value: `offering:${o.slug}`, label: o.title, group: "Services" as const })),
    ...products.map((p) => ({ value: `product:${p.slug}`, label: p.name, group: "Products" as const })),
  ];
}

/** The list from CONTACT_TOPICS; null when it is missing or not a list of topics (the build did not set it). */
export function parseTopics(json: string | undefined): ContactTopic[] | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const ok = data.every((t: unknown) => {
    const x = t as Partial<ContactTopic> | null;
    return (
      !!x &&
      typeof x.value === "string" &&
      /^(offering|product):[a-z0-9-]+$/.test(x.value) &&
      typeof x.label === "string" &&
      x.label.length > 0 &&
      (x.group === "Services" || x.group === "Products")
    );
  });
  return ok ? (data as ContactTopic[]) : null;
}

/** The label of a topic value, or the value itself if unknown. */
export function topicLabel(topics: readonly ContactTopic[], value: string): string {
  return topics.find((t) => t.value === value)?.label ?? value;
}
