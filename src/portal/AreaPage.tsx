/**
 * An area of the portal: what it is for and who may use it, then its tools. An area without tools yet is marked
 * planned and says what it will hold, instead of showing made-up data.
 */
import React from "react";
import { Link } from "gatsby";
import { audienceText, type PortalArea } from "../../core/portal/areas";
import PortalShell from "./PortalShell";
import PlannedBadge from "./home/PlannedBadge";

/** `children` are the area's tools; a planned area has none. */
export default function AreaPage({ area, children }: { area: PortalArea; children?: React.ReactNode }) {
  return (
    <PortalShell title={area.label} lead={<p sx={{ m: 0 }}>{area.purpose}</p>}>
      {area.status === "planned" && (
        <section
          aria-label="Planned"
          sx={{
            maxWidth: "prose",
            p: 3,
            mb: 4,
            border: "1px dashed",
            borderColor: "inputBorder",
            borderRadius: "default",
          }}
        >
          <PlannedBadge />
          <p sx={{ mt: 2, mb: 1 }}>{area.plan}</p>
          <p sx={{ m: 0, color: "muted" }}>
            Its tools are not built yet: nothing here is stored or changed today. The{" "}
            <Link to="/admin/">Admin Portal</Link> lists what you can use now.
          </p>
        </section>
      )}
      <dl
        sx={{
          display: "grid",
          gridTemplateColumns: ["1fr", "max-content 1fr"],
          gap: 2,
          mb: 4,
          dt: { fontWeight: "bold" },
          dd: { m: 0 },
        }}
      >
        <dt>Who may use it</dt>
        <dd>{audienceText(area.audience)}</dd>
        <dt>Address</dt>
        <dd>
          <code>{area.route}</code>
        </dd>
      </dl>
      {children}
    </PortalShell>
  );
}
