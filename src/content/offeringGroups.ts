/**
 * The groups an offering's frontmatter `group` may name, by the purpose a visitor comes with (cut costs, move to the
 * cloud, stay secure and running, use data, add people): /offerings/ and the home page list the services under
 * these headings, in this order. Ten services in one flat list made visitors read them all; five groups of two let
 * them skip to theirs. Checked at build (frontmatter.ts); a new group needs a line here, not in the pages.
 */

export interface OfferingGroup {
  id: string;
  title: string;
  /** One sentence under the heading on /offerings/. */
  intro: string;
}

export const OFFERING_GROUPS = [
  {
    id: "cost",
    title: "Cost and licensing",
    intro: "Find the infrastructure, cloud, SaaS and license spend that does not pay for itself, and remove it.",
  },
  {
    id: "cloud",
    title: "Cloud and infrastructure",
    intro: "Move workloads and ERP landscapes to where they run best, and keep them running well there.",
  },
  {
    id: "security",
    title: "Security and operations",
    intro: "Protect the systems your business depends on and keep the everyday IT working.",
  },
  {
    id: "data",
    title: "Data and applications",
    intro: "Numbers everyone trusts, and planning software that saves miles, fuel and hours.",
  },
  {
    id: "people",
    title: "People and skills",
    intro: "Add the engineers you lack today, and grow the skills of the team you have.",
  },
] as const satisfies readonly OfferingGroup[];

export type OfferingGroupId = (typeof OFFERING_GROUPS)[number]["id"];

export const OFFERING_GROUP_IDS: readonly OfferingGroupId[] = OFFERING_GROUPS.map((g) => g.id);

/**
 * Offerings under their groups: groups in the order above, each group's offerings by their `order`; a group no
 * offering names is left out, and an offering whose group is unknown too (the build has stopped on it already).
 */
export function inGroups<T extends { group: string; order: number }>(
  offerings: readonly T[],
): (OfferingGroup & { offerings: T[] })[] {
  return OFFERING_GROUPS.map((group) => ({
    ...group,
    offerings: offerings.filter((o) => o.group === group.id).sort((a, b) => a.order - b.order),
  })).filter((group) => group.offerings.length > 0);
}
