/**
 * An offering as a card (the home page's services, an offering's related services, the services a case study
 * used), and the order an editor wrote in frontmatter, which GraphQL's `in` filter does not keep.
 */
import type { CardItem } from "./CardGrid";

export interface OfferingCardNode {
  frontmatter: { title: string; description: string; icon: string | null };
  fields: { path: string; slug: string };
}

export function offeringCard(node: OfferingCardNode): CardItem {
  return {
    title: node.frontmatter.title,
    body: node.frontmatter.description,
    to: node.fields.path,
    icon: node.frontmatter.icon ?? undefined,
  };
}

/** The nodes in the order of `slugs` (a frontmatter list); slugs without a node are skipped. */
export function inListedOrder<T extends { fields: { slug: string } }>(
  nodes: readonly T[],
  slugs: readonly string[],
): T[] {
  return slugs.flatMap((slug) => nodes.filter((n) => n.fields.slug === slug));
}
