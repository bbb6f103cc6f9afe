/**
 * An area whose tools are not built yet, on the start page: its name, marked "Planned", and what it will hold. Not
 * a link: its page would only say the same.
 */
import type { PortalArea } from "../../../core/portal/areas";
import PlannedBadge from "./PlannedBadge";

export default function PlannedArea({ area }: { area: PortalArea }) {
  return (
    <li sx={{ px: 3, py: [2, 3], border: "1px dashed", borderColor: "inputBorder", borderRadius: "default" }}>
      <div sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 1 }}>
        <h3 sx={{ m: 0, fontSize: 2 }}>{area.label}</h3>
        <PlannedBadge />
      </div>
      <p sx={{ m: 0, color: "muted", fontSize: 1 }}>{area.plan}</p>
    </li>
  );
}
