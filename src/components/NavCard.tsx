/**
 * Navigation cards of the calendar tool: an icon, a title, a description and a full-width button to a
 * route, as list items of NavCardGrid, which is full width on xs and 4 of 12 columns from sm up.
 */
import React from "react";
import { Card } from "./ui/Card";
import { ButtonLink } from "./ui/Button";

export type NavCardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface NavCardProps {
  /** Decorative: the title names the card. Rendered in the primary color. */
  icon: React.ReactNode;
  title: string;
  description: string;
  /** The route the button goes to, with its trailing slash. */
  to: string;
  buttonLabel: string;
  /** The title's heading level, to fit the page's outline; h2 by default. */
  headingLevel?: NavCardHeadingLevel;
}

/** One card: a list item, so it belongs inside NavCardGrid. */
export function NavCard({ icon, title, description, to, buttonLabel, headingLevel = 2 }: NavCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="li">
      <span sx={{ display: "inline-flex", color: "primary" }}>{icon}</span>
      <Heading sx={{ m: 0, fontSize: 4 }}>{title}</Heading>
      <p sx={{ m: 0, color: "muted", flex: 1 }}>{description}</p>
      <div sx={{ mt: 2 }}>
        <ButtonLink to={to} fullWidth>
          {buttonLabel}
        </ButtonLink>
      </div>
    </Card>
  );
}

type ListLabelProps = Pick<React.HTMLAttributes<HTMLUListElement>, "id" | "aria-label" | "aria-labelledby">;

export interface NavCardGridProps extends ListLabelProps {
  /** NavCard elements. */
  children: React.ReactNode;
}

/** A 12-column grid: each card spans all 12 on xs and 4 (three to a row) from the sm breakpoint (600 px) up. */
export function NavCardGrid({ children, ...rest }: NavCardGridProps) {
  return (
    // role="list" keeps the list semantics Safari drops from a <ul> without bullets.
    <ul
      role="list"
      {...rest}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
        gap: 4,
        "& > li": { gridColumn: ["span 12", "span 4"] },
      }}
    >
      {children}
    </ul>
  );
}

export default NavCard;
