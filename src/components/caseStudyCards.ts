/**
 * A case study as a card, the same on the home page, the case-studies index and the offerings it used: the
 * GraphQL fragment those pages query and the mapping to the card grid's item.
 */
import { graphql } from "gatsby";
import type { CardItem } from "./CardGrid";

export interface CaseStudyCardNode {
  frontmatter: {
    title: string;
    description: string;
    industry: string | null;
    results: { figure: string; label: string }[] | null;
  };
  fields: { path: string };
}

export function caseStudyCard(node: CaseStudyCardNode): CardItem {
  const first = node.frontmatter.results?.[0];
  return {
    title: node.frontmatter.title,
    body: node.frontmatter.description,
    to: node.fields.path,
    eyebrow: node.frontmatter.industry ?? undefined,
    highlight: first ? `${first.figure} ${first.label}` : undefined,
    linkLabel: "Read the case study",
  };
}

export const caseStudyCardFragment = graphql`
  fragment CaseStudyCard on Mdx {
    frontmatter {
      title
      description
      industry
      results {
        figure
        label
      }
    }
    fields {
      path
    }
  }
`;
