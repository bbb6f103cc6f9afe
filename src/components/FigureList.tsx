import { gridLayout } from "./cardGridLayout";

/**
 * Big figures with a label under each: the home page's key figures and a case study's measured results. Two a row
 * on phones, all on one row from md, laid out by the card grid's rule (no figure alone on the last row).
 */

export interface Figure {
  figure: string;
  label: string;
}

export default function FigureList({ items, label }: { items: readonly Figure[]; label: string }) {
  const n = items.length;
  const { tracks, spans } = gridLayout(n, [Math.min(2, n), Math.min(2, n), Math.min(4, n)]);
  return (
    <ul
      aria-label={label}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
        columnGap: 4,
        rowGap: 4,
      }}
    >
      {items.map((item, i) => (
        <li
          key={item.label}
          sx={{
            gridColumn: spans[i]!.map((span) => `span ${span}`),
            borderLeft: "4px solid",
            borderColor: "primary",
            pl: 3,
          }}
        >
          <span
            sx={{ display: "block", fontSize: [5, 6, 7], fontWeight: "heading", lineHeight: "heading", color: "text" }}
          >
            {item.figure}
          </span>
          <span sx={{ display: "block", color: "muted", mt: 1 }}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
