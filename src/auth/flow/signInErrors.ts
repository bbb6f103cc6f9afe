/**
 * What the sign-in form says when it cannot go on, in its own words and at the field concerned, never the pool's
 * raw text ('Missing required parameter USERNAME', 'Incorrect username or password.' on a field labeled Email). The
 * empty fields are caught before anything is sent; a refusal from the pool is read by its code.
 */
import type { LoginMechanism } from "./formValues";
import { CONFIGURATION_ERROR_MESSAGE, errorCode, errorMessage, isMissingUserPool } from "./guards";

/** What the person calls the login name, as the form labels it. */
export const LOGIN_NAMES: Readonly<Record<LoginMechanism, string>> = {
  email: "email address",
  username: "user name",
  phone_number: "phone number",
};

export const PASSWORD_REQUIRED = "Enter your password.";

export function loginNameRequired(mechanism: LoginMechanism): string {
  return `Enter your ${LOGIN_NAMES[mechanism]}.`;
}

/** The name-only ways in ('Email me a sign-in code', a passkey) say what the name is for. */
export function loginNameRequiredFor(mechanism: LoginMechanism, purpose: "code" | "passkey"): string {
  const name = LOGIN_NAMES[mechanism];
  return purpose === "code"
    ? `Enter your ${name}: the code goes to that account's email.`
    : `Enter your ${name} to use that account's passkey.`;
}

/** The empty fields of the sign-in form, each with its message; none when both are filled in. */
export function emptySignInFields(
  mechanism: LoginMechanism,
  username: string,
  password: string,
): Record<string, string> {
  return {
    ...(username ? {} : { [mechanism]: loginNameRequired(mechanism) }),
    ...(password ? {} : { password: PASSWORD_REQUIRED }),
  };
}

/**
 * A refused sign-in as the form says it. The library's own checks (a plain error without a service code: 'Invalid
 * UserPoolId format.', the configuration message) keep their words, which the specification gives.
 */
export function signInRefusal(error: unknown, mechanism: LoginMechanism): string {
  if (isMissingUserPool(error)) return CONFIGURATION_ERROR_MESSAGE;
  if (error instanceof TypeError)
    return "The sign-in service could not be reached. Check your connection, then try again.";
  const code = errorCode(error);
  const message = errorMessage(error);
  if (!code) return message;
  const name = LOGIN_NAMES[mechanism];
  if (code === "NotAuthorizedException" && /disabled/i.test(message))
    return "This account is disabled. Ask your administrator to enable it.";
  if (code === "NotAuthorizedException" && /attempts exceeded/i.test(message))
    return "Too many wrong passwords. Wait a few minutes, then try again, or reset your password.";
  // Wrong password, or no such account (the pool does not say which, nor does the form).
  if (code === "NotAuthorizedException" || code === "UserNotFoundException")
    return `That ${name} and password do not match an account. Check both, or reset your password.`;
  if (code === "LimitExceededException" || code === "TooManyRequestsException")
    return "Too many attempts. Wait a few minutes, then try again.";
  if (code === "InvalidParameterException") return `Check your ${name} and password, then try again.`;
  if (code === "NetworkError")
    return "The sign-in service could not be reached. Check your connection, then try again.";
  return "Signing in did not work just now. Try again in a moment.";
}
