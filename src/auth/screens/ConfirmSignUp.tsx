/** The code sent at sign-up; the account is signed in automatically once it is confirmed. */
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { ResendCodeButton } from "./shared/ResendCodeButton";
import { CodeField } from "./shared/CodeField";
import { deliveryText } from "./shared/deliveryText";

export default function ConfirmSignUp() {
  const { context, resend } = useAuthenticator();
  const fallback = "Your account is not confirmed yet. Enter the code we sent to your email.";
  return (
    <AuthForm
      heading="Confirm your account"
      intro={<p>{deliveryText(context.codeDeliveryDetails, fallback)}</p>}
      submitLabel="Confirm"
      actions={
        <>
          <ResendCodeButton onResend={resend} />
          <BackToSignIn />
        </>
      }
    >
      <CodeField label="Confirmation Code" />
    </AuthForm>
  );
}
