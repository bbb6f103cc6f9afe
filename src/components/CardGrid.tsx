import { Link } from "gatsby";
import Icon, { isIconName } from "./Icon";
import GridList from "./GridList";
import type { ThemeUIStyleObject } from "theme-ui";

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

/**
 * What every card shares, as one stylesheet on the list rather than an sx per element: a page of cards (home has
 * 20) otherwise had each of its ~100 card elements build and hash its styles again while the page hydrated.
 */
/** A card's box: what the card grid's items and the partner boxes share. */
export const CARD_BOX: ThemeUIStyleObject = {
  bg: "background",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "large",
  p: 4,
  display: "flex",
  flexDirection: "column",
  gap: 2,
};

const CARD_STYLES: ThemeUIStyleObject = {
  "& > li": CARD_BOX,
  "& .card-logo": { alignSelf: "flex-start" },
  "& .card-icon": { color: "primary" },
  "& .card-eyebrow": { m: 0, fontSize: 1, fontWeight: "bold", textTransform: "uppercase", letterSpacing: "0.06em" },
  "& .card-title": { fontSize: 4, m: 0 },
  "& .card-body": { m: 0, color: "muted", flex: 1 },
  "& .card-highlight": { m: 0, fontWeight: "bold", color: "text" },
  "& .card-link": { fontWeight: "bold", display: "inline-flex", alignItems: "center", gap: 1 },
  "& .card-link-context": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" },
};

interface CardGridProps {
  items: CardItem[];
  headingLevel?: 2 | 3;
  /** Fewer columns for a grid inside a narrow column (the contact page's sidebar). */
  maxColumns?: 1 | 2 | 3;
}

export default function CardGrid({ items, headingLevel = 3, maxColumns = 3 }: CardGridProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const columns = COLUMNS.map((c) => Math.min(c, maxColumns));
  return (
    <GridList
      items={items}
      keyOf={(item) => item.title}
      columns={columns}
      listSx={{ gap: 4, ...CARD_STYLES }}
      renderItem={(item) => (
        <>
          {item.logo ? (
            <img
              src={item.logo.src}
              alt={item.logo.alt}
              width={item.logo.width}
              height={item.logo.height}
              loading="lazy"
              className="card-logo"
            />
          ) : (
            item.icon &&
            isIconName(item.icon) && (
              <span className="card-icon">
                <Icon name={item.icon} size={32} />
              </span>
            )
          )}
          {item.eyebrow && <p className="card-eyebrow">{item.eyebrow}</p>}
          <Heading className="card-title">{item.title}</Heading>
          <p className="card-body">{item.body}</p>
          {item.highlight && <p className="card-highlight">{item.highlight}</p>}
          {item.to && (
            <Link to={item.to} className="card-link">
              {item.linkLabel ?? "Learn more"}
              <span className="card-link-context"> about {item.title}</span>
              <Icon name="arrowRight" size={18} />
            </Link>
          )}
        </>
      )}
    />
  );
}
