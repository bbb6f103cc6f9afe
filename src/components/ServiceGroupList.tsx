import React from "react";
import { Link } from "gatsby";
import Icon, { isIconName } from "./Icon";
import { gridLayout } from "./cardGridLayout";
import type { ServiceGroup } from "./serviceGroups";

/**
 * The home page's services, compact: each group's heading over links to its offerings by their short names. Ten
 * cards with their descriptions made the home page about eleven phone screens long; the descriptions are on
 * /offerings/ and each offering's page.
 */
export default function ServiceGroupList({ groups }: { groups: ServiceGroup[] }) {
  const { tracks, spans } = gridLayout(groups.length, [1, 2, 3]);
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        columnGap: 4,
        rowGap: [3, 4],
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
      }}
    >
      {groups.map((group, i) => (
        <li
          key={group.id}
          sx={{
            gridColumn: spans[i]!.map((span) => `span ${span}`),
            borderTop: "3px solid",
            borderColor: "primary",
            pt: 2,
          }}
        >
          <h3 sx={{ fontSize: 3, m: 0, mb: 1 }}>{group.title}</h3>
          <ul sx={{ listStyle: "none", m: 0, p: 0 }}>
            {group.offerings.map((o) => (
              <li key={o.path}>
                <Link
                  to={o.path}
                  title={o.title}
                  sx={{ display: "inline-flex", alignItems: "center", gap: 2, py: 1, fontWeight: "bold" }}
                >
                  {o.icon && isIconName(o.icon) && <Icon name={o.icon} size={20} />}
                  {o.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
