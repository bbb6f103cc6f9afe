/** /admin/account/: every user-side operation of the identity service, on the signed-in user's own account. */
import React, { useEffect, useState } from "react";
import type { AuthUser } from "../../auth/flow/types";
import { createAccountServices, type AccountServices } from "../../auth/accountServices";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import { Alert } from "../../components/ui/Alert";
import PortalShell from "../PortalShell";
import AccountSecurity from "./AccountSecurity";

type Services = { kind: "loading" } | { kind: "ready"; services: AccountServices } | { kind: "failed" };

export default function AccountPage({ user, signOut }: { user: AuthUser; signOut: () => Promise<void> }) {
  const runtime = useAuthRuntime();
  // The library is already loaded here (the protected wrapper checked the session with it); this only waits a tick.
  const [state, setState] = useState<Services>({ kind: "loading" });
  useEffect(() => {
    let active = true;
    runtime.library().then(
      (library) => active && setState({ kind: "ready", services: createAccountServices(library.services.pool) }),
      (error: unknown) => {
        console.error("The sign-in library could not be loaded:", error);
        if (active) setState({ kind: "failed" });
      },
    );
    return () => {
      active = false;
    };
  }, [runtime]);
  return (
    <PortalShell
      title="Account security"
      lead={<p sx={{ m: 0 }}>Your profile, password, sign-in factors and devices.</p>}
    >
      {state.kind === "ready" && (
        <AccountSecurity services={state.services} username={user.username} onSignedOut={() => void signOut()} />
      )}
      {state.kind === "loading" && <p role="status">Loading your account…</p>}
      {state.kind === "failed" && (
        <Alert tone="error" title="Your account could not be loaded">
          Check your connection and reload the page.
        </Alert>
      )}
    </PortalShell>
  );
}
