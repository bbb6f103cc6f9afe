/** Step two of a reset: the code and the new password. Its cancel action resends the code. */
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { ResendCodeButton } from "./shared/ResendCodeButton";
import { CodeField } from "./shared/CodeField";
import { NewPasswordFields } from "./shared/NewPasswordFields";
import { deliveryText } from "./shared/deliveryText";

export default function ConfirmResetPassword() {
  const { context, cancel } = useAuthenticator();
  const required = context.redirectIntent === "confirmPasswordReset";
  const fallback = "Enter the code we sent you and choose a new password.";
  return (
    <AuthForm
      heading="Reset your password"
      intro={
        <>
          {required && <p>An administrator asked you to choose a new password before signing in again.</p>}
          <p>{deliveryText(context.codeDeliveryDetails, fallback)}</p>
        </>
      }
      submitLabel="Submit"
      actions={
        <>
          <ResendCodeButton onResend={cancel} />
          <BackToSignIn />
        </>
      }
    >
      <CodeField />
      <NewPasswordFields label="New Password" />
    </AuthForm>
  );
}
