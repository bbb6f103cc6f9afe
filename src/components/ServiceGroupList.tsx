import React from "react";
import GridList from "./GridList";
import { Link } from "gatsby";
import Icon, { isIconName } from "./Icon";
import type { ServiceGroup } from "./serviceGroups";

/**
 * The home page's services, compact: each group's heading over links to its offerings by their short names. Ten
 * cards with their descriptions made the home page about eleven phone screens long; the descriptions are on
 * /offerings/ and each offering's page.
 */
export default function ServiceGroupList({ groups }: { groups: ServiceGroup[] }) {
  return (
    <GridList
      items={groups}
      keyOf={(group) => group.id}
      listSx={{
        columnGap: 4,
        rowGap: [3, 4],
      }}
      itemSx={{
        borderTop: "3px solid",
        borderColor: "primary",
        pt: 2,
      }}
      renderItem={(group) => (
        <>
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
        </>
      )}
    />
  );
}
