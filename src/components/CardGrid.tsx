import React from "react";
import { Link } from "gatsby";
import Icon, { isIconName } from "./Icon";
import { gridLayout } from "./cardGridLayout";

/**
 * The public pages' grid of cards: one column on phones, two from sm, three from md, and never a card alone on
 * the last row (the rule and its tests are in cardGridLayout.ts).
 */

export interface CardItem {
  title: string;
  body: string;
  to?: string;
  icon?: string;
  /** A partner's badge instead of an icon (an image with its own alt text). */
  logo?: { src: string; alt: string; width: number; height: number };
  linkLabel?: string;
  /** A short line above the title (a case study's industry). */
  eyebrow?: string;
  /** One result in bold under the text (a case study's first figure). */
  highlight?: string;
}

const COLUMNS = [1, 2, 3] as const;

interface CardGridProps {
  items: CardItem[];
  headingLevel?: 2 | 3;
  /** Fewer columns for a grid inside a narrow column (the contact page's sidebar). */
  maxColumns?: 1 | 2 | 3;
}

export default function CardGrid({ items, headingLevel = 3, maxColumns = 3 }: CardGridProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const columns = COLUMNS.map((c) => Math.min(c, maxColumns));
  const { tracks, spans } = gridLayout(items.length, columns);
  return (
    <ul
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 4,
        // minmax(0, 1fr): a long word shrinks its card's content, never widens the page.
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
      }}
    >
      {items.map((item, i) => (
        <li
          key={item.title}
          sx={{
            gridColumn: spans[i]!.map((span) => `span ${span}`),
            bg: "background",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "large",
            p: 4,
            display: "flex",
            flexDirection: "column",
            gap: 2,
          }}
        >
          {item.logo ? (
            <img
              src={item.logo.src}
              alt={item.logo.alt}
              width={item.logo.width}
              height={item.logo.height}
              loading="lazy"
              sx={{ alignSelf: "flex-start" }}
            />
          ) : (
            item.icon &&
            isIconName(item.icon) && (
              <span sx={{ color: "primary" }}>
                <Icon name={item.icon} size={32} />
              </span>
            )
          )}
          {item.eyebrow && (
            <p sx={{ m: 0, fontSize: 1, fontWeight: "bold", textTransform: "uppercase", letterSpacing: "0.06em" }}>
              {item.eyebrow}
            </p>
          )}
          <Heading sx={{ fontSize: 4, m: 0 }}>{item.title}</Heading>
          <p sx={{ m: 0, color: "muted", flex: 1 }}>{item.body}</p>
          {item.highlight && <p sx={{ m: 0, fontWeight: "bold", color: "text" }}>{item.highlight}</p>}
          {item.to && (
            <Link to={item.to} sx={{ fontWeight: "bold", display: "inline-flex", alignItems: "center", gap: 1 }}>
              {item.linkLabel ?? "Learn more"}
              <span sx={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
                {" "}
                about {item.title}
              </span>
              <Icon name="arrowRight" size={18} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
