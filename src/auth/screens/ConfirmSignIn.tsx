/**
 * A code that completes a sign-in: the second factor (a text message or the authenticator app), or the first one
 * when the user asked for a code by e-mail (EMAIL_OTP), which can be sent again.
 */
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { CodeField } from "./shared/CodeField";
import { ResendCodeButton } from "./shared/ResendCodeButton";

function EmailCodeSignIn({ destination }: { destination: string | undefined }) {
  const { resend } = useAuthenticator();
  return (
    <AuthForm
      heading="Enter your sign-in code"
      intro={
        <p>
          {destination ? `We emailed a code to ${destination}.` : "We emailed you a code."} It may take a minute to
          arrive.
        </p>
      }
      submitLabel="Confirm"
      actions={
        <>
          <ResendCodeButton onResend={resend} />
          <BackToSignIn />
        </>
      }
    >
      <CodeField label="Sign-in code" />
    </AuthForm>
  );
}

export default function ConfirmSignIn() {
  const { context } = useAuthenticator();
  const raw = context.user?.challengeParam?.CODE_DELIVERY_DESTINATION;
  const destination = typeof raw === "string" ? raw : undefined;
  if (context.challengeName === "EMAIL_OTP") return <EmailCodeSignIn destination={destination} />;
  const sms = context.challengeName === "SMS_MFA";
  return (
    <AuthForm
      heading={sms ? "Confirm SMS Code" : "Confirm TOTP Code"}
      intro={
        <p>
          {sms
            ? `Enter the code we sent by text message${destination ? ` to ${destination}` : ""}.`
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
