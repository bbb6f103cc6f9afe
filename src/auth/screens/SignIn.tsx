/**
 * The sign-in tab: login name and password, federated buttons, a code by e-mail instead of the password (when the
 * build offers it), and the way to reset a forgotten password.
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { EmailCodeButton } from "./shared/EmailCodeButton";
import { FederatedButtons } from "./shared/FederatedButtons";
import { LoginField, PasswordInput } from "./shared/fields";

export default function SignIn({ loginMechanism, from, providers }: ScreenProps) {
  const { toResetPassword, emailCodeSignIn } = useAuthenticator();
  return (
    <AuthForm
      heading="Sign in to your account"
      submitLabel="Sign in"
      before={<FederatedButtons from={from} providers={providers} />}
      alternative={emailCodeSignIn ? <EmailCodeButton /> : undefined}
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
