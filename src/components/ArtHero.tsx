import React from "react";
import { ButtonLink, Container, Eyebrow } from "./Page";
import ThemedImage, { type ThemedSource } from "./ThemedImage";

/**
 * The home page's hero: Page.tsx's Hero (the same grid, words and actions) with a drawing for each color mode
 * (ThemedImage), since its one bright drawing glared on the dark page. Kept apart while Page.tsx's Hero takes a
 * single picture; once it takes a ThemedSource, the home page can use it and this file can go.
 */
interface ArtHeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  actions: { label: string; to: string; variant?: "primary" | "secondary" }[];
  art: ThemedSource;
}

export default function ArtHero({ title, lead, eyebrow, actions, art }: ArtHeroProps) {
  return (
    <section sx={{ bg: "paper", borderBottom: "1px solid", borderColor: "border", py: [5, 6, 7] }}>
      <Container>
        <div
          sx={{
            display: "grid",
            gap: 5,
            alignItems: "start",
            gridTemplateColumns: ["minmax(0, 1fr)", null, "minmax(0, 3fr) minmax(0, 2fr)"],
          }}
        >
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1 sx={{ m: 0, mb: 3, maxWidth: 900 }}>{title}</h1>
            <p sx={{ fontSize: [3, 4], color: "muted", maxWidth: 760, m: 0 }}>{lead}</p>
            <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 4 }}>
              {actions.map((a) => (
                <ButtonLink key={a.to} to={a.to} variant={a.variant}>
                  {a.label}
                </ButtonLink>
              ))}
            </div>
          </div>
          {/* Phones get the words first and no picture: hidden below md, and lazy, so neither is even fetched. */}
          <div sx={{ display: ["none", null, "block"], alignSelf: "center" }}>
            <ThemedImage
              source={art}
              alt=""
              aria-hidden="true"
              decoding="async"
              sx={{ width: "100%", height: "auto" }}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
