import React from "react";
import SampleLabel from "./SampleLabel";
import { initials } from "./initials";
import { gridLayout } from "../cardGridLayout";
import type { Leader } from "./companyTypes";

/**
 * The leadership team: a neutral initials avatar (no photos to source or keep current), name, role and a short
 * bio, laid out by the card grid's rule (never one alone on the last row).
 */
export default function LeaderList({ leaders }: { leaders: Leader[] }) {
  const { tracks, spans } = gridLayout(leaders.length, [1, 2, 3]);
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 4,
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
      }}
    >
      {leaders.map((leader, i) => (
        <li
          key={leader.name}
          sx={{
            gridColumn: spans[i]!.map((span) => `span ${span}`),
            display: "flex",
            gap: 3,
            alignItems: "flex-start",
          }}
        >
          <span
            aria-hidden="true"
            sx={{
              flex: "none",
              width: 56,
              height: 56,
              borderRadius: "round",
              bg: "highlight",
              color: "primary",
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              fontWeight: "heading",
              fontSize: 3,
            }}
          >
            {initials(leader.name)}
          </span>
          <div>
            <h3 sx={{ fontSize: 3, m: 0 }}>
              {leader.name}
              {leader.placeholder && <SampleLabel />}
            </h3>
            <p sx={{ m: 0, mt: 1, fontWeight: "bold", color: "primary" }}>{leader.role}</p>
            <p sx={{ m: 0, mt: 2, color: "muted" }}>{leader.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
