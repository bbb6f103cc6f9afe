/** /admin/account/: every user-side operation of the identity service, on the signed-in user's own account. */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AuthUser } from "../../auth/flow/types";
import { createAccountServices, type AccountServices } from "../../auth/cognito/accountServices";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import { requireRecentSignIn } from "../../auth/session/stepUp";
import { ReauthenticateContext } from "./reauthenticate";
import { Alert } from "../../components/ui/Alert";
import PortalShell from "../PortalShell";
import AccountSecurity from "./AccountSecurity";
import { withServerFactors } from "./serverFactors";

type Services = { kind: "loading" } | { kind: "ready"; services: AccountServices } | { kind: "failed" };

/**
 * What needs a sign-in within the last five minutes (step-up): the password, the sign-in factors (MFA and
 * passkeys), deletion.
 */
export const SENSITIVE_ACTIONS = [
  "changePassword",
  "startTotpSetup",
  "verifyTotp",
  "setMfaPreference",
  "addPasskey",
  "deletePasskey",
  "deleteAccount",
] as const satisfies readonly (keyof AccountServices)[];

export default function AccountPage({ user, signOut }: { user: AuthUser; signOut: () => Promise<void> }) {
  const runtime = useAuthRuntime();
  const signedInAt = useRef(user.signedInAt);
  signedInAt.current = user.signedInAt;
  // Signing out here (not leaving) puts the access screen on this page; signing in there brings the page back
  // with a fresh sign-in time.
  const reauthenticate = useCallback(() => runtime.authenticator.send({ type: "SIGN_OUT" }), [runtime]);
  // The library is already loaded here (the protected wrapper checked the session with it); this only waits a tick.
  const [state, setState] = useState<Services>({ kind: "loading" });
  useEffect(() => {
    let active = true;
    runtime.library().then(
      (library) => {
        if (!active) return;
        const direct = createAccountServices(library.services.accountPool);
        // With the functions, the password, factor changes and deletion go through them (step-up checked there).
        const services = runtime.serverSession
          ? withServerFactors(direct, {
              fetch: (input, init) => window.fetch(input, init),
              tokens: () => runtime.services.sessionTokens(),
            })
          : direct;
        setState({
          kind: "ready",
          services: requireRecentSignIn(services, SENSITIVE_ACTIONS, () => signedInAt.current),
        });
      },
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
      lead={<p sx={{ m: 0 }}>Your profile, password, sign-in factors, passkeys and devices.</p>}
    >
      {state.kind === "ready" && (
        <ReauthenticateContext.Provider value={reauthenticate}>
          <AccountSecurity
            services={state.services}
            username={user.username}
            onSignedOut={() => void signOut()}
            passkeys={runtime.passkeySignIn}
          />
        </ReauthenticateContext.Provider>
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
