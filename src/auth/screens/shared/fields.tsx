/**
 * Field groups several screens share, each bound to the flow's values, errors and change/blur events.
 */
import { TextField } from "../../../components/ui/TextField";
import { OneTimeCodeField } from "../../../components/ui/OneTimeCodeField";
import { PasswordField } from "../../../components/ui/PasswordField";
import { useAuthenticator } from "../../useAuthenticator";
import { useFormHandlers } from "./useFormHandlers";
import { DEFAULT_COUNTRY_CODE, type LoginMechanism } from "../../flow/formValues";

/** Value, error and handlers of one field, as the flow holds them. */
export function useField(name: string) {
  const { context } = useAuthenticator((c) => [c.formValues[name], c.validationErrors[name]]);
  const { onChange, onBlur } = useFormHandlers();
  return {
    name,
    value: context.formValues[name] ?? "",
    error: context.validationErrors[name],
    onChange,
    onBlur,
  };
}

const LOGIN_LABELS: Record<LoginMechanism, string> = {
  username: "Username",
  email: "Email",
  phone_number: "Phone number",
};

export const COUNTRY_CODES = [
  "+1",
  "+44",
  "+49",
  "+33",
  "+34",
  "+39",
  "+31",
  "+46",
  "+41",
  "+61",
  "+64",
  "+81",
  "+82",
  "+86",
  "+91",
  "+52",
  "+55",
  "+27",
  "+971",
];

/** The login name: a username, an e-mail address, or a phone number with its country code. */
export function LoginField({ mechanism, autoFocus = false }: { mechanism: LoginMechanism; autoFocus?: boolean }) {
  const field = useField(mechanism);
  const country = useField("country_code");
  if (mechanism === "phone_number") {
    return (
      <div sx={{ display: "grid", gridTemplateColumns: "110px 1fr", gap: 2 }}>
        <div sx={{ mb: 3 }}>
          <label htmlFor="auth-country-code" sx={{ variant: "forms.label" }}>
            Country code
          </label>
          <select
            id="auth-country-code"
            name="country_code"
            value={country.value || DEFAULT_COUNTRY_CODE}
            onChange={country.onChange}
            onBlur={country.onBlur}
            autoComplete="tel-country-code"
            sx={{ variant: "forms.input" }}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={LOGIN_LABELS.phone_number}
          type="tel"
          autoComplete="username"
          required
          autoFocus={autoFocus}
          {...field}
        />
      </div>
    );
  }
  return (
    <TextField
      label={LOGIN_LABELS[mechanism]}
      type={mechanism === "email" ? "email" : "text"}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      autoFocus={autoFocus}
      {...field}
    />
  );
}

export function PasswordInput({
  label = "Password",
  autoComplete = "current-password",
}: {
  label?: string;
  autoComplete?: string;
}) {
  return <PasswordField label={label} autoComplete={autoComplete} required {...useField("password")} />;
}

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

export function CodeField({ label = "Code", autoFocus = true }: { label?: string; autoFocus?: boolean }) {
  return <OneTimeCodeField label={label} required autoFocus={autoFocus} {...useField("confirmation_code")} />;
}

/** Where a code was sent, from the service's delivery details. */
export function deliveryText(
  details: { Destination?: string; DeliveryMedium?: string } | null,
  fallback: string,
): string {
  if (!details?.Destination) return fallback;
  const medium = details.DeliveryMedium === "SMS" ? "a text message" : "an email";
  return `We sent a code by ${medium} to ${details.Destination}. It may take a minute to arrive.`;
}
