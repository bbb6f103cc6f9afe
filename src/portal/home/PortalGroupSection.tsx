/**
 * One group of the start page: its heading and one line on what it is for, the areas with tools as cards, then the
 * planned ones, smaller and marked. The account group shows the account page as its one card.
 */
import { useId } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { ACCOUNT_ENTRY, type PortalHomeGroup } from "../../../core/portal/areas";
import AreaCard from "./AreaCard";
import PlannedArea from "./PlannedArea";

const LIST: ThemeUIStyleObject = { listStyle: "none", m: 0, p: 0, display: "grid", gap: [2, 3] };

export default function PortalGroupSection({ group }: { group: PortalHomeGroup }) {
  const headingId = useId();
  const cards = group.id === "account" ? [ACCOUNT_ENTRY] : group.available;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} sx={{ fontSize: 5, mt: 0, mb: 1 }}>
        {group.title}
      </h2>
      <p sx={{ mt: 0, mb: 3, color: "muted" }}>{group.summary}</p>
      {cards.length > 0 && (
        // role="list" keeps the list semantics Safari drops from a <ul> without bullets.
        <ul role="list" sx={{ ...LIST, gridTemplateColumns: ["1fr", "repeat(2, minmax(0, 1fr))"], mb: 3 }}>
          {cards.map((area) => (
            <AreaCard key={area.route} label={area.label} route={area.route} purpose={area.purpose} />
          ))}
        </ul>
      )}
      {group.planned.length > 0 && (
        <ul
          role="list"
          aria-label={`Planned in ${group.title}`}
          sx={{ ...LIST, gridTemplateColumns: ["1fr", "repeat(2, minmax(0, 1fr))", "repeat(3, minmax(0, 1fr))"] }}
        >
          {group.planned.map((area) => (
            <PlannedArea key={area.route} area={area} />
          ))}
        </ul>
      )}
    </section>
  );
}
