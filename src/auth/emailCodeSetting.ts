/**
 * GATSBY_AUTH_EMAIL_CODE: whether the sign-in form offers 'Email me a sign-in code' (Cognito's USER_AUTH flow
 * with EMAIL_OTP). Off when unset, because a pool only answers it when its app client allows USER_AUTH and the
 * pool allows e-mail codes; the committed .env files turn it on for the local emulator, which does both.
 */
export const EMAIL_CODE_VARIABLE = "GATSBY_AUTH_EMAIL_CODE";

export function parseEmailCodeSetting(value: string | undefined): { enabled: boolean; problems: string[] } {
  const text = (value ?? "").trim();
  if (text === "" || text === "off") return { enabled: false, problems: [] };
  if (text === "on") return { enabled: true, problems: [] };
  return { enabled: false, problems: [`${EMAIL_CODE_VARIABLE}: expected "on" or "off"; got "${text}".`] };
}
