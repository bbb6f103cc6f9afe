/** /admin/account/: every user-side operation of the identity service, on the signed-in user's own account. */
import React, { useMemo } from "react";
import type { AuthUser } from "../../auth/flow/types";
import { createAccountServices } from "../../auth/accountServices";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import PortalShell from "../PortalShell";
import AccountSecurity from "./AccountSecurity";

export default function AccountPage({ user, signOut }: { user: AuthUser; signOut: () => Promise<void> }) {
  const runtime = useAuthRuntime();
  const services = useMemo(() => createAccountServices(runtime.services.pool), [runtime]);
  return (
    <PortalShell
      title="Account security"
      lead={<p sx={{ m: 0 }}>Your profile, password, sign-in factors and devices.</p>}
    >
      <AccountSecurity services={services} username={user.username} onSignedOut={() => void signOut()} />
    </PortalShell>
  );
}
