/** The code sent to the contact being verified; skipping keeps it unverified. */
import React from "react";
import { Button } from "../../components/ui/Button";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { CodeField, deliveryText } from "./shared/fields";

export default function ConfirmVerifyUser() {
  const { context, skip, busy } = useAuthenticator();
  return (
    <AuthForm
      heading="Verify your contact information"

      intro={<p>{deliveryText(context.codeDeliveryDetails, "Enter the code we sent you.")}</p>}
      submitLabel="Submit"
      actions={
        <Button variant="ghost" onClick={skip} disabled={busy}>
          Skip
        </Button>
      }
    >
      <CodeField />
    </AuthForm>
  );
}
