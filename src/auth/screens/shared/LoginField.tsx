/** The login name: a username, an e-mail address, or a phone number with its country code. */
import { TextField } from "../../../components/ui/TextField";
import { DEFAULT_COUNTRY_CODE, type LoginMechanism } from "../../flow/formValues";
import { useField } from "./useField";

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
