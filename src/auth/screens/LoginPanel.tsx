/**
 * What /login/ and the access screen of a protected page share: the hosted-UI and Google buttons, the
 * authenticator, and once signed in, who is signed in with a 'Sign Out' button.
 */
import React from "react";
import { Button, ButtonLink } from "../../components/ui/Button";
import type { LoginMechanism } from "../flow/formValues";
import Authenticator from "./Authenticator";
import { useAuthenticator } from "../useAuthenticator";

export interface LoginPanelProps {
  from: string;
  loginMechanism?: LoginMechanism;
  /** What a signed-in user sees; the default is the sign-out panel of /login/. */
  signedIn?: React.ReactNode;
}

function SignedIn() {
  const { user, signOut } = useAuthenticator();
  if (!user) return null;
  return (
    <div sx={{ variant: "cards.primary", maxWidth: 480, mx: "auto", textAlign: "center" }}>
      <p sx={{ mt: 0 }}>
        You are signed in as <strong>{user.username}</strong>.
      </p>
      <div sx={{ display: "grid", gap: 2 }}>
        <ButtonLink to="/admin/" fullWidth>
          Go to the Admin Portal
        </ButtonLink>
        <Button variant="secondary" fullWidth onClick={() => void signOut()}>
          Sign Out ({user.username})
        </Button>
      </div>
    </div>
  );
}

export default function LoginPanel({ from, loginMechanism = "email", signedIn }: LoginPanelProps) {
  const { route, busy, hostedUiAvailable, socialProviders, federatedSignIn, openHostedUi } = useAuthenticator();
  const signingIn = route === "signIn" || route === "signUp";
  // Shown (not yet usable) while the session is checked too: most visitors are signed out, and buttons appearing
  // above the form once the check ends would push it down (a layout shift of 0.1 on a phone).
  const checking = route === "idle" || route === "setup";
  return (
    <div>
      {(signingIn || checking) && (hostedUiAvailable || socialProviders.includes("Google")) && (
        <div sx={{ display: "grid", gap: 2, maxWidth: 480, mx: "auto", mb: 4 }}>
          {socialProviders.includes("Google") && (
            <Button fullWidth disabled={busy || checking} onClick={() => federatedSignIn("Google", from)}>
              Click to Sign in With Google
            </Button>
          )}
          {hostedUiAvailable && (
            <Button variant="secondary" fullWidth disabled={busy || checking} onClick={() => void openHostedUi(from)}>
              Open Hosted UI
            </Button>
          )}
        </div>
      )}
      <Authenticator
        loginMechanism={loginMechanism}
        from={from}
        socialProviders={socialProviders.filter((p) => p !== "Google")}
      >
        {() => signedIn ?? <SignedIn />}
      </Authenticator>
    </div>
  );
}
