/** A portal address that matches no area (the client-only routes catch every path under their prefix). */
import { ButtonLink } from "../components/ui/Button";
import PortalShell from "./PortalShell";

export default function PortalNotFound({ path }: { path: string }) {
  return (
    <PortalShell title="Page not found">
      <p>
        There is no portal page at <code>{path}</code>.
      </p>
      <ButtonLink to="/admin/">Back to the Admin Portal</ButtonLink>
    </PortalShell>
  );
}
