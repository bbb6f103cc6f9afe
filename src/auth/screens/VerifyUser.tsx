/** No verified contact yet: pick an unverified one to receive a code, or skip for now. */
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { SkipButton } from "./shared/SkipButton";
import { useFormHandlers } from "./shared/useFormHandlers";
import type { ContactAttribute } from "../flow/types";

const LABELS: Record<ContactAttribute, string> = { email: "Email", phone_number: "Phone Number" };

export default function VerifyUser() {
  const { context } = useAuthenticator();
  const { onChange } = useFormHandlers();
  const options = Object.entries(context.unverifiedContactMethods).filter(([, value]) => Boolean(value)) as [
    ContactAttribute,
    string,
  ][];
  const chosen =
    (context.formValues.unverifiedAttr as ContactAttribute | undefined) ?? context.attributeToVerify ?? options[0]?.[0];
  return (
    <AuthForm
      heading="Account recovery requires verified contact information"
      intro={<p>Verify a way to reach you, so you can reset your password if you ever need to.</p>}
      submitLabel="Verify"
      actions={<SkipButton />}
    >
      <fieldset sx={{ border: "none", p: 0, m: 0, mb: 3 }}>
        <legend sx={{ variant: "forms.label" }}>Contact to verify</legend>
        {options.map(([attribute, value]) => (
          <label key={attribute} sx={{ display: "flex", alignItems: "center", gap: 2, py: 1 }}>
            <input
              type="radio"
              name="unverifiedAttr"
              value={attribute}
              checked={chosen === attribute}
              onChange={onChange}
            />
            <span>
              {LABELS[attribute]}: {value}
            </span>
          </label>
        ))}
      </fieldset>
    </AuthForm>
  );
}
