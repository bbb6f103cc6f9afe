/**
 * What /login/ and the access screen of a protected page share: the authenticator, whose sign-in tab offers every
 * way in (the password first, then a passkey, a code by e-mail, Google and the hosted UI), and once signed in, who
 * is signed in with a 'Sign Out' button.
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
  const { user, signOut } = useAuthenticator((c) => [c.user]);
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
  return (
    <Authenticator loginMechanism={loginMechanism} from={from}>
      {() => signedIn ?? <SignedIn />}
    </Authenticator>
  );
}
