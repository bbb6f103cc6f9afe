/** A signed-in user who is not allowed into an area: say who they are and why, never show the page. */
import { ButtonLink } from "../components/ui/Button";
import type { AuthUser } from "../auth/flow/types";
import { audienceText, type PortalArea } from "../../core/portal/areas";
import PortalShell from "./PortalShell";

export default function NotAuthorized({ area, user, reason }: { area: PortalArea; user: AuthUser; reason?: string }) {
  return (
    <PortalShell title="Not authorized">
      <div role="alert" sx={{ maxWidth: "prose" }}>
        <p sx={{ fontSize: 3 }}>
          You are signed in as <strong>{user.username}</strong>, but <strong>{area.label}</strong> is not available to
          you.
        </p>
        {reason && <p>The server says: {reason}</p>}
        <p>Who may use it: {audienceText(area.audience)} Ask a super admin if you need access.</p>
      </div>
      <ButtonLink to="/admin/">Back to the Admin Portal</ButtonLink>
    </PortalShell>
  );
}
