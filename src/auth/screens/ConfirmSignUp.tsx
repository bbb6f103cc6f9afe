/** The code sent at sign-up; the account is signed in automatically once it is confirmed. */
import React from "react";
import { Button } from "../../components/ui/Button";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { CodeField, deliveryText } from "./shared/fields";

export default function ConfirmSignUp() {
  const { context, resend, busy } = useAuthenticator();
  const fallback = "Your account is not confirmed yet. Enter the code we sent to your email.";
  return (
    <AuthForm
      heading="Confirm your account"

      intro={<p>{deliveryText(context.codeDeliveryDetails, fallback)}</p>}
      submitLabel="Confirm"
      actions={
        <>
          <Button variant="ghost" onClick={resend} disabled={busy}>
            Resend Code
          </Button>
          <BackToSignIn />
        </>
      }
    >
      <CodeField label="Confirmation Code" />
    </AuthForm>
  );
}
