/** Step one of a reset: the login name, to which a code is sent. */
import type { LoginMechanism } from "../flow/formValues";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { LoginField } from "./shared/LoginField";

export default function ResetPassword({ loginMechanism }: { loginMechanism: LoginMechanism }) {
  return (
    <AuthForm
      heading="Reset your password"
      intro={<p>We will send you a code to choose a new password.</p>}
      submitLabel="Send code"
      actions={<BackToSignIn />}
    >
      <LoginField mechanism={loginMechanism} autoFocus />
    </AuthForm>
  );
}
