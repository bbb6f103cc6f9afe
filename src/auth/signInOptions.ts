/**
 * The sign-in form's optional ways in, each a build setting that is off when unset, because a pool answers them
 * only when its app client allows USER_AUTH and the way is among its allowed first factors:
 * GATSBY_AUTH_EMAIL_CODE ('Email me a sign-in code', EMAIL_OTP) and GATSBY_AUTH_PASSKEYS ('Sign in with a
 * passkey', WEB_AUTHN). The committed .env files turn both on for the local emulator, which does both.
 */
export const EMAIL_CODE_VARIABLE = "GATSBY_AUTH_EMAIL_CODE";
export const PASSKEYS_VARIABLE = "GATSBY_AUTH_PASSKEYS";

/** "on" or "off" (or unset: off); another value is reported by name and counts as off. */
export function parseOnOffSetting(
  variable: string,
  value: string | undefined,
): { enabled: boolean; problems: string[] } {
  const text = (value ?? "").trim();
  if (text === "" || text === "off") return { enabled: false, problems: [] };
  if (text === "on") return { enabled: true, problems: [] };
  return { enabled: false, problems: [`${variable}: expected "on" or "off"; got "${text}".`] };
}
