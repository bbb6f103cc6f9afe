/**
 * Turning authenticator form values into what the identity service is sent.
 * Pure: values are trimmed (never the password), phone numbers are normalized, and only the standard
 * attributes Cognito allows (plus custom:*) become sign-up attributes.
 */
import type { FormValues } from "./validators";
import { WRITABLE_STANDARD_ATTRIBUTES } from "../../../core/auth/standardAttributes";

export type LoginMechanism = "username" | "email" | "phone_number";

export const DEFAULT_COUNTRY_CODE = "+1";

/** Fields that must reach the service exactly as typed. */
const UNTRIMMED = new Set(["password", "confirm_password"]);

export function trimValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" && !UNTRIMMED.has(key) ? value.trim() : value,
    ]),
  );
}

/**
 * Country code plus number, keeping only letters, digits and plus signs. A number typed in international form
 * (+44…) already carries its country code, so the selected one is not added again.
 */
export function formatPhoneNumber(countryCode: string | undefined, phoneNumber: string): string {
  const international = phoneNumber.trim().startsWith("+");
  return `${international ? "" : (countryCode ?? "")}${phoneNumber}`.replace(/[^A-Za-z0-9+]/g, "");
}

/**
 * The name sent as USERNAME, read from the login-mechanism field (`username`, `email` or `phone_number`);
 * with a country code on the form, a phone-number login is prefixed with it.
 */
export function usernameFrom(values: FormValues, mechanism: LoginMechanism = "username"): string {
  const raw = (values[mechanism] ?? values.username ?? "").trim();
  // A phone login always goes out in E.164: the form's country code, or the default one when the form has none.
  if (mechanism === "phone_number") return formatPhoneNumber(values.country_code || DEFAULT_COUNTRY_CODE, raw);
  return raw;
}

const STANDARD_SIGN_UP_ATTRIBUTES: readonly string[] = WRITABLE_STANDARD_ATTRIBUTES;

export function isAllowedSignUpAttribute(name: string): boolean {
  return STANDARD_SIGN_UP_ATTRIBUTES.includes(name) || name.startsWith("custom:");
}

/** The user attributes of a sign-up: allowed, non-empty, the phone number normalized; the login field is not one. */
export function signUpAttributes(values: FormValues, mechanism: LoginMechanism = "username"): Record<string, string> {
  const trimmed = trimValues(values);
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(trimmed)) {
    if (!value || !isAllowedSignUpAttribute(name)) continue;
    attributes[name] =
      name === "phone_number" ? formatPhoneNumber(trimmed.country_code ?? DEFAULT_COUNTRY_CODE, value) : value;
  }
  // Signing in by e-mail or phone: that value is the username and also the attribute of the same name.
  if (mechanism !== "username") attributes[mechanism] = usernameFrom(trimmed, mechanism);
  return attributes;
}
