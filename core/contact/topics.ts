/**
 * The contact form's topics: "Not sure yet" for a visitor who has not picked a service, the service offerings
 * (content/offerings, in their menu order) and the products, each with a stable value and the title a person reads.
 * The page gets the offerings from GraphQL; the function cannot run GraphQL, so gatsby-config.ts computes the same
 * list from the content files and bakes it into the function bundle as CONTACT_TOPICS (JSON), and gatsby-node
 * checks at build time that both lists are equal. Calls to action name their topic in the contact page's address
 * (`/contact/?topic=offering:<slug>`), so the form can open on it. Pure.
 */

export type TopicGroup = "General" | "Services" | "Products";

export interface ContactTopic {
  /** `general:<slug>`, `offering:<slug>` or `product:<slug>`: what the form sends. */
  value: string;
  /** What the visitor and the sales team read: the offering's or product's title, or the general topic's name. */
  label: string;
  group: TopicGroup;
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

/** For a visitor who does not know yet which service fits: first in the list, so it is found without scrolling. */
export const NOT_SURE_TOPIC: ContactTopic = { value: "general:not-sure", label: "Not sure yet", group: "General" };

/** The groups in the order the form shows them (General without a heading of its own, before the others). */
export const TOPIC_GROUPS: readonly TopicGroup[] = ["General", "Services", "Products"];

/** The kind of value each group holds (`general:…`, `offering:…`, `product:…`). */
const GROUP_KIND: Record<TopicGroup, string> = { General: "general", Services: "offering", Products: "product" };

const TOPIC_VALUE = /^(general|offering|product):[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const offeringTopic = (slug: string) => `offering:${slug}`;
export const productTopic = (slug: string) => `product:${slug}`;

/** The name of the contact page's query parameter that carries a topic value. */
export const TOPIC_PARAMETER = "topic";

/**
 * The contact page's address, opening on `topic` when one is given. The value is written as it is (its letters,
 * digits, '-' and ':' need no escaping in a query), so links read `/contact/?topic=offering:training`.
 */
export function contactPath(topic?: string): string {
  return topic && TOPIC_VALUE.test(topic) ? `/contact/?${TOPIC_PARAMETER}=${topic}` : "/contact/";
}

export function contactTopics(
  offerings: readonly OfferingSummary[],
  products: readonly ProductSummary[],
): ContactTopic[] {
  return [
    NOT_SURE_TOPIC,
    ...[...offerings]
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
      .map((o) => ({ value: offeringTopic(o.slug), label: o.title, group: "Services" as const })),
    ...products.map((p) => ({ value: productTopic(p.slug), label: p.name, group: "Products" as const })),
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
      TOPIC_VALUE.test(x.value) &&
      typeof x.label === "string" &&
      x.label.length > 0 &&
      TOPIC_GROUPS.includes(x.group as TopicGroup) &&
      // A value's kind and its group go together: the sales e-mail words a general topic differently.
      x.value.startsWith(`${GROUP_KIND[x.group as TopicGroup]}:`)
    );
  });
  return ok ? (data as ContactTopic[]) : null;
}

/** The topic a value names, if it is one of `topics`. */
export function findTopic(topics: readonly ContactTopic[], value: string): ContactTopic | undefined {
  return topics.find((t) => t.value === value);
}

/** The label of a topic value, or the value itself if unknown. */
export function topicLabel(topics: readonly ContactTopic[], value: string): string {
  return findTopic(topics, value)?.label ?? value;
}

/**
 * The topic a contact page address asks for (`?topic=offering:training`, its ':' written as is or as %3A), if it is
 * one of `topics`; anything else (no parameter, a malformed query, an unknown or retired topic) is no topic, never
 * an error: the visitor still gets the form, with nothing chosen.
 */
export function topicFromSearch(search: string, topics: readonly ContactTopic[]): ContactTopic | undefined {
  // URLSearchParams reads any string (a broken %-escape stays as typed) and decodes '+' and %3A.
  const value = new URLSearchParams(search).get(TOPIC_PARAMETER);
  return value ? findTopic(topics, value.trim()) : undefined;
}
