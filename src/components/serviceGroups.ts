/**
 * The offerings under their groups (src/content/offeringGroups.ts), as /offerings/ and the home page query them:
 * the GraphQL fragment both use and the grouping of its nodes.
 */
import { graphql } from "gatsby";
import { inGroups, type OfferingGroup } from "../content/offeringGroups";

export interface GroupedOfferingNode {
  frontmatter: {
    title: string;
    menuLabel: string | null;
    description: string;
    icon: string | null;
    group: string | null;
    order: number;
  };
  fields: { path: string };
}

export interface GroupedOffering {
  title: string;
  /** The short name, where the full title is too long (the home page's list). */
  label: string;
  description: string;
  icon?: string;
  path: string;
}

export type ServiceGroup = OfferingGroup & { offerings: GroupedOffering[] };

export function serviceGroupsOf(nodes: readonly GroupedOfferingNode[]): ServiceGroup[] {
  return inGroups(
    nodes.map(({ frontmatter: f, fields }) => ({
      group: f.group ?? "",
      order: f.order,
      title: f.title,
      label: f.menuLabel || f.title,
      description: f.description,
      icon: f.icon ?? undefined,
      path: fields.path,
    })),
  ).map(({ offerings, ...group }) => ({
    ...group,
    offerings: offerings.map(({ group: _group, order: _order, ...offering }) => offering),
  }));
}

export const groupedOfferingFragment = graphql`
  fragment GroupedOffering on Mdx {
    frontmatter {
      title
      menuLabel
      description
      icon
      group
      order
    }
    fields {
      path
    }
  }
`;
