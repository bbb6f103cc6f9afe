/** First sign-in of a user who must use an authenticator app: scan or copy the secret, then prove a code. */
import { site } from "../../../core/config/site";
import { useAuthenticator } from "../useAuthenticator";
import { otpauthUri } from "../totp/otpauth";
import TotpSecret from "../totp/TotpSecret";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { CodeField } from "./shared/CodeField";

export default function SetupTotp() {
  const { context } = useAuthenticator();
  const secret = context.totpSecretCode ?? "";
  const account = context.user?.username ?? "";
  return (
    <AuthForm
      heading="Set up an authenticator app"
      intro={
        <p>Scan the QR code with your authenticator app, or enter the secret by hand, then type the code it shows.</p>
      }
      submitLabel="Confirm"
      actions={<BackToSignIn />}
    >
      <TotpSecret uri={otpauthUri({ issuer: site.brand, account, secret })} secret={secret} />
      <CodeField autoFocus={false} />
    </AuthForm>
  );
}
