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
      // The headings', lists' and links' styles from the list: one rule each, not one `sx` component per element
      // for the page to hydrate.
      listSx={{
        columnGap: 4,
        rowGap: [3, 4],
        "& h3": { fontSize: 3, m: 0, mb: 1 },
        "& ul": { listStyle: "none", m: 0, p: 0 },
        "& ul a": { display: "inline-flex", alignItems: "center", gap: 2, py: 1, fontWeight: "bold" },
      }}
      itemSx={{
        borderTop: "3px solid",
        borderColor: "primary",
        pt: 2,
      }}
      renderItem={(group) => (
        <>
          <h3>{group.title}</h3>
          <ul>
            {group.offerings.map((o) => (
              <li key={o.path}>
                <Link to={o.path} title={o.title}>
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
