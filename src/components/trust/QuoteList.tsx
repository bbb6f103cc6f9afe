import SampleLabel from "./SampleLabel";
import type { Quote } from "./companyTypes";

/**
 * Client quotes as a strip: on a phone one card wide with the next peeking in, scrolled sideways (snapping to each
 * card), so three quotes take one card's height instead of three; from md all side by side. The strip is a
 * focusable region so a keyboard can scroll it too.
 */
export default function QuoteList({ quotes, label }: { quotes: Quote[]; label: string }) {
  if (quotes.length === 0) return null;
  return (
    <ul
      aria-label={label}
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridAutoFlow: ["column", null, "row"],
        gridAutoColumns: ["85%", "60%", "auto"],
        gridTemplateColumns: ["none", null, `repeat(${Math.min(quotes.length, 3)}, minmax(0, 1fr))`],
        overflowX: ["auto", null, "visible"],
        scrollSnapType: "x mandatory",
        pb: [2, null, 0],
        "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: 2 },
      }}
    >
      {quotes.map((q) => (
        <li
          key={q.person}
          sx={{
            scrollSnapAlign: "start",
            bg: "background",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "large",
            p: [3, 4],
          }}
        >
          <figure sx={{ m: 0, display: "flex", flexDirection: "column", gap: 3, height: "100%" }}>
            <blockquote sx={{ m: 0, flex: 1, fontSize: 3, lineHeight: 1.5 }}>
              <p sx={{ m: 0 }}>“{q.quote}”</p>
            </blockquote>
            <figcaption sx={{ color: "muted" }}>
              <span sx={{ display: "block", fontWeight: "bold", color: "text" }}>
                {q.person}
                {q.placeholder && <SampleLabel />}
              </span>
              {q.role}, {q.company}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
