/**
 * An area of the portal: what it is for and who may use it. The spec defines no tools inside the areas, so the
 * page says that plainly instead of showing made-up data.
 */
import React from "react";
import { Alert } from "../components/ui/Alert";
import { audienceText, type PortalArea } from "../../core/portal/areas";
import PortalShell from "./PortalShell";

/** `children` are the area's tools; without them the page says plainly that there are none yet. */
export default function AreaPage({ area, children }: { area: PortalArea; children?: React.ReactNode }) {
  return (
    <PortalShell title={area.label} lead={<p sx={{ m: 0 }}>{area.purpose}</p>}>
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
      {children ?? (
        <Alert tone="info" title="No tools here yet">
          <p>
            This area has no tools yet. When they are built they will appear on this page; nothing here is stored or
            changed today.
          </p>
        </Alert>
      )}
    </PortalShell>
  );
}
