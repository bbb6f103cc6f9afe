/**
 * Named guards: how service results and errors pick the next screen.
 * Pure predicates, each testable alone, in the spirit of Amplify UI's guards.ts.
 */
import type { AuthUser, ContactAttribute, VerifiedContact } from "./types";

/** Cognito's error code: `code`/`name`, or the text after '#' in a `__type`. */
export function errorCode(error: unknown): string {
  if (!error || typeof error !== "object") return "";
  const e = error as { code?: unknown; name?: unknown; __type?: unknown };
  const raw =
    [e.code, e.__type, e.name].find((v): v is string => typeof v === "string" && v !== "" && v !== "Error") ?? "";
  return raw.includes("#") ? raw.slice(raw.lastIndexOf("#") + 1) : raw;
}

export function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
    return (error as { message: string }).message;
  }
  return "Something went wrong. Please try again.";
}

export const CONFIGURATION_ERROR_MESSAGE = "Configuration error (see console) – please contact the administrator";

export const shouldConfirmSignUp = (error: unknown) => errorCode(error) === "UserNotConfirmedException";
export const shouldResetPasswordFromSignIn = (error: unknown) => errorCode(error) === "PasswordResetRequiredException";
/** Resending a code to a user who confirmed meanwhile: carry on as confirmed (Amplify UI issue #219). */
export const isUserAlreadyConfirmed = (error: unknown) => errorMessage(error) === "User is already confirmed.";
export const isMissingUserPool = (error: unknown) =>
  /user ?pool/i.test(errorMessage(error)) &&
  /(missing|required|no user ?pool|not configured)/i.test(errorMessage(error));

export const shouldSetupTotp = (user: AuthUser) => user.challengeName === "MFA_SETUP";
/** A code e-mailed as the first factor (USER_AUTH): answered on the confirm-sign-in screen like an MFA code. */
export const isEmailCodeChallenge = (user: AuthUser | null) => user?.challengeName === "EMAIL_OTP";
/**
 * The same EMAIL_OTP challenge after a password is e-mail MFA: answered as a second factor, and resent by signing in
 * with the password again (a first-factor code is resent by asking for a new code).
 */
export const isEmailMfaChallenge = (user: AuthUser | null, afterPassword: boolean) =>
  isEmailCodeChallenge(user) && afterPassword;
/** The pool wants a passkey (USER_AUTH with WEB_AUTHN): the browser is to ask for it. */
export const isPasskeyChallenge = (user: AuthUser) => user.challengeName === "WEB_AUTHN";
/** The pool lists other ways to sign in (SELECT_CHALLENGE), e.g. for an account without a passkey. */
export const isMethodChoice = (user: AuthUser) => user.challengeName === "SELECT_CHALLENGE";
export const shouldConfirmSignIn = (user: AuthUser) =>
  user.challengeName === "SMS_MFA" || user.challengeName === "SOFTWARE_TOKEN_MFA" || isEmailCodeChallenge(user);
export const shouldForceNewPassword = (user: AuthUser) => user.challengeName === "NEW_PASSWORD_REQUIRED";
export const hasChallenge = (user: AuthUser) => typeof user.challengeName === "string" && user.challengeName !== "";

/** Ask to verify a contact only when none is verified and there is one to verify. */
export function shouldVerifyContact(contact: VerifiedContact): boolean {
  const anyVerified = Object.values(contact.verified).some(Boolean);
  const anyUnverified = Object.values(contact.unverified).some(Boolean);
  return !anyVerified && anyUnverified;
}

export function firstUnverified(contact: Partial<Record<ContactAttribute, string>>): ContactAttribute | null {
  if (contact.email) return "email";
  if (contact.phone_number) return "phone_number";
  return null;
}
