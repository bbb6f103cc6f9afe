/** The second factor: a code from a text message or from the authenticator app. */
import React from "react";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { CodeField } from "./shared/fields";

export default function ConfirmSignIn() {
  const { context } = useAuthenticator();
  const sms = context.challengeName === "SMS_MFA";
  const destination = context.user?.challengeParam?.CODE_DELIVERY_DESTINATION;
  return (
    <AuthForm
      heading={sms ? "Confirm SMS Code" : "Confirm TOTP Code"}

      intro={
        <p>
          {sms
            ? `Enter the code we sent by text message${typeof destination === "string" ? ` to ${destination}` : ""}.`
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      }
      submitLabel="Confirm"
      actions={<BackToSignIn />}
    >
      <CodeField />
    </AuthForm>
  );
}
