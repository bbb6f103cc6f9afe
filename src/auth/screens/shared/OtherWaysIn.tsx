/**
 * The ways in besides the password, under the sign-in form's one primary button and set apart from it: a passkey, a
 * code by e-mail, each social provider and the hosted UI, each where the build offers it, all secondary. Inside the
 * form, since the passkey and the e-mail code read the login name from it.
 */
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";
import type { SocialProvider } from "../../flow/types";
import { NameOnlyButton } from "./NameOnlyButton";
import { ProviderButtons } from "./ProviderButtons";
import { OrDivider } from "./OrDivider";

export interface OtherWaysInProps {
  /** The page to return to after a social or hosted-UI sign-in. */
  from: string;
  /** Defaults to every configured provider. */
  providers?: readonly SocialProvider[] | undefined;
}

export function OtherWaysIn({ from, providers }: OtherWaysInProps) {
  const {
    busy,
    passkeySignIn,
    signInWithPasskey,
    emailCodeSignIn,
    signInWithEmailCode,
    socialProviders,
    hostedUiAvailable,
    openHostedUi,
  } = useAuthenticator((c) => [c.pending]);
  const headingId = useId();
  const social = providers ?? socialProviders;
  if (!passkeySignIn && !emailCodeSignIn && social.length === 0 && !hostedUiAvailable) return null;
  return (
    <div role="group" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <OrDivider id={headingId}>Or sign in another way</OrDivider>
      <div sx={{ display: "grid", gap: 2 }}>
        {passkeySignIn && <NameOnlyButton label="Sign in with a passkey" onChoose={signInWithPasskey} />}
        {emailCodeSignIn && <NameOnlyButton label="Email me a sign-in code" onChoose={signInWithEmailCode} />}
        <ProviderButtons providers={social} verb="Sign in" from={from} />
        {hostedUiAvailable && (
          <Button variant="secondary" fullWidth disabled={busy} onClick={() => void openHostedUi(from)}>
            Open Hosted UI
          </Button>
        )}
      </div>
    </div>
  );
}
