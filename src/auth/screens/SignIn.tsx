/**
 * The sign-in tab: login name and password, federated buttons, a code by e-mail or a passkey instead of the
 * password (each when the build offers it), and the way to reset a forgotten password.
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { NameOnlyButton } from "./shared/NameOnlyButton";
import { SignOutUnconfirmed } from "./shared/SignOutUnconfirmed";
import { FederatedButtons } from "./shared/FederatedButtons";
import { LoginField, PasswordInput } from "./shared/fields";

export default function SignIn({ loginMechanism, from, providers }: ScreenProps) {
  const { context, toResetPassword, emailCodeSignIn, signInWithEmailCode, passkeySignIn, signInWithPasskey } =
    useAuthenticator();
  return (
    <AuthForm
      heading="Sign in to your account"
      submitLabel="Sign in"
      disableWhileInvalid={false}
      before={
        <>
          {context.notice === "signOutUnconfirmed" && <SignOutUnconfirmed />}
          <FederatedButtons from={from} providers={providers} />
        </>
      }
      alternative={
        <>
          {passkeySignIn && <NameOnlyButton label="Sign in with a passkey" onChoose={signInWithPasskey} />}
          {emailCodeSignIn && <NameOnlyButton label="Email me a sign-in code" onChoose={signInWithEmailCode} />}
        </>
      }
      actions={
        <Button variant="ghost" onClick={toResetPassword}>
          Forgot your password?
        </Button>
      }
    >
      <LoginField mechanism={loginMechanism} />
      <PasswordInput />
    </AuthForm>
  );
}
