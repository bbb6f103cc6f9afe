/** The create-account tab: login name, a new password and its confirmation (e-mail is verified by code). */
import type { ScreenProps } from "./shared/screenProps";
import { AuthForm } from "./shared/AuthForm";
import { FederatedButtons } from "./shared/FederatedButtons";
import { LoginField } from "./shared/LoginField";
import { NewPasswordFields } from "./shared/NewPasswordFields";
import { TextField } from "../../components/ui/TextField";
import { useField } from "./shared/useField";

function EmailAttribute() {
  return <TextField label="Email" type="email" autoComplete="email" required {...useField("email")} />;
}

export default function SignUp({ loginMechanism, from, providers }: ScreenProps) {
  return (
    <AuthForm
      heading="Create a new account"
      submitLabel="Create Account"
      before={<FederatedButtons from={from} providers={providers} />}
    >
      <LoginField mechanism={loginMechanism} />
      {/* The pool verifies accounts by e-mail: ask for it unless it is already the login name. */}
      {loginMechanism !== "email" && <EmailAttribute />}
      <NewPasswordFields />
    </AuthForm>
  );
}
