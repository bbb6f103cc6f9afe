/** The icons an offering's frontmatter may name: checked at build (frontmatter.ts), drawn from the sprite (Icon.tsx). */
export const OFFERING_ICONS = [
  "savings",
  "people",
  "server",
  "cloud",
  "subscriptions",
  "chart",
  "school",
  "database",
  "route",
  "shield",
  "gear",
  "bolt",
] as const;
export type OfferingIcon = (typeof OFFERING_ICONS)[number];
