import { PasswordField } from "../../../components/ui/PasswordField";
import { useAuthenticator } from "../../useAuthenticator";
import { useField } from "./useField";

/** A new password and its confirmation, checked by the pool's policy as the user types. */
export function NewPasswordFields({ label = "Password" }: { label?: string }) {
  const { minLength } = useAuthenticator((c) => [c.config.passwordSettings]).context.config.passwordSettings;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint={`At least ${minLength} characters.`}
        {...useField("password")}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...useField("confirm_password")} />
    </>
  );
}
