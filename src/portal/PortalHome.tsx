/**
 * /admin/: the areas the signed-in user may use, grouped by the work they serve. Areas with tools are cards to
 * open; areas not built yet are listed as planned, with what they will hold, so nobody opens an empty page to
 * find out.
 */
import { isSuperAdmin } from "../../core/config/adminNav";
import type { AuthUser } from "../auth/flow/types";
import { portalHomeFor } from "../../core/portal/areas";
import PortalShell from "./PortalShell";
import PortalGroupSection from "./home/PortalGroupSection";

export default function PortalHome({ user }: { user: AuthUser }) {
  return (
    <PortalShell
      title="Admin Portal"
      back={false}
      lead={
        <p sx={{ m: 0 }}>
          Signed in as <strong>{user.username}</strong>
          {isSuperAdmin(user.groups) ? ", a super admin (member of Admins)." : "."}
        </p>
      }
    >
      <div sx={{ display: "grid", gap: 5 }}>
        {portalHomeFor(user.groups).map((group) => (
          <PortalGroupSection key={group.id} group={group} />
        ))}
      </div>
    </PortalShell>
  );
}
