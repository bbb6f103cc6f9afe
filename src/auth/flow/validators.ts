/**
 * Form validation of the authenticator screens (the pool's password policy and Amplify UI's field rules). Pure
 * functions of the form values, the touched flags and the pool's password settings, in the shape of Amplify UI's
 * validators: each returns the errors it found (or null), `runValidators` merges them, and a form is valid only
 * when the merge is empty.
 * They run on every change and blur, and again on submit.
 */

export type FormValues = Record<string, string | undefined>;
export type TouchedFields = Record<string, boolean | undefined>;
export type ValidationErrors = Record<string, string | string[]>;

export interface PasswordSettings {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}

/** The site's user pool: at least 8 characters, no required character classes. */
export const SITE_PASSWORD_SETTINGS: PasswordSettings = {
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSymbols: false,
};

/** Cognito's special characters (and space). */
export const SPECIAL_CHARACTERS = `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+- `;

/** The confirmation check starts comparing once both fields are this long, even untouched. */
export const CONFIRM_PASSWORD_CHECK_LENGTH = 6;

export type Validator = (
  values: FormValues,
  touched: TouchedFields,
  settings: PasswordSettings,
) => ValidationErrors | null;

export const PASSWORD_MESSAGES = {
  minLength: (n: number) => `Password must have at least ${n} characters`,
  lowercase: "Password must have lower case letters",
  uppercase: "Password must have upper case letters",
  numbers: "Password must have numbers",
  symbols: "Password must have special characters",
  mismatch: "Your passwords must match",
} as const;

const hasSymbol = (text: string) => [...text].some((ch) => SPECIAL_CHARACTERS.includes(ch));

/** Only a touched, non-empty password is checked, so a fresh form shows no errors. */
export const validatePassword: Validator = (values, touched, settings) => {
  const password = values.password;
  if (!touched.password || !password) return null;
  const problems: string[] = [];
  if (password.length < settings.minLength) problems.push(PASSWORD_MESSAGES.minLength(settings.minLength));
  if (settings.requireLowercase && !/[a-z]/.test(password)) problems.push(PASSWORD_MESSAGES.lowercase);
  if (settings.requireUppercase && !/[A-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (settings.requireNumbers && !/[0-9]/.test(password)) problems.push(PASSWORD_MESSAGES.numbers);
  if (settings.requireSymbols && !hasSymbol(password)) problems.push(PASSWORD_MESSAGES.symbols);
  return problems.length > 0 ? { password: problems } : null;
};

/** 'Your passwords must match' when they differ and either both were touched or both are long enough. */
export const validateConfirmPassword: Validator = (values, touched) => {
  const { password = "", confirm_password: confirm = "" } = values;
  if (password === confirm) return null;
  const bothTouched = Boolean(touched.password && touched.confirm_password);
  const bothLong = password.length >= CONFIRM_PASSWORD_CHECK_LENGTH && confirm.length >= CONFIRM_PASSWORD_CHECK_LENGTH;
  return bothTouched || bothLong ? { confirm_password: PASSWORD_MESSAGES.mismatch } : null;
};

/** Hooks for site-specific rules, as Amplify UI offers them; this site adds none. */
export const validateCustomSignUp: Validator = () => null;
export const validatePreferredUsername: Validator = () => null;

/** Merges every validator's errors; messages for the same field are concatenated, none lost. */
export function runValidators(
  values: FormValues,
  touched: TouchedFields,
  settings: PasswordSettings,
  validators: readonly Validator[],
): ValidationErrors {
  const merged: Record<string, string[]> = {};
  for (const validate of validators) {
    const errors = validate(values, touched, settings);
    if (!errors) continue;
    for (const [field, messages] of Object.entries(errors)) {
      merged[field] = [...(merged[field] ?? []), ...(Array.isArray(messages) ? messages : [messages])];
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([field, list]) => [field, list.length === 1 ? list[0]! : list]),
  );
}

export function isValid(errors: ValidationErrors): boolean {
  return Object.keys(errors).length === 0;
}

/**
 * Asking for a code by e-mail, or for a passkey, needs the login name (`field`: username, email or phone_number)
 * and nothing else; `message` says why it is needed (signInErrors.ts words it for the form's field).
 */
export function validateLoginName(field: string, message: string): Validator {
  return (values) => (values[field] ? null : { [field]: message });
}

/** Validators per screen: sign-up, forced new password and reset confirmation check the password pair. */
export const SCREEN_VALIDATORS = {
  signUp: [validatePassword, validateConfirmPassword, validateCustomSignUp, validatePreferredUsername],
  forceNewPassword: [validatePassword, validateConfirmPassword],
  confirmResetPassword: [validatePassword, validateConfirmPassword],
} as const satisfies Record<string, readonly Validator[]>;
