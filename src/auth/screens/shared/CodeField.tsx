/** The one-time code a screen after the form asks for (confirmation, MFA, reset), bound to the flow's field. */
import { OneTimeCodeField } from "../../../components/ui/OneTimeCodeField";
import { useField } from "./useField";

export function CodeField({ label = "Code", autoFocus = true }: { label?: string; autoFocus?: boolean }) {
  return <OneTimeCodeField label={label} required autoFocus={autoFocus} {...useField("confirmation_code")} />;
}
