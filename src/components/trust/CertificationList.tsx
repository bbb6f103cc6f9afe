import React from "react";
import Icon from "../Icon";
import SampleLabel from "./SampleLabel";
import { gridLayout } from "../cardGridLayout";
import type { Certification } from "./companyTypes";

/** Certifications and partner statuses: name, who issued it and the year, laid out by the card grid's rule. */
export default function CertificationList({ certifications }: { certifications: Certification[] }) {
  if (certifications.length === 0) return null;
  const { tracks, spans } = gridLayout(certifications.length, [1, 2, 3]);
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
      }}
    >
      {certifications.map((c, i) => (
        <li
          key={c.name}
          sx={{
            gridColumn: spans[i]!.map((span) => `span ${span}`),
            display: "flex",
            gap: 3,
            alignItems: "flex-start",
            bg: "background",
            border: "1px solid",
            borderColor: "border",
            borderRadius: "default",
            p: 3,
          }}
        >
          <span sx={{ color: "primary", flex: "none", mt: "2px" }}>
            <Icon name="check" size={20} />
          </span>
          <div>
            <h3 sx={{ fontSize: 2, m: 0 }}>
              {c.name}
              {c.placeholder && <SampleLabel />}
            </h3>
            <p sx={{ m: 0, mt: 1, color: "muted" }}>
              {c.issuer}, since {c.year}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
