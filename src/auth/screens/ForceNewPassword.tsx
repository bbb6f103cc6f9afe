/** A temporary password must be replaced, with any attributes the pool requires, before signing in. */
import { TextField } from "../../components/ui/TextField";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { BackToSignIn } from "./shared/BackToSignIn";
import { NewPasswordFields } from "./shared/NewPasswordFields";
import { useField } from "./shared/useField";

/** "family_name" → "Family name"; "custom:department" → "Department". */
export function attributeLabel(name: string): string {
  const bare = name.replace(/^custom:/, "").replace(/_/g, " ");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

const AUTOCOMPLETE: Record<string, string> = {
  email: "email",
  phone_number: "tel",
  name: "name",
  given_name: "given-name",
  family_name: "family-name",
  birthdate: "bday",
};

function RequiredAttribute({ name }: { name: string }) {
  const type = name === "email" ? "email" : name === "phone_number" ? "tel" : name === "birthdate" ? "date" : "text";
  return (
    <TextField
      label={attributeLabel(name)}
      type={type}
      autoComplete={AUTOCOMPLETE[name] ?? "off"}
      required
      {...useField(name)}
    />
  );
}

export default function ForceNewPassword() {
  const { context } = useAuthenticator();
  return (
    <AuthForm
      heading="Change Password"
      intro={<p>Your password is temporary. Choose a new one to finish signing in.</p>}
      submitLabel="Change Password"
      actions={<BackToSignIn />}
    >
      <NewPasswordFields label="New Password" />
      {context.requiredAttributes.map((name) => (
        <RequiredAttribute key={name} name={name} />
      ))}
    </AuthForm>
  );
}
