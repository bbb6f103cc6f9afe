/** The sign-in tab: login name and password, federated buttons, and the way to reset a forgotten password. */
import React from "react";
import { Button } from "../../components/ui/Button";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { FederatedButtons } from "./shared/FederatedButtons";
import { LoginField, PasswordInput } from "./shared/fields";

export default function SignIn({ loginMechanism, from, providers }: ScreenProps) {
  const { toResetPassword } = useAuthenticator();
  return (
    <AuthForm
      heading="Sign in to your account"
      submitLabel="Sign in"
      before={<FederatedButtons from={from} providers={providers} />}
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
