import React from "react";
import { Link } from "gatsby";
import { ButtonLink } from "./ui/Button";
import CardGrid, { type CardItem } from "./CardGrid";
import ThemedImage, { type ThemedSource } from "./ThemedImage";
import { layoutWhenNearViewport } from "../theme/offscreen";
import { proseStyles } from "./proseStyles";

export { ButtonLink, CardGrid, type CardItem };

/** Small building blocks the public pages share, so every page has the same rhythm. */

export function Container({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return <div sx={{ maxWidth: narrow ? "prose" : "container", mx: "auto", px: 3 }}>{children}</div>;
}

interface HeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  actions?: { label: string; to: string; variant?: "primary" | "secondary" }[];
  /** A decorative picture beside the text from md up, drawn for each color mode (static SVGs, not JavaScript). */
  illustration?: ThemedSource;
}

/** The small upper-case line above a page's h1 ("IT consulting", "Services", "Case study · Healthcare"). */
export function Eyebrow({ children }: { children: React.ReactNode }) {
  return (
    <p
      sx={{
        color: "secondary",
        fontWeight: "bold",
        textTransform: "uppercase",
        letterSpacing: "0.08em",
        m: 0,
        mb: 2,
      }}
    >
      {children}
    </p>
  );
}

/** A call to action: where it leads and what it says. */
export interface Action {
  label: string;
  to: string;
}

/**
 * The top band of a content page (an offering, a case study): eyebrow, h1 with an optional icon, lead, extras, and
 * the page's call to action, so a visitor who is convinced early need not scroll to the end for it: beside the
 * title from md up, after the lead and extras on a phone (where beside would squeeze the title).
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  icon,
  action,
  children,
}: {
  eyebrow: React.ReactNode;
  title: string;
  lead: string;
  icon?: React.ReactNode;
  /** The page's one primary action. */
  action?: Action;
  children?: React.ReactNode;
}) {
  return (
    <section sx={{ bg: "paper", borderBottom: "1px solid", borderColor: "border", py: [5, 6] }}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <div
          sx={{
            display: "grid",
            gridTemplateColumns: action ? ["minmax(0, 1fr)", null, "minmax(0, 1fr) auto"] : "minmax(0, 1fr)",
            gridTemplateAreas: action
              ? [`"title" "lead" "extra" "action"`, null, `"title action" "lead ." "extra ."`]
              : `"title" "lead" "extra"`,
            columnGap: 5,
            alignItems: "center",
          }}
        >
          <div sx={{ gridArea: "title", display: "flex", alignItems: "center", gap: 3 }}>
            {icon && <span sx={{ color: "primary", display: ["none", "inline-flex"] }}>{icon}</span>}
            <h1 sx={{ m: 0, maxWidth: 900 }}>{title}</h1>
          </div>
          <p sx={{ gridArea: "lead", fontSize: [3, 4], color: "muted", maxWidth: 760, mb: 0 }}>{lead}</p>
          {children && <div sx={{ gridArea: "extra" }}>{children}</div>}
          {action && (
            <div sx={{ gridArea: "action", mt: [4, null, 0] }}>
              <ButtonLink to={action.to}>{action.label}</ButtonLink>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}

export function Hero({ title, lead, eyebrow, actions = [], illustration }: HeroProps) {
  return (
    <section sx={{ bg: "paper", borderBottom: "1px solid", borderColor: "border", py: [5, 6, 7] }}>
      <Container>
        <div
          sx={{
            display: "grid",
            gap: 5,
            // The words at the top of their row: centerd, they moved down when the picture after them was parsed.
            alignItems: "start",
            gridTemplateColumns: illustration
              ? ["minmax(0, 1fr)", null, "minmax(0, 3fr) minmax(0, 2fr)"]
              : "minmax(0, 1fr)",
          }}
        >
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1 sx={{ m: 0, mb: 3, maxWidth: 900 }}>{title}</h1>
            <p sx={{ fontSize: [3, 4], color: "muted", maxWidth: 760, m: 0 }}>{lead}</p>
            {actions.length > 0 && (
              <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 4 }}>
                {actions.map((a) => (
                  <ButtonLink key={a.to} to={a.to} variant={a.variant}>
                    {a.label}
                  </ButtonLink>
                ))}
              </div>
            )}
          </div>
          {illustration && (
            // Phones get the words first and no picture: hidden below md, and lazy, so neither is even fetched there.
            <div sx={{ display: ["none", null, "block"], alignSelf: "center" }}>
              <ThemedImage
                source={illustration}
                alt=""
                aria-hidden="true"
                decoding="async"
                sx={{ width: "100%", height: "auto" }}
              />
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}

export function Section({
  title,
  intro,
  children,
  muted = false,
  id,
}: {
  title?: string;
  intro?: string;
  children: React.ReactNode;
  muted?: boolean;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={title && id ? `${id}-title` : undefined}
      // Every section after a page's first is usually below the fold.
      sx={{ py: [5, 6], bg: muted ? "paper" : "transparent", "&:not(:first-of-type)": layoutWhenNearViewport(800) }}
    >
      <Container>
        {title && (
          <h2 id={id ? `${id}-title` : undefined} sx={{ mt: 0, mb: intro ? 2 : 4 }}>
            {title}
          </h2>
        )}
        {intro && <p sx={{ color: "muted", fontSize: 3, maxWidth: 760, mt: 0, mb: 4 }}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}

/** Long-form text (legal pages) in the prose styles. */
export function Prose({ children }: { children: React.ReactNode }) {
  return <div sx={proseStyles}>{children}</div>;
}

export function CallToAction({ title, body, to, label }: { title: string; body: string; to: string; label: string }) {
  return (
    <section sx={{ py: [5, 6] }}>
      <Container>
        <div
          data-brand-surface=""
          sx={{
            bg: "headerBg",
            color: "headerText",
            borderRadius: "large",
            p: [4, 5],
            display: "flex",
            flexDirection: ["column", "column", "row"],
            gap: 4,
            alignItems: ["flex-start", "flex-start", "center"],
            justifyContent: "space-between",
          }}
        >
          <div>
            <h2 sx={{ m: 0, mb: 2 }}>{title}</h2>
            <p sx={{ m: 0, fontSize: 3 }}>{body}</p>
          </div>
          <Link to={to} sx={{ variant: "buttons.inverse", whiteSpace: "nowrap" }}>
            {label}
          </Link>
        </div>
      </Container>
    </section>
  );
}
