/**
 * 'Sign out' on every portal page (a shared machine should not need a trip to /login/): the same sign-out as the
 * login page's, which revokes the session on the server and lands on /login/. Nothing where there is no flow.
 */
import { useState } from "react";
import { Button } from "../components/ui/Button";
import { useSignOut } from "../auth/useAuthenticator";

export function PortalSignOut() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  if (!signOut) return null;
  return (
    <Button
      variant="secondary"
      busy={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      Sign out
    </Button>
  );
}

export default PortalSignOut;
