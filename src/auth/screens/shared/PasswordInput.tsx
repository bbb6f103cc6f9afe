/** The password of a sign-in, bound to the flow's field. */
import { PasswordField } from "../../../components/ui/PasswordField";
import { useField } from "./useField";

export function PasswordInput({
  label = "Password",
  autoComplete = "current-password",
}: {
  label?: string;
  autoComplete?: string;
}) {
  return <PasswordField label={label} autoComplete={autoComplete} required {...useField("password")} />;
}
