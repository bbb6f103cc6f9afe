/**
 * `step()` alone, synchronously and table-driven (in the spirit of Amplify UI's
 * machines/authenticator/__tests__/guards-comprehensive.test.ts): each row is a starting context, one event, and
 * the route, effect (kind and payload, or none) and context fields expected after it.
 * runner.test.ts drives the same flow asynchronously against fake services; these rows pin every single step.
 */
import { DEFAULT_CONFIG, initialContext } from "./context";
import { AUTO_SIGN_IN_FAILED_MESSAGE, FLOWS, step } from "./machine";
import type { PasswordSettings } from "./validators";
import {
  ROUTES,
  type AuthUser,
  type CodeDeliveryDetails,
  type Effect,
  type FlowConfig,
  type FlowContext,
  type FlowEvent,
  type Route,
} from "./types";

// ---------------------------------------------------------------------------------------------------------------
// Builders

/** An effect as the machine asks for it, without the id it is given. */
type EffectRequest = Effect extends infer E ? (E extends Effect ? Omit<E, "id"> : never) : never;

/** Any earlier effects of the flow: new effects must take their id from the context (here 3 + 1 = 4). */
const EARLIER_EFFECTS = 3;
/** The id of the effect a `waiting()` context waits for. */
const PENDING_ID = 7;

/** A context on `route`, built from `initialContext()`, with `patch` on top. */
function at(route: Route, patch: Partial<FlowContext> = {}): FlowContext {
  return { ...initialContext(), lastEffectId: EARLIER_EFFECTS, route, ...patch };
}

/** The same with other flow settings (login mechanism, password policy, first screen). */
function configured(config: Partial<FlowConfig>, route: Route, patch: Partial<FlowContext> = {}): FlowContext {
  return at(route, { config: { ...DEFAULT_CONFIG, ...config }, ...patch });
}

/** A context on `route` waiting for `effect` (id PENDING_ID). */
function waiting(route: Route, effect: EffectRequest, patch: Partial<FlowContext> = {}): FlowContext {
  return at(route, { ...patch, pending: { ...effect, id: PENDING_ID } as Effect, lastEffectId: PENDING_ID });
}

const resolved = (data: unknown, id = PENDING_ID): FlowEvent => ({ type: "RESOLVED", id, data });
const rejected = (error: unknown, id = PENDING_ID): FlowEvent => ({ type: "REJECTED", id, error });
const change = (name: string, value: string): FlowEvent => ({ type: "CHANGE", name, value });
const blur = (name: string): FlowEvent => ({ type: "BLUR", name });
const submit = (values?: Record<string, string>): FlowEvent =>
  values ? { type: "SUBMIT", values } : { type: "SUBMIT" };

/** An error as amazon-cognito-identity-js rejects with: `code` and `message`. */
const cognitoError = (code: string, message: string) => Object.assign(new Error(message), { code });

const STRICT: PasswordSettings = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
};

const ALICE: AuthUser = { username: "alice" };
const ADMIN: AuthUser = { username: "alice", groups: ["Admins"] };
const SMS_USER: AuthUser = {
  username: "alice",
  challengeName: "SMS_MFA",
  challengeParam: { CODE_DELIVERY_DESTINATION: "+*******0123" },
};
const TOTP_USER: AuthUser = { username: "alice", challengeName: "SOFTWARE_TOKEN_MFA", challengeParam: {} };
const SETUP_USER: AuthUser = { username: "alice", challengeName: "MFA_SETUP", challengeParam: {} };
const NEW_PASSWORD_USER: AuthUser = {
  username: "alice",
  challengeName: "NEW_PASSWORD_REQUIRED",
  challengeParam: { requiredAttributes: ["given_name", "family_name"] },
};
const SECRET = "JBSWY3DPEHPK3PXP";
const EMAIL_DELIVERY: CodeDeliveryDetails = {
  Destination: "a***@e***",
  DeliveryMedium: "EMAIL",
  AttributeName: "email",
};
const SMS_DELIVERY: CodeDeliveryDetails = {
  Destination: "+*******0123",
  DeliveryMedium: "SMS",
  AttributeName: "phone_number",
};
const ALICE_CREDENTIALS = { username: "alice", password: "pass-word-1" };
const NINA_CREDENTIALS = { username: "nina", password: "long-enough" };
const BOTH_TOUCHED = { password: true, confirm_password: true };

const MIN_8 = "Password must have at least 8 characters";
const MIN_10 = "Password must have at least 10 characters";
const LOWER = "Password must have lower case letters";
const UPPER = "Password must have upper case letters";
const NUMBERS = "Password must have numbers";
const SYMBOLS = "Password must have special characters";
const MISMATCH = "Your passwords must match";
const CONFIGURATION_ERROR = "Configuration error (see console) – please contact the administrator";
const MISSING_POOL = new Error("Both UserPoolId and ClientId are required.");

// ---------------------------------------------------------------------------------------------------------------
// Rows and the check every row goes through

interface Row {
  name: string;
  from: FlowContext;
  event: FlowEvent;
  route: Route;
  /** The effect asked for, without its id (which must be `from.lastEffectId + 1`), or null for none. */
  effect: EffectRequest | null;
  /** Context fields compared with toEqual, key by key (so `{}` means empty, not "anything"). */
  fields?: Partial<FlowContext>;
}

/** The form's words for a wrong password (signInErrors.ts), with the default login name, a user name. */
const WRONG_CREDENTIALS = "That user name and password do not match an account. Check both, or reset your password.";

function row(
  name: string,
  from: FlowContext,
  event: FlowEvent,
  route: Route,
  effect: EffectRequest | null,
  fields?: Partial<FlowContext>,
): Row {
  return { name, from, event, route, effect, ...(fields ? { fields } : {}) };
}

function check({ from, event, route, effect, fields = {} }: Row) {
  const before = JSON.parse(JSON.stringify(from)) as unknown;
  const next = step(from, event);

  expect(next.context.route).toBe(route);
  if (effect === null) {
    expect(next.effect).toBeNull();
    if (!("pending" in fields)) expect(next.context.pending).toBeNull();
  } else {
    const id = from.lastEffectId + 1;
    expect(next.effect).toEqual({ ...effect, id });
    expect(next.context.pending).toBe(next.effect);
    expect(next.context.lastEffectId).toBe(id);
    expect(next.context.remoteError).toBe(""); // asking the service again clears the last refusal
  }
  for (const [key, value] of Object.entries(fields)) {
    expect([key, next.context[key as keyof FlowContext]]).toEqual([key, value]);
  }
  // Pure: the starting context is left as it was, and the same input gives the same output.
  expect(JSON.parse(JSON.stringify(from))).toEqual(before);
  expect(step(from, event)).toEqual(next);
}

/** Rows where the event changes nothing: the very same context comes back, and no effect. */
type IgnoredRow = [name: string, from: FlowContext, event: FlowEvent];

function checkIgnored(from: FlowContext, event: FlowEvent) {
  const next = step(from, event);
  expect(next.context).toBe(from);
  expect(next.effect).toBeNull();
}

// ---------------------------------------------------------------------------------------------------------------
// Start: INIT and the session check (spec 4, "Start"; spec 8, "Failure to get the current user")

const startRows: Row[] = [
  row(
    "INIT from idle checks for a current user",
    initialContext(),
    { type: "INIT" },
    "setup",
    { kind: "getCurrentUser" },
    {
      lastEffectId: 1,
      config: DEFAULT_CONFIG,
    },
  ),
  row(
    "INIT applies the configuration it carries",
    initialContext(),
    { type: "INIT", config: { initialRoute: "signUp", loginMechanism: "email" } },
    "setup",
    { kind: "getCurrentUser" },
    { config: { ...DEFAULT_CONFIG, initialRoute: "signUp", loginMechanism: "email" } },
  ),
  row(
    "a current user: authenticated",
    waiting("setup", { kind: "getCurrentUser" }),
    resolved(ADMIN),
    "authenticated",
    null,
    {
      user: ADMIN,
      remoteError: "",
    },
  ),
  row(
    "no current user: sign-in by default, with no message",
    waiting("setup", { kind: "getCurrentUser" }),
    rejected(new Error("The user is not authenticated")),
    "signIn",
    null,
    {
      user: null,
      remoteError: "",
      formValues: {},
      lastEffectId: PENDING_ID,
    },
  ),
  row(
    "no current user: the configured first screen (reset password)",
    waiting("setup", { kind: "getCurrentUser" }, { config: { ...DEFAULT_CONFIG, initialRoute: "resetPassword" } }),
    rejected("No current user"),
    "resetPassword",
    null,
    { remoteError: "" },
  ),
  row(
    "no current user: the configured first screen (sign-up)",
    waiting("setup", { kind: "getCurrentUser" }, { config: { ...DEFAULT_CONFIG, initialRoute: "signUp" } }),
    rejected(new Error("The user is not authenticated")),
    "signUp",
    null,
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// CHANGE / BLUR validation (spec 5)

const VALIDATED_ROUTES = ["signUp", "forceNewPassword", "confirmResetPassword"] as const;

const perRouteValidationRows: Row[] = VALIDATED_ROUTES.flatMap((route) => [
  row(
    `${route}: CHANGE of an untouched short password shows nothing yet`,
    at(route),
    change("password", "abc"),
    route,
    null,
    {
      formValues: { password: "abc" },
      touched: {},
      validationErrors: {},
    },
  ),
  row(
    `${route}: BLUR of a short password: the minimum length`,
    at(route, { formValues: { password: "abc" } }),
    blur("password"),
    route,
    null,
    {
      touched: { password: true },
      validationErrors: { password: MIN_8 },
    },
  ),
  row(
    `${route}: CHANGE to 8 characters clears it (the site requires no character class)`,
    at(route, { formValues: { password: "abc" }, touched: { password: true }, validationErrors: { password: MIN_8 } }),
    change("password", "abcdefgh"),
    route,
    null,
    { validationErrors: {} },
  ),
  row(
    `${route}: both touched and different, even short: '${MISMATCH}'`,
    at(route, { formValues: { password: "long-enough" }, touched: BOTH_TOUCHED }),
    change("confirm_password", "lo"),
    route,
    null,
    { validationErrors: { confirm_password: MISMATCH } },
  ),
  row(
    `${route}: untouched but both 6 characters and different: '${MISMATCH}'`,
    at(route, { formValues: { password: "abcdef" } }),
    change("confirm_password", "abcdeg"),
    route,
    null,
    { validationErrors: { confirm_password: MISMATCH } },
  ),
  row(
    `${route}: untouched, 5 characters each and different: nothing yet`,
    at(route, { formValues: { password: "abcde" } }),
    change("confirm_password", "abcdf"),
    route,
    null,
    { validationErrors: {} },
  ),
  row(
    `${route}: BLUR of the confirmation: length and mismatch together`,
    at(route, { formValues: { password: "abc", confirm_password: "abd" }, touched: { password: true } }),
    blur("confirm_password"),
    route,
    null,
    { touched: BOTH_TOUCHED, validationErrors: { password: MIN_8, confirm_password: MISMATCH } },
  ),
]);

const strict = (route: Route) => configured({ passwordSettings: STRICT }, route, { touched: { password: true } });

const validationRows: Row[] = [
  ...perRouteValidationRows,
  row(
    "only the password touched, a short different confirmation: nothing yet",
    at("signUp", { formValues: { password: "abcdefgh" }, touched: { password: true } }),
    change("confirm_password", "abc"),
    "signUp",
    null,
    { validationErrors: {} },
  ),
  row(
    "untouched, only one of the two 6 characters long: nothing yet",
    at("signUp", { formValues: { password: "abcdefgh" } }),
    change("confirm_password", "abcde"),
    "signUp",
    null,
    { validationErrors: {} },
  ),
  row(
    "both touched and equal: no error",
    at("signUp", {
      formValues: { password: "long-enough" },
      touched: BOTH_TOUCHED,
      validationErrors: { confirm_password: MISMATCH },
    }),
    change("confirm_password", "long-enough"),
    "signUp",
    null,
    { validationErrors: {} },
  ),
  row(
    "a touched but emptied password is not checked",
    at("signUp", { touched: { password: true } }),
    change("password", ""),
    "signUp",
    null,
    {
      validationErrors: {},
    },
  ),
  row("custom policy: lower case only", strict("signUp"), change("password", "abcdefghij"), "signUp", null, {
    validationErrors: { password: [UPPER, NUMBERS, SYMBOLS] },
  }),
  row("custom policy: upper case only", strict("signUp"), change("password", "ABCDEFGHIJ"), "signUp", null, {
    validationErrors: { password: [LOWER, NUMBERS, SYMBOLS] },
  }),
  row("custom policy: no upper case letter", strict("signUp"), change("password", "abcdefgh1!"), "signUp", null, {
    validationErrors: { password: UPPER },
  }),
  row("custom policy: no lower case letter", strict("signUp"), change("password", "ABCDEFGH1!"), "signUp", null, {
    validationErrors: { password: LOWER },
  }),
  row("custom policy: no number", strict("signUp"), change("password", "Abcdefgh!x"), "signUp", null, {
    validationErrors: { password: NUMBERS },
  }),
  row("custom policy: no special character", strict("signUp"), change("password", "Abcdefghi1"), "signUp", null, {
    validationErrors: { password: SYMBOLS },
  }),
  row("custom policy: the configured minimum (10)", strict("signUp"), change("password", "Ab1!"), "signUp", null, {
    validationErrors: { password: MIN_10 },
  }),
  row("custom policy: every message at once", strict("signUp"), change("password", "ab"), "signUp", null, {
    validationErrors: { password: [MIN_10, UPPER, NUMBERS, SYMBOLS] },
  }),
  row(
    "custom policy: a space counts as a special character",
    strict("signUp"),
    change("password", "Abcdefg 1x"),
    "signUp",
    null,
    {
      validationErrors: {},
    },
  ),
  row(
    "custom policy on the forced new password",
    strict("forceNewPassword"),
    change("password", "abcdefgh1!"),
    "forceNewPassword",
    null,
    {
      validationErrors: { password: UPPER },
    },
  ),
  row(
    "custom policy on the reset confirmation",
    strict("confirmResetPassword"),
    change("password", "Ab1!"),
    "confirmResetPassword",
    null,
    {
      validationErrors: { password: MIN_10 },
    },
  ),
  row(
    "sign-in does not validate: CHANGE only records the value",
    at("signIn", { touched: { password: true } }),
    change("password", "a"),
    "signIn",
    null,
    {
      formValues: { password: "a" },
      validationErrors: {},
    },
  ),
  row(
    "sign-in does not validate: BLUR only marks the field",
    at("signIn", { formValues: { password: "a" } }),
    blur("password"),
    "signIn",
    null,
    {
      touched: { password: true },
      validationErrors: {},
    },
  ),
  row(
    "CHANGE keeps the other values and a shown service error",
    at("signUp", { formValues: { username: "nina" }, remoteError: "An account with the given email already exists." }),
    change("email", "nina@example.com"),
    "signUp",
    null,
    {
      formValues: { username: "nina", email: "nina@example.com" },
      remoteError: "An account with the given email already exists.",
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// SUBMIT on every form (spec 4 and 5: trimming except the password, phone numbers, sign-up attributes)

const phoneConfig = { loginMechanism: "phone_number" } as const;
const emailConfig = { loginMechanism: "email" } as const;
const SIGN_UP_PASSWORDS = { password: "long-enough", confirm_password: "long-enough" };

const submitRows: Row[] = [
  // sign-in
  row(
    "sign-in: values are trimmed, the password is not",
    at("signIn"),
    submit({ username: "  alice ", password: " pass word " }),
    "signIn",
    { kind: "signIn", username: "alice", password: " pass word " },
    {
      pendingCredentials: { username: "alice", password: " pass word " },
      formValues: { username: "  alice ", password: " pass word " },
      touched: { username: true, password: true },
      validationErrors: {},
    },
  ),
  row(
    "sign-in by e-mail",
    configured(emailConfig, "signIn"),
    submit({ email: " A@Example.com ", password: "pw" }),
    "signIn",
    {
      kind: "signIn",
      username: "A@Example.com",
      password: "pw",
    },
  ),
  row(
    "sign-in by phone number: the country code is prefixed, separators removed",
    configured(phoneConfig, "signIn"),
    submit({ country_code: "+44", phone_number: " 7700 900-123 ", password: "pass-word-1" }),
    "signIn",
    { kind: "signIn", username: "+447700900123", password: "pass-word-1" },
    { pendingCredentials: { username: "+447700900123", password: "pass-word-1" } },
  ),
  row(
    "sign-in: submitted values complete those typed before",
    at("signIn", { formValues: { username: "bob " } }),
    submit({ password: " secret " }),
    "signIn",
    { kind: "signIn", username: "bob", password: " secret " },
  ),
  row(
    "sign-in: SUBMIT without values sends what the form holds",
    at("signIn", { formValues: { username: " carol ", password: "pw" } }),
    submit(),
    "signIn",
    { kind: "signIn", username: "carol", password: "pw" },
  ),
  row(
    "sign-in: a shown error is cleared by the new attempt",
    at("signIn", { remoteError: "Incorrect username or password." }),
    submit({ username: "alice", password: "other" }),
    "signIn",
    { kind: "signIn", username: "alice", password: "other" },
    { remoteError: "" },
  ),
  row(
    "sign-in: empty fields are named at the fields, in the form's words, and nothing is sent",
    at("signIn"),
    submit({}),
    "signIn",
    null,
    { validationErrors: { username: "Enter your user name.", password: "Enter your password." } },
  ),
  row("sign-in: only the empty one is named", at("signIn"), submit({ username: "alice" }), "signIn", null, {
    validationErrors: { password: "Enter your password." },
  }),
  // sign-up
  row(
    "sign-up: trimmed values; only allowed, non-empty attributes; not the username",
    at("signUp"),
    submit({
      username: " nina ",
      email: " nina@example.com ",
      ...SIGN_UP_PASSWORDS,
      given_name: " Nina ",
      nickname: "",
      "custom:team": " blue ",
      favorite_color: "teal",
    }),
    "signUp",
    {
      kind: "signUp",
      username: "nina",
      password: "long-enough",
      attributes: { email: "nina@example.com", given_name: "Nina", "custom:team": "blue" },
    },
    { pendingCredentials: NINA_CREDENTIALS, validationErrors: {} },
  ),
  row(
    "sign-up by e-mail: the e-mail is username and attribute",
    configured(emailConfig, "signUp"),
    submit({ email: " n@example.com ", ...SIGN_UP_PASSWORDS }),
    "signUp",
    { kind: "signUp", username: "n@example.com", password: "long-enough", attributes: { email: "n@example.com" } },
  ),
  row(
    "sign-up by phone number: country code + number as username and attribute",
    configured(phoneConfig, "signUp"),
    submit({ country_code: "+44", phone_number: " 7700 900-123 ", email: "p@example.com", ...SIGN_UP_PASSWORDS }),
    "signUp",
    {
      kind: "signUp",
      username: "+447700900123",
      password: "long-enough",
      attributes: { phone_number: "+447700900123", email: "p@example.com" },
    },
  ),
  row(
    "sign-up: a phone attribute without a country code gets the default +1",
    at("signUp"),
    submit({ username: "nina", phone_number: "(555) 010-0123", ...SIGN_UP_PASSWORDS }),
    "signUp",
    { kind: "signUp", username: "nina", password: "long-enough", attributes: { phone_number: "+15550100123" } },
  ),
  row(
    "sign-up: the password is validated and sent untrimmed ('abcdefg ' has 8 characters)",
    at("signUp"),
    submit({ username: "nina", password: "abcdefg ", confirm_password: "abcdefg " }),
    "signUp",
    { kind: "signUp", username: "nina", password: "abcdefg ", attributes: {} },
  ),
  row(
    "sign-up refused: too short; every submitted field touched, no effect",
    at("signUp"),
    submit({ username: "nina", password: "short", confirm_password: "short" }),
    "signUp",
    null,
    {
      validationErrors: { password: MIN_8 },
      touched: { username: true, password: true, confirm_password: true },
      formValues: { username: "nina", password: "short", confirm_password: "short" },
      pendingCredentials: null,
    },
  ),
  row(
    "sign-up refused: the passwords differ",
    at("signUp"),
    submit({ username: "nina", password: "long-enough", confirm_password: "long-enougH" }),
    "signUp",
    null,
    { validationErrors: { confirm_password: MISMATCH } },
  ),
  row(
    "sign-up refused: a custom policy's missing character class",
    configured({ passwordSettings: STRICT }, "signUp"),
    submit({ username: "nina", password: "alllowercase1!", confirm_password: "alllowercase1!" }),
    "signUp",
    null,
    { validationErrors: { password: UPPER } },
  ),
  row(
    "sign-up refused: an empty confirmation submitted with the form",
    at("signUp"),
    submit({ username: "nina", password: "long-enough", confirm_password: "" }),
    "signUp",
    null,
    { validationErrors: { confirm_password: MISMATCH } },
  ),
  // forced new password
  row(
    "forced new password: only the required attributes, trimmed and non-empty",
    at("forceNewPassword", {
      user: NEW_PASSWORD_USER,
      challengeName: "NEW_PASSWORD_REQUIRED",
      requiredAttributes: ["given_name", "family_name"],
    }),
    submit({
      password: "a-new-password",
      confirm_password: "a-new-password",
      given_name: " Nina ",
      family_name: "",
      nickname: "Nin",
    }),
    "forceNewPassword",
    {
      kind: "completeNewPassword",
      user: NEW_PASSWORD_USER,
      password: "a-new-password",
      attributes: { given_name: "Nina" },
    },
  ),
  row(
    "forced new password refused: length and mismatch",
    at("forceNewPassword", { user: NEW_PASSWORD_USER, challengeName: "NEW_PASSWORD_REQUIRED" }),
    submit({ password: "short", confirm_password: "other" }),
    "forceNewPassword",
    null,
    { validationErrors: { password: MIN_8, confirm_password: MISMATCH } },
  ),
  row(
    "forced new password without a user: back to the first screen",
    at("forceNewPassword", { user: null, requiredAttributes: ["given_name"] }),
    submit({ password: "a-new-password", confirm_password: "a-new-password" }),
    "signIn",
    null,
    { user: null, formValues: {}, requiredAttributes: [] },
  ),
  // confirm sign-in, TOTP setup
  row(
    "confirm sign-in (SMS): the trimmed code with mfaType SMS_MFA",
    at("confirmSignIn", { user: SMS_USER, challengeName: "SMS_MFA" }),
    submit({ confirmation_code: " 123456 " }),
    "confirmSignIn",
    { kind: "confirmSignIn", user: SMS_USER, code: "123456", mfaType: "SMS_MFA" },
  ),
  row(
    "confirm sign-in (authenticator app): mfaType SOFTWARE_TOKEN_MFA",
    at("confirmSignIn", { user: TOTP_USER, challengeName: "SOFTWARE_TOKEN_MFA" }),
    submit({ confirmation_code: "654321" }),
    "confirmSignIn",
    { kind: "confirmSignIn", user: TOTP_USER, code: "654321", mfaType: "SOFTWARE_TOKEN_MFA" },
  ),
  row(
    "confirm sign-in without a user: back to the first screen",
    at("confirmSignIn", { challengeName: "SMS_MFA" }),
    submit({ confirmation_code: "1" }),
    "signIn",
    null,
    {
      user: null,
      challengeName: null,
    },
  ),
  row(
    "TOTP setup: the first code verifies the token",
    at("setupTOTP", { user: SETUP_USER, challengeName: "MFA_SETUP", totpSecretCode: SECRET }),
    submit({ confirmation_code: "123456 " }),
    "setupTOTP",
    { kind: "verifyTotpToken", user: SETUP_USER, code: "123456" },
  ),
  row(
    "TOTP setup without a user: back to the first screen",
    at("setupTOTP", { totpSecretCode: SECRET }),
    submit({ confirmation_code: "123456" }),
    "signIn",
    null,
    {
      totpSecretCode: null,
    },
  ),
  // confirm sign-up
  row(
    "confirm sign-up: the name of the sign-up in progress, the trimmed code",
    at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS }),
    submit({ confirmation_code: " 111111" }),
    "confirmSignUp",
    { kind: "confirmSignUp", username: "nina", code: "111111" },
  ),
  row(
    "confirm sign-up with no sign-up in progress: the name from the form",
    at("confirmSignUp"),
    submit({ username: " nina ", confirmation_code: "111111" }),
    "confirmSignUp",
    { kind: "confirmSignUp", username: "nina", code: "111111" },
  ),
  // reset password
  row("reset password: the trimmed username", at("resetPassword"), submit({ username: " alice " }), "resetPassword", {
    kind: "forgotPassword",
    username: "alice",
  }),
  row(
    "reset password by e-mail",
    configured(emailConfig, "resetPassword"),
    submit({ email: " a@example.com " }),
    "resetPassword",
    {
      kind: "forgotPassword",
      username: "a@example.com",
    },
  ),
  row(
    "reset password by phone number",
    configured(phoneConfig, "resetPassword"),
    submit({ country_code: "+1", phone_number: "555-0100" }),
    "resetPassword",
    { kind: "forgotPassword", username: "+15550100" },
  ),
  row(
    "confirm reset: the user of the reset, the trimmed code, the untrimmed new password",
    at("confirmResetPassword", { pendingCredentials: { username: "alice", password: "" } }),
    submit({ confirmation_code: " 222222 ", password: "brand-new-pass ", confirm_password: "brand-new-pass " }),
    "confirmResetPassword",
    { kind: "forgotPasswordSubmit", username: "alice", code: "222222", password: "brand-new-pass " },
  ),
  row(
    "confirm reset with no reset in progress: the name from the form",
    at("confirmResetPassword"),
    submit({
      username: " alice ",
      confirmation_code: "222222",
      password: "brand-new-pass",
      confirm_password: "brand-new-pass",
    }),
    "confirmResetPassword",
    { kind: "forgotPasswordSubmit", username: "alice", code: "222222", password: "brand-new-pass" },
  ),
  row(
    "confirm reset refused: the passwords differ",
    at("confirmResetPassword", { pendingCredentials: { username: "alice", password: "" } }),
    submit({ confirmation_code: "222222", password: "brand-new-pass", confirm_password: "brand-new-pasS" }),
    "confirmResetPassword",
    null,
    { validationErrors: { confirm_password: MISMATCH } },
  ),
  row(
    "confirm reset refused: too short",
    at("confirmResetPassword", { pendingCredentials: { username: "alice", password: "" } }),
    submit({ confirmation_code: "222222", password: "short", confirm_password: "short" }),
    "confirmResetPassword",
    null,
    { validationErrors: { password: MIN_8 } },
  ),
  // verify contact
  row(
    "verify contact: the chosen attribute",
    at("verifyUser", {
      user: ALICE,
      unverifiedContactMethods: { email: "a@example.com", phone_number: "+15550100" },
      attributeToVerify: "email",
    }),
    submit({ unverifiedAttr: "phone_number" }),
    "verifyUser",
    { kind: "verifyAttribute", attribute: "phone_number" },
  ),
  row(
    "verify contact: nothing chosen, the first unverified one",
    at("verifyUser", { user: ALICE, unverifiedContactMethods: { email: "a@example.com" }, attributeToVerify: "email" }),
    submit({}),
    "verifyUser",
    { kind: "verifyAttribute", attribute: "email" },
  ),
  row(
    "confirm contact: the trimmed code for the attribute being verified",
    at("confirmVerifyUser", { user: ALICE, attributeToVerify: "email" }),
    submit({ confirmation_code: " 333333 " }),
    "confirmVerifyUser",
    { kind: "verifyAttributeSubmit", attribute: "email", code: "333333" },
  ),
  row(
    "confirm contact with no attribute to verify: signed in",
    at("confirmVerifyUser", { user: ALICE }),
    submit({ confirmation_code: "333333" }),
    "authenticated",
    null,
    {
      user: ALICE,
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Screen navigation: tabs, cancel, resend, skip, dismiss, federated sign-in (spec 4)

const navigationRows: Row[] = [
  row(
    "SIGN_UP tab from sign-in: a fresh sign-up form",
    at("signIn", { formValues: { username: "a" }, touched: { username: true }, remoteError: "x" }),
    { type: "SIGN_UP" },
    "signUp",
    null,
    {
      formValues: {},
      touched: {},
      validationErrors: {},
      remoteError: "",
    },
  ),
  row(
    "SIGN_UP tab on sign-up: the form starts over",
    at("signUp", { formValues: { password: "abc" }, validationErrors: { password: MIN_8 } }),
    { type: "SIGN_UP" },
    "signUp",
    null,
    {
      formValues: {},
      validationErrors: {},
    },
  ),
  row(
    "SIGN_UP while a sign-in is pending: the user moved on, the result will be stale",
    waiting("signIn", { kind: "signIn", ...ALICE_CREDENTIALS }, { pendingCredentials: ALICE_CREDENTIALS }),
    { type: "SIGN_UP" },
    "signUp",
    null,
    { pending: null },
  ),
  row(
    "SIGN_IN tab from sign-up",
    at("signUp", { formValues: { username: "nina" } }),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { formValues: {} },
  ),
  row("SIGN_IN from reset password", at("resetPassword"), { type: "SIGN_IN" }, "signIn", null),
  row(
    "SIGN_IN from confirm sign-up: the abandoned sign-up is dropped",
    at("confirmSignUp", {
      pendingCredentials: NINA_CREDENTIALS,
      redirectIntent: "confirmSignUp",
      codeDeliveryDetails: EMAIL_DELIVERY,
    }),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { pendingCredentials: null, redirectIntent: null, user: null },
  ),
  row(
    "SIGN_IN from confirm sign-in: the challenged user is dropped",
    at("confirmSignIn", { user: SMS_USER, challengeName: "SMS_MFA", pendingCredentials: ALICE_CREDENTIALS }),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { user: null, pendingCredentials: null },
  ),
  row(
    "SIGN_IN while a sign-up is pending",
    waiting(
      "signUp",
      { kind: "signUp", ...NINA_CREDENTIALS, attributes: {} },
      { pendingCredentials: NINA_CREDENTIALS },
    ),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { pending: null, pendingCredentials: null },
  ),
  row(
    "RESET_PASSWORD from sign-in",
    at("signIn", { formValues: { username: "alice" } }),
    { type: "RESET_PASSWORD" },
    "resetPassword",
    null,
    { formValues: {} },
  ),
  row(
    "CANCEL on reset password: back to sign-in",
    at("resetPassword", { formValues: { username: "alice" } }),
    { type: "CANCEL" },
    "signIn",
    null,
    { formValues: {} },
  ),
  row(
    "CANCEL while the reset code is being sent: back to sign-in, the result will be stale",
    waiting("resetPassword", { kind: "forgotPassword", username: "alice" }),
    { type: "CANCEL" },
    "signIn",
    null,
    { pending: null },
  ),
  row(
    "CANCEL on confirm reset resends the code",
    at("confirmResetPassword", {
      pendingCredentials: { username: "alice", password: "" },
      remoteError: "Invalid verification code provided, please try again.",
    }),
    { type: "CANCEL" },
    "confirmResetPassword",
    { kind: "forgotPassword", username: "alice" },
  ),
  row(
    "CANCEL on confirm sign-up: back to sign-in",
    at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS }),
    { type: "CANCEL" },
    "signIn",
    null,
    {
      pendingCredentials: null,
    },
  ),
  row(
    "CANCEL on the forced new password: back to sign-in",
    at("forceNewPassword", { user: NEW_PASSWORD_USER }),
    { type: "CANCEL" },
    "signIn",
    null,
    { user: null },
  ),
  row(
    "RESEND on confirm sign-up",
    at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS }),
    { type: "RESEND" },
    "confirmSignUp",
    {
      kind: "resendSignUpCode",
      username: "nina",
    },
  ),
  row(
    "RESEND on confirm reset",
    at("confirmResetPassword", { pendingCredentials: { username: "alice", password: "" } }),
    { type: "RESEND" },
    "confirmResetPassword",
    {
      kind: "forgotPassword",
      username: "alice",
    },
  ),
  row(
    "SKIP on verify contact: signed in",
    at("verifyUser", { user: ALICE, attributeToVerify: "email" }),
    { type: "SKIP" },
    "authenticated",
    null,
    { user: ALICE },
  ),
  row(
    "SKIP on confirm contact: signed in",
    at("confirmVerifyUser", { user: ALICE, attributeToVerify: "email" }),
    { type: "SKIP" },
    "authenticated",
    null,
    {
      user: ALICE,
    },
  ),
  row(
    "DISMISS_ERROR clears the service error, keeps the form",
    at("signIn", { remoteError: "Incorrect username or password.", formValues: { username: "alice" } }),
    { type: "DISMISS_ERROR" },
    "signIn",
    null,
    {
      remoteError: "",
      formValues: { username: "alice" },
    },
  ),
  row(
    "FEDERATED_SIGN_IN from sign-in: custom state carries 'from'",
    at("signIn"),
    { type: "FEDERATED_SIGN_IN", provider: "Google", from: "/unifiedtime/" },
    "signIn",
    { kind: "federatedSignIn", provider: "Google", customState: '{"from":"/unifiedtime/"}' },
  ),
  row(
    "FEDERATED_SIGN_IN from sign-up without 'from': '/'",
    at("signUp"),
    { type: "FEDERATED_SIGN_IN", provider: "Apple" },
    "signUp",
    { kind: "federatedSignIn", provider: "Apple", customState: '{"from":"/"}' },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Identity-hub events: SIGN_OUT, TOKEN_REFRESH, AUTO_SIGN_IN(_FAILURE), CONFIGURE (spec 4, hub table)

const hubRows: Row[] = [
  row(
    "SIGN_OUT when authenticated asks the service",
    at("authenticated", { user: ALICE }),
    { type: "SIGN_OUT" },
    "authenticated",
    { kind: "signOut" },
    { user: ALICE },
  ),
  row(
    "SIGN_OUT when not authenticated: straight to the first screen",
    at("signIn", { formValues: { username: "a" }, remoteError: "x" }),
    { type: "SIGN_OUT" },
    "signIn",
    null,
    {
      formValues: {},
      remoteError: "",
      user: null,
    },
  ),
  row(
    "SIGN_OUT mid-challenge: nothing of the user is kept",
    at("confirmSignIn", { user: SMS_USER, challengeName: "SMS_MFA", pendingCredentials: ALICE_CREDENTIALS }),
    { type: "SIGN_OUT" },
    "signIn",
    null,
    { user: null, challengeName: null, pendingCredentials: null, lastEffectId: EARLIER_EFFECTS },
  ),
  row(
    "SIGN_OUT when not authenticated, sign-up first",
    configured({ initialRoute: "signUp" }, "confirmSignUp"),
    { type: "SIGN_OUT" },
    "signUp",
    null,
  ),
  row(
    "TOKEN_REFRESH when authenticated and idle re-reads the user",
    at("authenticated", { user: ALICE }),
    { type: "TOKEN_REFRESH" },
    "authenticated",
    {
      kind: "refreshUser",
    },
  ),
  row(
    "AUTO_SIGN_IN while confirming a sign-up: signed in",
    at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS, redirectIntent: "confirmSignUp" }),
    { type: "AUTO_SIGN_IN", user: { username: "nina" } },
    "authenticated",
    null,
    { user: { username: "nina" }, pendingCredentials: null, redirectIntent: null, challengeName: null },
  ),
  row(
    "AUTO_SIGN_IN overtakes a pending sign-in",
    waiting("transition", { kind: "signIn", ...NINA_CREDENTIALS }, { pendingCredentials: NINA_CREDENTIALS }),
    { type: "AUTO_SIGN_IN", user: { username: "nina" } },
    "authenticated",
    null,
    { pending: null, user: { username: "nina" } },
  ),
  row(
    "AUTO_SIGN_IN_FAILURE: sign in by hand, the name filled in",
    at("transition", { pendingCredentials: NINA_CREDENTIALS }),
    { type: "AUTO_SIGN_IN_FAILURE" },
    "signIn",
    null,
    { formValues: { username: "nina" }, pendingCredentials: null, remoteError: AUTO_SIGN_IN_FAILED_MESSAGE },
  ),
  row(
    "AUTO_SIGN_IN_FAILURE with e-mail login fills the e-mail field",
    configured(emailConfig, "transition", {
      pendingCredentials: { username: "n@example.com", password: "long-enough" },
    }),
    { type: "AUTO_SIGN_IN_FAILURE" },
    "signIn",
    null,
    { formValues: { email: "n@example.com" } },
  ),
  row(
    "CONFIGURE on an untouched first screen moves to the new first screen",
    at("signIn"),
    { type: "CONFIGURE", config: { initialRoute: "signUp" } },
    "signUp",
    null,
    {
      config: { ...DEFAULT_CONFIG, initialRoute: "signUp" },
    },
  ),
  row(
    "CONFIGURE on a touched form changes only the settings",
    at("signIn", { touched: { username: true }, formValues: { username: "al" } }),
    { type: "CONFIGURE", config: { initialRoute: "signUp", loginMechanism: "email" } },
    "signIn",
    null,
    { config: { ...DEFAULT_CONFIG, initialRoute: "signUp", loginMechanism: "email" }, formValues: { username: "al" } },
  ),
  row(
    "CONFIGURE during the session check keeps the check pending",
    waiting("setup", { kind: "getCurrentUser" }),
    { type: "CONFIGURE", config: { initialRoute: "resetPassword" } },
    "setup",
    null,
    {
      pending: { kind: "getCurrentUser", id: PENDING_ID },
      config: { ...DEFAULT_CONFIG, initialRoute: "resetPassword" },
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// RESOLVED / REJECTED for every effect kind (spec 4 outcomes, spec 8 errors)

const signingIn = (patch: Partial<FlowContext> = {}) =>
  waiting(
    "signIn",
    { kind: "signIn", ...ALICE_CREDENTIALS },
    { pendingCredentials: ALICE_CREDENTIALS, formValues: { username: "alice", password: "pass-word-1" }, ...patch },
  );
const unsupported = (challengeName: string) =>
  row(
    `sign-in challenge ${challengeName}: reported on sign-in, not followed`,
    signingIn(),
    resolved({ username: "alice", challengeName, challengeParam: {} }),
    "signIn",
    null,
    { user: null, remoteError: `Unsupported sign-in challenge: ${challengeName}`, formValues: {} },
  );

const signInResultRows: Row[] = [
  row(
    "sign-in, no challenge: the contact check",
    signingIn(),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
    {
      user: ALICE,
      challengeName: null,
    },
  ),
  row(
    "sign-in answered with the contact status (the session function read it): signed in, nothing more asked",
    signingIn(),
    resolved({ ...ALICE, contact: { verified: { email: "a@example.com" }, unverified: {} } }),
    "authenticated",
    null,
    { user: { ...ALICE, contact: { verified: { email: "a@example.com" }, unverified: {} } } },
  ),
  row(
    "sign-in answered with an unverified e-mail only: the offer to verify it, nothing asked",
    signingIn(),
    resolved({ ...ALICE, contact: { verified: {}, unverified: { email: "a@example.com" } } }),
    "verifyUser",
    null,
    { unverifiedContactMethods: { email: "a@example.com" }, attributeToVerify: "email" },
  ),
  row(
    "sign-in, MFA_SETUP: the TOTP secret is asked for",
    signingIn(),
    resolved(SETUP_USER),
    "transition",
    { kind: "setupTotp", user: SETUP_USER },
    {
      user: SETUP_USER,
      challengeName: "MFA_SETUP",
    },
  ),
  row("sign-in, SMS_MFA: confirm sign-in", signingIn(), resolved(SMS_USER), "confirmSignIn", null, {
    user: SMS_USER,
    challengeName: "SMS_MFA",
    formValues: {},
  }),
  row("sign-in, SOFTWARE_TOKEN_MFA: confirm sign-in", signingIn(), resolved(TOTP_USER), "confirmSignIn", null, {
    user: TOTP_USER,
    challengeName: "SOFTWARE_TOKEN_MFA",
  }),
  row(
    "sign-in, NEW_PASSWORD_REQUIRED: forced new password with its required attributes",
    signingIn(),
    resolved(NEW_PASSWORD_USER),
    "forceNewPassword",
    null,
    {
      user: NEW_PASSWORD_USER,
      challengeName: "NEW_PASSWORD_REQUIRED",
      requiredAttributes: ["given_name", "family_name"],
    },
  ),
  row(
    "sign-in, NEW_PASSWORD_REQUIRED without parameters: no required attributes",
    signingIn(),
    resolved({ username: "alice", challengeName: "NEW_PASSWORD_REQUIRED" }),
    "forceNewPassword",
    null,
    { requiredAttributes: [] },
  ),
  unsupported("SELECT_MFA_TYPE"),
  unsupported("CUSTOM_CHALLENGE"),
  unsupported("DEVICE_SRP_AUTH"),
  unsupported("SOMETHING_NEW"),
  row(
    "confirm sign-in accepted: the contact check",
    waiting(
      "confirmSignIn",
      { kind: "confirmSignIn", user: SMS_USER, code: "123456", mfaType: "SMS_MFA" },
      { user: SMS_USER, challengeName: "SMS_MFA" },
    ),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
    { challengeName: null, user: ALICE },
  ),
  row(
    "new password accepted: the contact check",
    waiting(
      "forceNewPassword",
      { kind: "completeNewPassword", user: NEW_PASSWORD_USER, password: "a-new-password", attributes: {} },
      { user: NEW_PASSWORD_USER },
    ),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
  ),
  row(
    "TOTP token verified: the contact check",
    waiting(
      "setupTOTP",
      { kind: "verifyTotpToken", user: SETUP_USER, code: "123456" },
      { user: SETUP_USER, totpSecretCode: SECRET },
    ),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
  ),
  row(
    "TOTP secret received: the setup screen",
    waiting("transition", { kind: "setupTotp", user: SETUP_USER }, { user: SETUP_USER, challengeName: "MFA_SETUP" }),
    resolved(SECRET),
    "setupTOTP",
    null,
    { totpSecretCode: SECRET, user: SETUP_USER },
  ),
  row(
    "TOTP secret refused: back on sign-in with the message",
    waiting("transition", { kind: "setupTotp", user: SETUP_USER }, { user: SETUP_USER }),
    rejected(cognitoError("SoftwareTokenMFANotFoundException", "Software Token MFA mfa type is not enabled")),
    "signIn",
    null,
    { user: null, remoteError: "Software Token MFA mfa type is not enabled" },
  ),
];

const checkingContact = () => waiting("transition", { kind: "verifiedContact", user: ALICE }, { user: ALICE });

const contactRows: Row[] = [
  row(
    "contact: e-mail verified: signed in",
    checkingContact(),
    resolved({ verified: { email: "a@example.com" }, unverified: {} }),
    "authenticated",
    null,
    {
      user: ALICE,
    },
  ),
  row(
    "contact: one verified, one not: signed in",
    checkingContact(),
    resolved({ verified: { phone_number: "+15550100" }, unverified: { email: "a@example.com" } }),
    "authenticated",
    null,
  ),
  row(
    "contact: none at all: signed in",
    checkingContact(),
    resolved({ verified: {}, unverified: {} }),
    "authenticated",
    null,
  ),
  row(
    "contact: only an unverified e-mail: verify it",
    checkingContact(),
    resolved({ verified: {}, unverified: { email: "a@example.com" } }),
    "verifyUser",
    null,
    {
      user: ALICE,
      unverifiedContactMethods: { email: "a@example.com" },
      attributeToVerify: "email",
    },
  ),
  row(
    "contact: only an unverified phone: verify it",
    checkingContact(),
    resolved({ verified: {}, unverified: { phone_number: "+15550100" } }),
    "verifyUser",
    null,
    { attributeToVerify: "phone_number" },
  ),
  row(
    "contact: both unverified: the e-mail is offered first",
    checkingContact(),
    resolved({ verified: {}, unverified: { phone_number: "+15550100", email: "a@example.com" } }),
    "verifyUser",
    null,
    { attributeToVerify: "email", unverifiedContactMethods: { phone_number: "+15550100", email: "a@example.com" } },
  ),
  row(
    "contact check failed: signed in anyway, no message",
    checkingContact(),
    rejected(new Error("Network error")),
    "authenticated",
    null,
    {
      user: ALICE,
      remoteError: "",
    },
  ),
  row(
    "contact code sent: confirm it",
    waiting(
      "verifyUser",
      { kind: "verifyAttribute", attribute: "phone_number" },
      { user: ALICE, attributeToVerify: "email" },
    ),
    resolved(SMS_DELIVERY),
    "confirmVerifyUser",
    null,
    { attributeToVerify: "phone_number", codeDeliveryDetails: SMS_DELIVERY },
  ),
  row(
    "contact code refused: the message on the verify screen",
    waiting("verifyUser", { kind: "verifyAttribute", attribute: "email" }, { user: ALICE }),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "verifyUser",
    null,
    { remoteError: "Attempt limit exceeded, please try after some time." },
  ),
  row(
    "contact confirmed: signed in",
    waiting(
      "confirmVerifyUser",
      { kind: "verifyAttributeSubmit", attribute: "email", code: "333333" },
      { user: ALICE, attributeToVerify: "email" },
    ),
    resolved(undefined),
    "authenticated",
    null,
    { user: ALICE },
  ),
  row(
    "contact confirmed with no user left: the first screen",
    waiting(
      "confirmVerifyUser",
      { kind: "verifyAttributeSubmit", attribute: "email", code: "333333" },
      { attributeToVerify: "email" },
    ),
    resolved(undefined),
    "signIn",
    null,
    { user: null, attributeToVerify: null },
  ),
  row(
    "contact code wrong: the message on the confirm screen",
    waiting(
      "confirmVerifyUser",
      { kind: "verifyAttributeSubmit", attribute: "email", code: "000000" },
      { user: ALICE, attributeToVerify: "email" },
    ),
    rejected(cognitoError("CodeMismatchException", "Invalid verification code provided, please try again.")),
    "confirmVerifyUser",
    null,
    { remoteError: "Invalid verification code provided, please try again.", user: ALICE },
  ),
];

const signInErrorRows: Row[] = [
  row(
    "sign-in: UserNotConfirmedException resends the code, intent confirmSignUp",
    signingIn(),
    rejected(cognitoError("UserNotConfirmedException", "User is not confirmed.")),
    "transition",
    { kind: "resendSignUpCode", username: "alice" },
    { pendingCredentials: ALICE_CREDENTIALS, redirectIntent: "confirmSignUp" },
  ),
  row(
    "sign-in: UserNotConfirmedException as a __type",
    signingIn(),
    rejected({
      __type: "com.amazonaws.cognito.identity.idp.model#UserNotConfirmedException",
      message: "User is not confirmed.",
    }),
    "transition",
    { kind: "resendSignUpCode", username: "alice" },
    { redirectIntent: "confirmSignUp" },
  ),
  row(
    "sign-in: PasswordResetRequiredException sends a reset code, intent confirmPasswordReset",
    signingIn(),
    rejected(cognitoError("PasswordResetRequiredException", "Password reset required for the user")),
    "transition",
    { kind: "forgotPassword", username: "alice" },
    { redirectIntent: "confirmPasswordReset" },
  ),
  row(
    "sign-in: NotAuthorizedException shows the form's own words, not the pool's",
    signingIn(),
    rejected(cognitoError("NotAuthorizedException", "Incorrect username or password.")),
    "signIn",
    null,
    { remoteError: WRONG_CREDENTIALS, formValues: { username: "alice", password: "pass-word-1" } },
  ),
  row("sign-in: a missing user pool: the configuration message", signingIn(), rejected(MISSING_POOL), "signIn", null, {
    remoteError: CONFIGURATION_ERROR,
  }),
  row(
    "sign-in: a malformed pool id is not a missing pool: its own message",
    signingIn(),
    rejected(new Error("Invalid UserPoolId format.")),
    "signIn",
    null,
    {
      remoteError: "Invalid UserPoolId format.",
    },
  ),
  row("sign-in: a plain string error is its own message", signingIn(), rejected("Network error"), "signIn", null, {
    remoteError: "Network error",
  }),
  row("sign-in: an error without a message: the generic sentence", signingIn(), rejected({}), "signIn", null, {
    remoteError: "Something went wrong. Please try again.",
  }),
  row(
    "automatic sign-in after a code refused: on sign-in with the message",
    waiting("transition", { kind: "signIn", ...NINA_CREDENTIALS }, { pendingCredentials: NINA_CREDENTIALS }),
    rejected(cognitoError("NotAuthorizedException", "Incorrect username or password.")),
    "signIn",
    null,
    { remoteError: WRONG_CREDENTIALS },
  ),
];

const resending = (route: Route, credentials = ALICE_CREDENTIALS) =>
  waiting(
    route,
    { kind: "resendSignUpCode", username: credentials.username },
    { pendingCredentials: credentials, redirectIntent: "confirmSignUp" },
  );
const signingUp = () =>
  waiting(
    "signUp",
    { kind: "signUp", ...NINA_CREDENTIALS, attributes: { email: "nina@example.com" } },
    { pendingCredentials: NINA_CREDENTIALS },
  );
const confirmingSignUp = (credentials: FlowContext["pendingCredentials"] = NINA_CREDENTIALS) =>
  waiting(
    "confirmSignUp",
    { kind: "confirmSignUp", username: "nina", code: "111111" },
    { pendingCredentials: credentials },
  );

const signUpResultRows: Row[] = [
  row("code resent: confirm sign-up", resending("transition"), resolved(EMAIL_DELIVERY), "confirmSignUp", null, {
    codeDeliveryDetails: EMAIL_DELIVERY,
    redirectIntent: "confirmSignUp",
    pendingCredentials: ALICE_CREDENTIALS,
  }),
  row(
    "'User is already confirmed.' on resend: automatic sign-in",
    resending("transition"),
    rejected(cognitoError("InvalidParameterException", "User is already confirmed.")),
    "transition",
    { kind: "signIn", ...ALICE_CREDENTIALS },
  ),
  row(
    "'User is already confirmed.' on a RESEND from the confirm screen: automatic sign-in",
    resending("confirmSignUp", NINA_CREDENTIALS),
    rejected(cognitoError("InvalidParameterException", "User is already confirmed.")),
    "transition",
    { kind: "signIn", ...NINA_CREDENTIALS },
  ),
  row(
    "'User is already confirmed.' with no password to hand: sign in by hand",
    resending("confirmSignUp", { username: "nina", password: "" }),
    rejected(cognitoError("InvalidParameterException", "User is already confirmed.")),
    "signIn",
    null,
  ),
  row(
    "resend refused after sign-in: confirm sign-up with the message",
    resending("transition"),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "confirmSignUp",
    null,
    { remoteError: "Attempt limit exceeded, please try after some time." },
  ),
  row(
    "resend refused on the confirm screen: stays, with the message",
    resending("confirmSignUp"),
    rejected(MISSING_POOL),
    "confirmSignUp",
    null,
    {
      remoteError: CONFIGURATION_ERROR,
    },
  ),
  row(
    "sign-up needs a code: confirm sign-up",
    signingUp(),
    resolved({ userConfirmed: false, userSub: "sub-1", codeDeliveryDetails: EMAIL_DELIVERY }),
    "confirmSignUp",
    null,
    { codeDeliveryDetails: EMAIL_DELIVERY, redirectIntent: null, pendingCredentials: NINA_CREDENTIALS, formValues: {} },
  ),
  row(
    "sign-up needs a code, no delivery details",
    signingUp(),
    resolved({ userConfirmed: false, userSub: "sub-1" }),
    "confirmSignUp",
    null,
    {
      codeDeliveryDetails: null,
    },
  ),
  // The form stays on screen (busy) while this sign-in runs: no "transition" here, unlike after a confirmation code.
  row(
    "sign-up already confirmed: skip the code, sign in automatically",
    signingUp(),
    resolved({ userConfirmed: true, userSub: "sub-1" }),
    "signUp",
    {
      kind: "signIn",
      ...NINA_CREDENTIALS,
    },
  ),
  row(
    "sign-up refused: the message on the form",
    signingUp(),
    rejected(cognitoError("UsernameExistsException", "An account with the given email already exists.")),
    "signUp",
    null,
    { remoteError: "An account with the given email already exists." },
  ),
  row(
    "sign-up with a missing user pool: the configuration message",
    signingUp(),
    rejected(MISSING_POOL),
    "signUp",
    null,
    { remoteError: CONFIGURATION_ERROR },
  ),
  row("sign-up confirmed: automatic sign-in", confirmingSignUp(), resolved(undefined), "transition", {
    kind: "signIn",
    ...NINA_CREDENTIALS,
  }),
  row(
    "sign-up confirmed, no password to hand: sign in by hand",
    confirmingSignUp(null),
    resolved(undefined),
    "signIn",
    null,
    { formValues: {} },
  ),
  row(
    "sign-up code wrong: the message on the confirm screen",
    confirmingSignUp(),
    rejected(cognitoError("CodeMismatchException", "Invalid verification code provided, please try again.")),
    "confirmSignUp",
    null,
    { remoteError: "Invalid verification code provided, please try again.", pendingCredentials: NINA_CREDENTIALS },
  ),
];

const resettingFrom = (route: Route, patch: Partial<FlowContext> = {}) =>
  waiting(route, { kind: "forgotPassword", username: "alice" }, patch);
const submittingReset = () =>
  waiting(
    "confirmResetPassword",
    { kind: "forgotPasswordSubmit", username: "alice", code: "222222", password: "brand-new-pass" },
    {
      pendingCredentials: { username: "alice", password: "" },
      codeDeliveryDetails: EMAIL_DELIVERY,
      redirectIntent: "confirmPasswordReset",
    },
  );

const resetResultRows: Row[] = [
  row(
    "reset code sent: confirm reset, the user kept",
    resettingFrom("resetPassword"),
    resolved(EMAIL_DELIVERY),
    "confirmResetPassword",
    null,
    {
      codeDeliveryDetails: EMAIL_DELIVERY,
      pendingCredentials: { username: "alice", password: "" },
      formValues: {},
    },
  ),
  row(
    "reset code sent after PasswordResetRequiredException: the intent is kept",
    resettingFrom("transition", { redirectIntent: "confirmPasswordReset", pendingCredentials: ALICE_CREDENTIALS }),
    resolved(EMAIL_DELIVERY),
    "confirmResetPassword",
    null,
    { redirectIntent: "confirmPasswordReset", pendingCredentials: { username: "alice", password: "" } },
  ),
  row(
    "reset code resent: a fresh delivery",
    resettingFrom("confirmResetPassword", { codeDeliveryDetails: EMAIL_DELIVERY }),
    resolved(SMS_DELIVERY),
    "confirmResetPassword",
    null,
    {
      codeDeliveryDetails: SMS_DELIVERY,
    },
  ),
  row(
    "reset code refused: the message on reset password",
    resettingFrom("resetPassword"),
    rejected(cognitoError("UserNotFoundException", "Username/client id combination not found.")),
    "resetPassword",
    null,
    { remoteError: "Username/client id combination not found." },
  ),
  row(
    "reset code refused after PasswordResetRequiredException: reset password with the message",
    resettingFrom("transition", { redirectIntent: "confirmPasswordReset" }),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "resetPassword",
    null,
    { remoteError: "Attempt limit exceeded, please try after some time." },
  ),
  row(
    "reset code resend refused: stays on confirm reset",
    resettingFrom("confirmResetPassword"),
    rejected(MISSING_POOL),
    "confirmResetPassword",
    null,
    {
      remoteError: CONFIGURATION_ERROR,
    },
  ),
  row(
    "new password set: back to sign-in, the reset forgotten",
    submittingReset(),
    resolved(undefined),
    "signIn",
    null,
    {
      pendingCredentials: null,
      codeDeliveryDetails: null,
      redirectIntent: null,
      formValues: {},
    },
  ),
  row(
    "reset code wrong: the message on confirm reset",
    submittingReset(),
    rejected(cognitoError("CodeMismatchException", "Invalid verification code provided, please try again.")),
    "confirmResetPassword",
    null,
    {
      remoteError: "Invalid verification code provided, please try again.",
      pendingCredentials: { username: "alice", password: "" },
    },
  ),
];

const otherResultRows: Row[] = [
  row(
    "confirm sign-in code wrong: stays, with the message",
    waiting(
      "confirmSignIn",
      { kind: "confirmSignIn", user: SMS_USER, code: "000000", mfaType: "SMS_MFA" },
      { user: SMS_USER, challengeName: "SMS_MFA" },
    ),
    rejected(cognitoError("CodeMismatchException", "Invalid code received for user")),
    "confirmSignIn",
    null,
    { remoteError: "Invalid code received for user", user: SMS_USER },
  ),
  row(
    "new password refused: stays, with the message",
    waiting(
      "forceNewPassword",
      { kind: "completeNewPassword", user: NEW_PASSWORD_USER, password: "a-new-password", attributes: {} },
      { user: NEW_PASSWORD_USER },
    ),
    rejected(
      cognitoError(
        "InvalidPasswordException",
        "Password does not conform to policy: Password must have numeric characters",
      ),
    ),
    "forceNewPassword",
    null,
    { remoteError: "Password does not conform to policy: Password must have numeric characters" },
  ),
  row(
    "TOTP code wrong: stays on setup, the secret kept",
    waiting(
      "setupTOTP",
      { kind: "verifyTotpToken", user: SETUP_USER, code: "000000" },
      { user: SETUP_USER, totpSecretCode: SECRET },
    ),
    rejected(cognitoError("EnableSoftwareTokenMFAException", "Code mismatch")),
    "setupTOTP",
    null,
    { remoteError: "Code mismatch", totpSecretCode: SECRET },
  ),
  row(
    "federated sign-in started: the browser leaves, nothing pending",
    waiting("signIn", { kind: "federatedSignIn", provider: "Google", customState: '{"from":"/"}' }),
    resolved(undefined),
    "signIn",
    null,
    { remoteError: "" },
  ),
  row(
    "federated sign-in refused: the message",
    waiting("signIn", { kind: "federatedSignIn", provider: "Facebook", customState: '{"from":"/"}' }),
    rejected(new Error("Facebook is not supported")),
    "signIn",
    null,
    { remoteError: "Facebook is not supported" },
  ),
  row(
    "token refresh: the user re-read",
    waiting("authenticated", { kind: "refreshUser" }, { user: ALICE }),
    resolved(ADMIN),
    "authenticated",
    null,
    { user: ADMIN },
  ),
  row(
    "token refresh failed: signed out",
    waiting("authenticated", { kind: "refreshUser" }, { user: ALICE }),
    rejected(cognitoError("NotAuthorizedException", "Refresh Token has expired")),
    "authenticated",
    { kind: "signOut" },
  ),
  row(
    "signed out: the first screen, nothing of the user left",
    waiting("authenticated", { kind: "signOut" }, { user: ADMIN }),
    resolved(undefined),
    "signIn",
    null,
    {
      user: null,
      lastEffectId: PENDING_ID,
      formValues: {},
      notice: null,
    },
  ),
  row(
    "signed out, the server could not confirm the revocation: the first screen says so",
    waiting("authenticated", { kind: "signOut" }, { user: ADMIN }),
    resolved({ confirmed: false }),
    "signIn",
    null,
    { user: null, notice: "signOutUnconfirmed" },
  ),
  row(
    "signed out, confirmed: no notice",
    waiting("authenticated", { kind: "signOut" }, { user: ADMIN }),
    resolved({ confirmed: true }),
    "signIn",
    null,
    { user: null, notice: null },
  ),
  row(
    "signed out with sign-up first: sign-up",
    waiting(
      "authenticated",
      { kind: "signOut" },
      { user: ALICE, config: { ...DEFAULT_CONFIG, initialRoute: "signUp" } },
    ),
    resolved(undefined),
    "signUp",
    null,
    { user: null },
  ),
  row(
    "sign-out failed: stays signed in, no message",
    waiting("authenticated", { kind: "signOut" }, { user: ALICE }),
    rejected(new Error("network down")),
    "authenticated",
    null,
    {
      user: ALICE,
      remoteError: "",
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Events that change nothing: stale results, events while an effect is pending, events a screen cannot send

const signInPending = signingIn();

const ignoredRows: IgnoredRow[] = [
  [
    "AUTO_SIGN_IN_FAILURE during the session check",
    waiting("setup", { kind: "getCurrentUser" }),
    { type: "AUTO_SIGN_IN_FAILURE" },
  ],
  ["AUTO_SIGN_IN_FAILURE before INIT", initialContext(), { type: "AUTO_SIGN_IN_FAILURE" }],
  // The code on screen still confirms (and signs in); only the background poll gave up.
  [
    "AUTO_SIGN_IN_FAILURE while the confirmation code is asked for",
    at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS }),
    { type: "AUTO_SIGN_IN_FAILURE" },
  ],
  ["SIGN_OUT during the session check", waiting("setup", { kind: "getCurrentUser" }), { type: "SIGN_OUT" }],
  ["SIGN_OUT before INIT", initialContext(), { type: "SIGN_OUT" }],
  ["INIT on sign-in", at("signIn"), { type: "INIT" }],
  [
    "INIT when authenticated",
    at("authenticated", { user: ALICE }),
    { type: "INIT", config: { initialRoute: "signUp" } },
  ],
  ["INIT during the session check", waiting("setup", { kind: "getCurrentUser" }), { type: "INIT" }],
  ["a stale result (an earlier id)", signInPending, resolved(ALICE, PENDING_ID - 1)],
  ["a stale refusal (another id)", signInPending, rejected(new Error("late"), PENDING_ID + 1)],
  ["a result with nothing pending", at("signIn", { lastEffectId: PENDING_ID }), resolved(ALICE)],
  [
    "a refusal with nothing pending",
    at("authenticated", { user: ALICE, lastEffectId: PENDING_ID }),
    rejected(new Error("late")),
  ],
  ["CHANGE while signing in", signInPending, change("username", "bob")],
  ["BLUR while signing in", signInPending, blur("password")],
  ["a second SUBMIT while signing in", signInPending, submit({ username: "alice", password: "pass-word-1" })],
  ["DISMISS_ERROR while signing in", signInPending, { type: "DISMISS_ERROR" }],
  ["RESET_PASSWORD while signing in", signInPending, { type: "RESET_PASSWORD" }],
  ["FEDERATED_SIGN_IN while signing in", signInPending, { type: "FEDERATED_SIGN_IN", provider: "Google", from: "/" }],
  ["CHANGE while signing up", signingUp(), change("password", "x")],
  ["RESEND while a code is being resent", resending("confirmSignUp"), { type: "RESEND" }],
  ["CANCEL on confirm reset while the code is being resent", resettingFrom("confirmResetPassword"), { type: "CANCEL" }],
  [
    "SKIP while the contact code is being sent",
    waiting("verifyUser", { kind: "verifyAttribute", attribute: "email" }, { user: ALICE }),
    { type: "SKIP" },
  ],
  [
    "SUBMIT on confirm reset while the code is being resent",
    resettingFrom("confirmResetPassword"),
    submit({ confirmation_code: "1" }),
  ],
  ["CHANGE on transition", at("transition"), change("username", "x")],
  ["SUBMIT on authenticated", at("authenticated", { user: ALICE }), submit({ username: "x", password: "y" })],
  ["SUBMIT before INIT (idle)", initialContext(), submit({ username: "x", password: "y" })],
  ["DISMISS_ERROR on authenticated", at("authenticated", { user: ALICE, remoteError: "x" }), { type: "DISMISS_ERROR" }],
  ["SIGN_IN on authenticated", at("authenticated", { user: ALICE }), { type: "SIGN_IN" }],
  ["CANCEL on transition", waiting("transition", { kind: "verifiedContact", user: ALICE }), { type: "CANCEL" }],
  ["SIGN_UP on confirm sign-up", at("confirmSignUp", { pendingCredentials: NINA_CREDENTIALS }), { type: "SIGN_UP" }],
  ["SIGN_UP on reset password", at("resetPassword"), { type: "SIGN_UP" }],
  ["SIGN_UP on confirm sign-in", at("confirmSignIn", { user: SMS_USER }), { type: "SIGN_UP" }],
  ["SIGN_UP while a sign-up code is checked", confirmingSignUp(), { type: "SIGN_UP" }],
  ["RESET_PASSWORD on sign-up", at("signUp"), { type: "RESET_PASSWORD" }],
  ["RESET_PASSWORD on confirm sign-up", at("confirmSignUp"), { type: "RESET_PASSWORD" }],
  ["RESEND on sign-in", at("signIn", { pendingCredentials: ALICE_CREDENTIALS }), { type: "RESEND" }],
  ["RESEND on reset password", at("resetPassword"), { type: "RESEND" }],
  ["SKIP on sign-in", at("signIn", { user: ALICE }), { type: "SKIP" }],
  ["SKIP on verify contact with no user", at("verifyUser", { attributeToVerify: "email" }), { type: "SKIP" }],
  ["FEDERATED_SIGN_IN on reset password", at("resetPassword"), { type: "FEDERATED_SIGN_IN", provider: "Google" }],
  [
    "FEDERATED_SIGN_IN on confirm sign-up",
    at("confirmSignUp"),
    { type: "FEDERATED_SIGN_IN", provider: "Amazon", from: "/admin/" },
  ],
  ["TOKEN_REFRESH on sign-in", at("signIn"), { type: "TOKEN_REFRESH" }],
  [
    "TOKEN_REFRESH while signing out",
    waiting("authenticated", { kind: "signOut" }, { user: ALICE }),
    { type: "TOKEN_REFRESH" },
  ],
  [
    "TOKEN_REFRESH during a refresh",
    waiting("authenticated", { kind: "refreshUser" }, { user: ALICE }),
    { type: "TOKEN_REFRESH" },
  ],
  [
    "AUTO_SIGN_IN when already authenticated",
    at("authenticated", { user: ADMIN }),
    { type: "AUTO_SIGN_IN", user: { username: "other" } },
  ],
  ["AUTO_SIGN_IN_FAILURE when authenticated", at("authenticated", { user: ALICE }), { type: "AUTO_SIGN_IN_FAILURE" }],
];

// ---------------------------------------------------------------------------------------------------------------

// Nothing of an abandoned or finished attempt is kept (MFA secrets, challenge data, a refused password).
const attemptRows: Row[] = [
  row(
    "back to sign-in from the TOTP setup drops the secret and the challenge",
    at("setupTOTP", {
      user: SETUP_USER,
      challengeName: "MFA_SETUP",
      totpSecretCode: SECRET,
      pendingCredentials: ALICE_CREDENTIALS,
    }),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { user: null, totpSecretCode: null, challengeName: null, pendingCredentials: null },
  ),
  row(
    "back to sign-in from a forced new password drops the required attributes",
    at("forceNewPassword", {
      user: NEW_PASSWORD_USER,
      challengeName: "NEW_PASSWORD_REQUIRED",
      requiredAttributes: ["given_name"],
    }),
    { type: "SIGN_IN" },
    "signIn",
    null,
    { requiredAttributes: [], challengeName: null },
  ),
  row(
    "signing in after a verified contact leaves no delivery details or contact lists behind",
    at("confirmVerifyUser", {
      user: ALICE,
      attributeToVerify: "email",
      unverifiedContactMethods: { email: "alice@example.com" },
      codeDeliveryDetails: EMAIL_DELIVERY,
      pending: { id: PENDING_ID, kind: "verifyAttributeSubmit", attribute: "email", code: "123456" },
      lastEffectId: PENDING_ID,
    }),
    resolved(undefined),
    "authenticated",
    null,
    { user: ALICE, attributeToVerify: null, unverifiedContactMethods: {}, codeDeliveryDetails: null },
  ),
  row(
    "a refused sign-in does not keep the typed password",
    waiting("signIn", { kind: "signIn", ...ALICE_CREDENTIALS }, { pendingCredentials: ALICE_CREDENTIALS }),
    rejected(cognitoError("NotAuthorizedException", "Incorrect username or password.")),
    "signIn",
    null,
    { pendingCredentials: null, remoteError: WRONG_CREDENTIALS },
  ),
  row(
    "an unsupported challenge keeps neither the password nor the challenge",
    waiting("signIn", { kind: "signIn", ...ALICE_CREDENTIALS }, { pendingCredentials: ALICE_CREDENTIALS }),
    resolved({ username: "alice", challengeName: "CUSTOM_CHALLENGE", challengeParam: {} }),
    "signIn",
    null,
    {
      pendingCredentials: null,
      challengeName: null,
      user: null,
      remoteError: "Unsupported sign-in challenge: CUSTOM_CHALLENGE",
    },
  ),
  row(
    "a refused TOTP setup keeps neither the password nor the challenge",
    waiting(
      "transition",
      { kind: "setupTotp", user: SETUP_USER },
      { pendingCredentials: ALICE_CREDENTIALS, challengeName: "MFA_SETUP" },
    ),
    rejected(cognitoError("NotAuthorizedException", "Invalid session for the user.")),
    "signIn",
    null,
    { pendingCredentials: null, challengeName: null, user: null },
  ),
  row(
    "a refused reset after 'password reset required' returns to the reset form without the password",
    waiting(
      "transition",
      { kind: "forgotPassword", username: "alice" },
      { pendingCredentials: ALICE_CREDENTIALS, redirectIntent: "confirmPasswordReset" },
    ),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "resetPassword",
    null,
    {
      pendingCredentials: null,
      redirectIntent: null,
      remoteError: "Attempt limit exceeded, please try after some time.",
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Sign-in with a code sent by e-mail (USER_AUTH / EMAIL_OTP): asked for on the sign-in form, answered on the
// confirm-sign-in screen, resent with a new sign-in, abandoned with Back to Sign In.

const EMAIL_CODE_USER: AuthUser = {
  username: "alice",
  challengeName: "EMAIL_OTP",
  challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
};
const LOGIN_NAME_REQUIRED = "Enter your user name: the code goes to that account's email.";
const onEmailCode = (patch: Partial<FlowContext> = {}) =>
  at("confirmSignIn", { user: EMAIL_CODE_USER, challengeName: "EMAIL_OTP", ...patch });
const emailCode = (values?: Record<string, string>): FlowEvent =>
  values ? { type: "SIGN_IN_WITH_EMAIL_CODE", values } : { type: "SIGN_IN_WITH_EMAIL_CODE" };

const emailCodeRows: Row[] = [
  row(
    "email code asked for on sign-in: the trimmed login name is sent, the password ignored",
    at("signIn"),
    emailCode({ username: " alice ", password: "" }),
    "signIn",
    { kind: "startEmailCodeSignIn", username: "alice" },
    { validationErrors: {}, touched: { username: true }, formValues: { username: " alice ", password: "" } },
  ),
  row(
    "email code with the name typed earlier (no values on the event)",
    at("signIn", { formValues: { username: "alice" } }),
    emailCode(),
    "signIn",
    { kind: "startEmailCodeSignIn", username: "alice" },
  ),
  row(
    "email code by e-mail login: the email field is the name",
    configured({ loginMechanism: "email" }, "signIn"),
    emailCode({ email: "alice@example.com" }),
    "signIn",
    { kind: "startEmailCodeSignIn", username: "alice@example.com" },
    { touched: { email: true } },
  ),
  row(
    "email code without a login name: the field says so, nothing is sent",
    at("signIn"),
    emailCode({ username: "  ", password: "typed-anyway" }),
    "signIn",
    null,
    { validationErrors: { username: LOGIN_NAME_REQUIRED }, touched: { username: true } },
  ),
  row(
    "email code sent: confirm sign-in with the EMAIL_OTP challenge and where it went",
    waiting("signIn", { kind: "startEmailCodeSignIn", username: "alice" }),
    resolved(EMAIL_CODE_USER),
    "confirmSignIn",
    null,
    { user: EMAIL_CODE_USER, challengeName: "EMAIL_OTP", formValues: {}, remoteError: "" },
  ),
  row(
    "email code refused (e.g. not available for the account): the message on the sign-in form",
    waiting("signIn", { kind: "startEmailCodeSignIn", username: "alice" }, { formValues: { username: "alice" } }),
    rejected(cognitoError("FactorNotAvailableException", "Sign-in codes by e-mail are not available.")),
    "signIn",
    null,
    { remoteError: "Sign-in codes by e-mail are not available.", formValues: { username: "alice" }, user: null },
  ),
  row(
    "email code submitted: the trimmed code is checked",
    onEmailCode(),
    submit({ confirmation_code: " 123456 " }),
    "confirmSignIn",
    { kind: "confirmEmailCode", user: EMAIL_CODE_USER, code: "123456" },
  ),
  row(
    "email code accepted: the contact check, then authenticated",
    waiting(
      "confirmSignIn",
      { kind: "confirmEmailCode", user: EMAIL_CODE_USER, code: "123456" },
      {
        user: EMAIL_CODE_USER,
        challengeName: "EMAIL_OTP",
      },
    ),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
    { user: ALICE, challengeName: null },
  ),
  row(
    "wrong email code: the pool's message, same screen, same challenge",
    waiting(
      "confirmSignIn",
      { kind: "confirmEmailCode", user: EMAIL_CODE_USER, code: "000000" },
      {
        user: EMAIL_CODE_USER,
        challengeName: "EMAIL_OTP",
      },
    ),
    rejected(cognitoError("CodeMismatchException", "Invalid code received for user")),
    "confirmSignIn",
    null,
    { remoteError: "Invalid code received for user", user: EMAIL_CODE_USER, challengeName: "EMAIL_OTP" },
  ),
  row(
    "resend on the email code screen: a new sign-in for the same user",
    onEmailCode({ remoteError: "Invalid session for the user, session is expired." }),
    { type: "RESEND" },
    "confirmSignIn",
    { kind: "startEmailCodeSignIn", username: "alice" },
  ),
  row(
    "resent email code: the screen again, fresh form",
    waiting(
      "confirmSignIn",
      { kind: "startEmailCodeSignIn", username: "alice" },
      {
        user: EMAIL_CODE_USER,
        challengeName: "EMAIL_OTP",
        formValues: { confirmation_code: "12" },
      },
    ),
    resolved(EMAIL_CODE_USER),
    "confirmSignIn",
    null,
    { formValues: {}, user: EMAIL_CODE_USER, challengeName: "EMAIL_OTP" },
  ),
  row(
    "resend refused: the message on the code screen",
    waiting(
      "confirmSignIn",
      { kind: "startEmailCodeSignIn", username: "alice" },
      {
        user: EMAIL_CODE_USER,
        challengeName: "EMAIL_OTP",
      },
    ),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "confirmSignIn",
    null,
    { remoteError: "Attempt limit exceeded, please try after some time.", user: EMAIL_CODE_USER },
  ),
  row(
    "back to sign-in from the email code screen: nothing of it kept",
    onEmailCode(),
    { type: "SIGN_IN" },
    "signIn",
    null,
    {
      user: null,
      challengeName: null,
      formValues: {},
    },
  ),
  row("cancel on the email code screen: sign-in", onEmailCode(), { type: "CANCEL" }, "signIn", null, {
    user: null,
    challengeName: null,
  }),
];

const emailCodeIgnoredRows: IgnoredRow[] = [
  ["SIGN_IN_WITH_EMAIL_CODE on sign-up", at("signUp"), emailCode({ username: "alice" })],
  ["SIGN_IN_WITH_EMAIL_CODE on the code screen", onEmailCode(), emailCode({ username: "alice" })],
  [
    "SIGN_IN_WITH_EMAIL_CODE while a password sign-in runs",
    waiting("signIn", { kind: "signIn", ...ALICE_CREDENTIALS }),
    emailCode({ username: "alice" }),
  ],
  [
    "RESEND on an MFA code screen",
    at("confirmSignIn", { user: SMS_USER, challengeName: "SMS_MFA" }),
    { type: "RESEND" },
  ],
];

describe("step(): sign-in with an e-mailed code", () => {
  it.each(emailCodeRows)("$name", check);
  it.each(emailCodeIgnoredRows)("%s", (_name, from, event) => checkIgnored(from, event));
});

// ---------------------------------------------------------------------------------------------------------------
// Sign-in with a passkey (USER_AUTH / WEB_AUTHN): asked for on the sign-in form, the browser's prompt on its own
// screen (cancel and 'use your password instead' open while it waits), the method choice when the account has no
// passkey (SELECT_CHALLENGE), and e-mail MFA after a password (EMAIL_OTP answered as a second factor).

const PASSKEY_OPTIONS = JSON.stringify({ challenge: "c2lnbi1pbg", rpId: "localhost", allowCredentials: [] });
const PASSKEY_USER: AuthUser = {
  username: "alice",
  challengeName: "WEB_AUTHN",
  challengeParam: { CREDENTIAL_REQUEST_OPTIONS: PASSKEY_OPTIONS },
};
const CHOICE_USER: AuthUser = {
  username: "alice",
  challengeName: "SELECT_CHALLENGE",
  challengeParam: { availableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"] },
};
const PASSKEY_LOGIN_NAME_REQUIRED = "Enter your user name to use that account's passkey.";
const passkey = (values?: Record<string, string>): FlowEvent =>
  values ? { type: "SIGN_IN_WITH_PASSKEY", values } : { type: "SIGN_IN_WITH_PASSKEY" };
const ALICE_FORM = { username: "alice" };
/** The passkey screen while the browser asks for the passkey. */
const prompting = (patch: Partial<FlowContext> = {}) =>
  waiting(
    "passkeyPrompt",
    { kind: "confirmPasskey", user: PASSKEY_USER },
    { user: PASSKEY_USER, challengeName: "WEB_AUTHN", formValues: ALICE_FORM, ...patch },
  );
/** The passkey screen after the prompt failed: nothing pending, the message shown. */
const promptFailed = (patch: Partial<FlowContext> = {}) =>
  at("passkeyPrompt", {
    user: PASSKEY_USER,
    challengeName: "WEB_AUTHN",
    formValues: ALICE_FORM,
    remoteError: "The passkey prompt was closed or timed out.",
    ...patch,
  });
const choosing = (patch: Partial<FlowContext> = {}) =>
  at("selectChallenge", { user: CHOICE_USER, challengeName: "SELECT_CHALLENGE", formValues: ALICE_FORM, ...patch });
const NOTHING_OF_THE_ATTEMPT: Partial<FlowContext> = { user: null, challengeName: null, pendingCredentials: null };

const passkeyRows: Row[] = [
  row(
    "passkey asked for on sign-in: the trimmed login name is sent, the password ignored",
    at("signIn"),
    passkey({ username: " alice ", password: "typed" }),
    "signIn",
    { kind: "startPasskeySignIn", username: "alice" },
    { validationErrors: {}, touched: { username: true }, formValues: { username: " alice ", password: "typed" } },
  ),
  row(
    "passkey with the name typed earlier (no values on the event)",
    at("signIn", { formValues: ALICE_FORM }),
    passkey(),
    "signIn",
    { kind: "startPasskeySignIn", username: "alice" },
  ),
  row(
    "passkey by e-mail login: the email field is the name",
    configured({ loginMechanism: "email" }, "signIn"),
    passkey({ email: "alice@example.com" }),
    "signIn",
    { kind: "startPasskeySignIn", username: "alice@example.com" },
    { touched: { email: true } },
  ),
  row(
    "passkey without a login name: the field says so, nothing is sent",
    at("signIn"),
    passkey({ username: "" }),
    "signIn",
    null,
    { validationErrors: { username: PASSKEY_LOGIN_NAME_REQUIRED }, touched: { username: true } },
  ),
  row(
    "passkey challenge: the prompt screen, and the browser is asked for the passkey",
    waiting("signIn", { kind: "startPasskeySignIn", username: "alice" }, { formValues: ALICE_FORM }),
    resolved(PASSKEY_USER),
    "passkeyPrompt",
    { kind: "confirmPasskey", user: PASSKEY_USER },
    { user: PASSKEY_USER, challengeName: "WEB_AUTHN", formValues: ALICE_FORM },
  ),
  row(
    "no passkey for the account: the method choice, with the form's values kept",
    waiting("signIn", { kind: "startPasskeySignIn", username: "alice" }, { formValues: ALICE_FORM }),
    resolved(CHOICE_USER),
    "selectChallenge",
    null,
    { user: CHOICE_USER, challengeName: "SELECT_CHALLENGE", formValues: ALICE_FORM, remoteError: "" },
  ),
  row(
    "passkey refused before the prompt (no such user): the message on the sign-in form",
    waiting("signIn", { kind: "startPasskeySignIn", username: "alice" }, { formValues: ALICE_FORM }),
    rejected(cognitoError("UserNotFoundException", "User does not exist.")),
    "signIn",
    null,
    { remoteError: "User does not exist.", formValues: ALICE_FORM, user: null },
  ),
  row(
    "passkey accepted: the contact check, then authenticated",
    prompting(),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
    { user: ALICE, challengeName: null },
  ),
  row(
    "passkey prompt closed or refused: the message on the prompt screen, nothing pending",
    prompting(),
    rejected(cognitoError("NotAllowedError", "The passkey prompt was closed or timed out.")),
    "passkeyPrompt",
    null,
    { remoteError: "The passkey prompt was closed or timed out.", user: PASSKEY_USER },
  ),
  row(
    "try again after a failed prompt: a new passkey sign-in for the same account",
    promptFailed(),
    submit({}),
    "passkeyPrompt",
    { kind: "startPasskeySignIn", username: "alice" },
    { user: PASSKEY_USER },
  ),
  row(
    "try again answered: the browser is asked again",
    waiting(
      "passkeyPrompt",
      { kind: "startPasskeySignIn", username: "alice" },
      { user: PASSKEY_USER, challengeName: "WEB_AUTHN" },
    ),
    resolved(PASSKEY_USER),
    "passkeyPrompt",
    { kind: "confirmPasskey", user: PASSKEY_USER },
  ),
  row("try again with no user left: the first screen", at("passkeyPrompt"), submit({}), "signIn", null, {
    user: null,
  }),
  row(
    "cancel while the browser asks: back to sign-in, the prompt withdrawn",
    prompting(),
    { type: "CANCEL" },
    "signIn",
    { kind: "cancelPasskey" },
    { ...NOTHING_OF_THE_ATTEMPT, formValues: {} },
  ),
  row(
    "cancel after a failed prompt: back to sign-in, nothing to withdraw",
    promptFailed(),
    { type: "CANCEL" },
    "signIn",
    null,
    { ...NOTHING_OF_THE_ATTEMPT, remoteError: "" },
  ),
  row(
    "back to sign-in while the browser asks: the prompt withdrawn too",
    prompting(),
    { type: "SIGN_IN" },
    "signIn",
    { kind: "cancelPasskey" },
    NOTHING_OF_THE_ATTEMPT,
  ),
  row(
    "use your password instead while the browser asks: the sign-in form with the name, the prompt withdrawn",
    prompting(),
    { type: "USE_PASSWORD" },
    "signIn",
    { kind: "cancelPasskey" },
    { ...NOTHING_OF_THE_ATTEMPT, formValues: ALICE_FORM },
  ),
  row(
    "use your password instead after a failed prompt: the sign-in form with the name",
    promptFailed(),
    { type: "USE_PASSWORD" },
    "signIn",
    null,
    { ...NOTHING_OF_THE_ATTEMPT, formValues: ALICE_FORM, remoteError: "" },
  ),
  row(
    "prompt withdrawn: the sign-in form takes input again",
    waiting("signIn", { kind: "cancelPasskey" }, { formValues: ALICE_FORM }),
    resolved(undefined),
    "signIn",
    null,
    { formValues: ALICE_FORM, remoteError: "" },
  ),
  row(
    "withdrawing the prompt failed: only logged, no message",
    waiting("signIn", { kind: "cancelPasskey" }),
    rejected(new Error("no ceremony")),
    "signIn",
    null,
    { remoteError: "" },
  ),
  row(
    "a result of the withdrawn prompt arrives late: ignored",
    waiting("signIn", { kind: "cancelPasskey" }),
    resolved(ALICE, PENDING_ID - 1),
    "signIn",
    null,
    { pending: { kind: "cancelPasskey", id: PENDING_ID } as Effect, user: null },
  ),
  row("method choice: password, the sign-in form with the name", choosing(), { type: "USE_PASSWORD" }, "signIn", null, {
    ...NOTHING_OF_THE_ATTEMPT,
    formValues: ALICE_FORM,
  }),
  row("method choice: a code by e-mail for the account the pool named", choosing(), emailCode(), "selectChallenge", {
    kind: "startEmailCodeSignIn",
    username: "alice",
  }),
  row(
    "method choice: the code sent, the code screen",
    waiting(
      "selectChallenge",
      { kind: "startEmailCodeSignIn", username: "alice" },
      { user: CHOICE_USER, challengeName: "SELECT_CHALLENGE" },
    ),
    resolved(EMAIL_CODE_USER),
    "confirmSignIn",
    null,
    { user: EMAIL_CODE_USER, challengeName: "EMAIL_OTP" },
  ),
  row(
    "method choice: the code refused, the message on the choice",
    waiting(
      "selectChallenge",
      { kind: "startEmailCodeSignIn", username: "alice" },
      { user: CHOICE_USER, challengeName: "SELECT_CHALLENGE" },
    ),
    rejected(cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time.")),
    "selectChallenge",
    null,
    { remoteError: "Attempt limit exceeded, please try after some time.", user: CHOICE_USER },
  ),
  row("method choice: back to sign-in", choosing(), { type: "SIGN_IN" }, "signIn", null, {
    ...NOTHING_OF_THE_ATTEMPT,
    formValues: {},
  }),
];

const EMAIL_MFA_USER: AuthUser = {
  username: "alice",
  challengeName: "EMAIL_OTP",
  challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
};
const onEmailMfa = (patch: Partial<FlowContext> = {}) =>
  at("confirmSignIn", {
    user: EMAIL_MFA_USER,
    challengeName: "EMAIL_OTP",
    pendingCredentials: ALICE_CREDENTIALS,
    ...patch,
  });

const emailMfaRows: Row[] = [
  row("password, then e-mail MFA: the code screen", signingIn(), resolved(EMAIL_MFA_USER), "confirmSignIn", null, {
    user: EMAIL_MFA_USER,
    challengeName: "EMAIL_OTP",
    pendingCredentials: ALICE_CREDENTIALS,
    formValues: {},
  }),
  row(
    "e-mail MFA code submitted: confirm sign-in with mfaType EMAIL_OTP",
    onEmailMfa(),
    submit({ confirmation_code: " 123456 " }),
    "confirmSignIn",
    { kind: "confirmSignIn", user: EMAIL_MFA_USER, code: "123456", mfaType: "EMAIL_OTP" },
  ),
  row(
    "e-mail MFA code accepted: the contact check, the password forgotten",
    waiting(
      "confirmSignIn",
      { kind: "confirmSignIn", user: EMAIL_MFA_USER, code: "123456", mfaType: "EMAIL_OTP" },
      { user: EMAIL_MFA_USER, challengeName: "EMAIL_OTP", pendingCredentials: ALICE_CREDENTIALS },
    ),
    resolved(ALICE),
    "transition",
    { kind: "verifiedContact", user: ALICE },
    { user: ALICE, challengeName: null },
  ),
  row(
    "wrong e-mail MFA code: the pool's message, same screen",
    waiting(
      "confirmSignIn",
      { kind: "confirmSignIn", user: EMAIL_MFA_USER, code: "000000", mfaType: "EMAIL_OTP" },
      { user: EMAIL_MFA_USER, challengeName: "EMAIL_OTP", pendingCredentials: ALICE_CREDENTIALS },
    ),
    rejected(cognitoError("CodeMismatchException", "Invalid code received for user")),
    "confirmSignIn",
    null,
    { remoteError: "Invalid code received for user", user: EMAIL_MFA_USER, pendingCredentials: ALICE_CREDENTIALS },
  ),
  row(
    "resend on the e-mail MFA screen: the password sign-in again",
    onEmailMfa(),
    { type: "RESEND" },
    "confirmSignIn",
    { kind: "signIn", ...ALICE_CREDENTIALS },
    { pendingCredentials: ALICE_CREDENTIALS },
  ),
  row(
    "resent e-mail MFA code: the code screen again, fresh form",
    waiting(
      "confirmSignIn",
      { kind: "signIn", ...ALICE_CREDENTIALS },
      {
        user: EMAIL_MFA_USER,
        challengeName: "EMAIL_OTP",
        pendingCredentials: ALICE_CREDENTIALS,
        formValues: { confirmation_code: "1" },
      },
    ),
    resolved(EMAIL_MFA_USER),
    "confirmSignIn",
    null,
    { formValues: {}, user: EMAIL_MFA_USER, pendingCredentials: ALICE_CREDENTIALS },
  ),
  row(
    "back to sign-in from the e-mail MFA screen: the password forgotten",
    onEmailMfa(),
    { type: "SIGN_IN" },
    "signIn",
    null,
    {
      ...NOTHING_OF_THE_ATTEMPT,
      formValues: {},
    },
  ),
];

const passkeyIgnoredRows: IgnoredRow[] = [
  ["SIGN_IN_WITH_PASSKEY on sign-up", at("signUp"), passkey({ username: "alice" })],
  ["SIGN_IN_WITH_PASSKEY on the prompt screen", promptFailed(), passkey({ username: "alice" })],
  ["SIGN_IN_WITH_PASSKEY on the method choice", choosing(), passkey({ username: "alice" })],
  ["SIGN_IN_WITH_PASSKEY while a password sign-in runs", signingIn(), passkey({ username: "alice" })],
  ["USE_PASSWORD on sign-in", at("signIn"), { type: "USE_PASSWORD" }],
  ["USE_PASSWORD on the code screen", onEmailCode(), { type: "USE_PASSWORD" }],
  ["try again while the browser asks", prompting(), submit({})],
  ["SIGN_IN_WITH_EMAIL_CODE on the prompt screen", promptFailed(), emailCode()],
  [
    "the method choice's e-mail code while a code is being asked for",
    waiting("selectChallenge", { kind: "startEmailCodeSignIn", username: "alice" }, { user: CHOICE_USER }),
    emailCode(),
  ],
];

describe("step(): sign-in with a passkey, the method choice and e-mail MFA", () => {
  it.each([...passkeyRows, ...emailMfaRows])("$name", check);
  it.each(passkeyIgnoredRows)("%s", (_name, from, event) => checkIgnored(from, event));
});

describe("step(): abandoned and finished attempts", () => {
  it.each(attemptRows)("$name", check);
});

describe("step(): start", () => {
  it.each(startRows)("$name", check);
});

describe("step(): CHANGE / BLUR validation", () => {
  it.each(validationRows)("$name", check);
});

describe("step(): SUBMIT", () => {
  it.each(submitRows)("$name", check);
});

describe("step(): navigation", () => {
  it.each(navigationRows)("$name", check);
});

describe("step(): identity-hub events", () => {
  it.each(hubRows)("$name", check);
});

describe("step(): RESOLVED / REJECTED", () => {
  it.each([
    ...signInResultRows,
    ...contactRows,
    ...signInErrorRows,
    ...signUpResultRows,
    ...resetResultRows,
    ...otherResultRows,
  ])("$name", check);
});

describe("step(): ignored events", () => {
  it.each(ignoredRows)("%s", (_name, from, event) => checkIgnored(from, event));
});

describe("the tables", () => {
  const all = [
    ...startRows,
    ...validationRows,
    ...submitRows,
    ...navigationRows,
    ...hubRows,
    ...signInResultRows,
    ...contactRows,
    ...signInErrorRows,
    ...signUpResultRows,
    ...resetResultRows,
    ...otherResultRows,
    ...emailCodeRows,
    ...passkeyRows,
    ...emailMfaRows,
  ];

  it("have unique row names", () => {
    const names = [
      ...all.map((r) => r.name),
      ...ignoredRows.map(([name]) => name),
      ...emailCodeIgnoredRows.map(([n]) => n),
      ...passkeyIgnoredRows.map(([n]) => n),
    ];
    expect(names.length - new Set(names).size).toBe(0);
  });

  it("give each screen with a form, and each effect outside the session, exactly one flow", () => {
    const formRoutes = ROUTES.filter((r) => !["idle", "setup", "transition", "authenticated"].includes(r));
    expect(FLOWS.flatMap((f) => f.routes).sort()).toEqual([...formRoutes].sort());
    const sessionEffects = ["getCurrentUser", "refreshUser", "signOut"];
    const flowEffects = [...new Set(all.map((r) => r.from.pending?.kind))].filter(
      (k): k is Effect["kind"] => k !== undefined && !sessionEffects.includes(k),
    );
    expect(FLOWS.flatMap((f) => f.effects).sort()).toEqual(flowEffects.sort());
  });

  it("resolve or reject every effect kind at least once", () => {
    const kinds = new Set(
      all.filter((r) => r.event.type === "RESOLVED" || r.event.type === "REJECTED").map((r) => r.from.pending?.kind),
    );
    expect([...kinds].sort()).toEqual(
      [
        "completeNewPassword",
        "confirmEmailCode",
        "confirmSignIn",
        "confirmSignUp",
        "federatedSignIn",
        "forgotPassword",
        "forgotPasswordSubmit",
        "getCurrentUser",
        "refreshUser",
        "resendSignUpCode",
        "setupTotp",
        "signIn",
        "signOut",
        "signUp",
        "startEmailCodeSignIn",
        "startPasskeySignIn",
        "confirmPasskey",
        "cancelPasskey",
        "verifiedContact",
        "verifyAttribute",
        "verifyAttributeSubmit",
        "verifyTotpToken",
      ].sort(),
    );
  });
});
