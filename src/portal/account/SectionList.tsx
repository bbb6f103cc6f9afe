/**
 * The account page's sections as a list of links, to jump to one instead of scrolling past the others: beside
 * the sections on a wide screen (and staying in view), above them on a phone.
 */
import { useId } from "react";
import { HEADER_HEIGHT } from "../../components/layout/headerHeight";
import { SECTIONS, type SectionKey } from "./sections";

export function SectionList({ keys }: { keys: readonly SectionKey[] }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} sx={{ position: [null, null, "sticky"], top: HEADER_HEIGHT + 24 }}>
      <p id={labelId} sx={{ m: 0, mb: 2, fontSize: 1, fontWeight: "bold", color: "muted" }}>
        On this page
      </p>
      <ul
        role="list"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "flex",
          flexDirection: ["row", null, "column"],
          flexWrap: "wrap",
          columnGap: 3,
          rowGap: [1, null, 0],
          a: { display: "inline-block", py: [1, null, 2], textUnderlineOffset: "3px" },
        }}
      >
        {keys.map((key) => (
          <li key={key}>
            <a href={`#${SECTIONS[key].id}`}>{SECTIONS[key].label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
