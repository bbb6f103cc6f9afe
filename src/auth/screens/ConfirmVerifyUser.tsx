/** The code sent to the contact being verified; skipping keeps it unverified. */
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { SkipButton } from "./shared/SkipButton";
import { CodeField } from "./shared/CodeField";
import { deliveryText } from "./shared/deliveryText";

export default function ConfirmVerifyUser() {
  const { context } = useAuthenticator();
  return (
    <AuthForm
      heading="Verify your contact information"
      intro={<p>{deliveryText(context.codeDeliveryDetails, "Enter the code we sent you.")}</p>}
      submitLabel="Submit"
      actions={<SkipButton />}
    >
      <CodeField />
    </AuthForm>
  );
}
