/**
 * The authenticator flow as a pure transition function: `step(context, event)` returns the next context and at
 * most one effect to run. No I/O and no React: runner.ts performs effects with injected services and feeds the
 * results back as RESOLVED/REJECTED events; the screens render `context.route`.
 *
 * Routes and rules follow spec section 4 (Amplify UI v5's vocabulary). Results of an effect other than the one
 * pending are stale (the user moved on) and are ignored.
 */
import {
  CONFIGURATION_ERROR_MESSAGE,
  errorMessage,
  firstUnverified,
  hasChallenge,
  isEmailCodeChallenge,
  isEmailMfaChallenge,
  isMethodChoice,
  isMissingUserPool,
  isPasskeyChallenge,
  isUserAlreadyConfirmed,
  shouldConfirmSignIn,
  shouldConfirmSignUp,
  shouldForceNewPassword,
  shouldResetPasswordFromSignIn,
  shouldSetupTotp,
  shouldVerifyContact,
} from "./guards";
import { signUpAttributes, trimValues, usernameFrom } from "./formValues";
import {
  SCREEN_VALIDATORS,
  SITE_PASSWORD_SETTINGS,
  isValid,
  PASSKEY_LOGIN_NAME_REQUIRED,
  runValidators,
  validateLoginName,
  type FormValues,
  type Validator,
} from "./validators";
import { ROUTES } from "./types";
import type {
  AuthUser,
  CodeDeliveryDetails,
  ContactAttribute,
  Effect,
  FlowConfig,
  FlowContext,
  FlowEvent,
  Route,
  SignOutReport,
  SignUpResult,
  VerifiedContact,
} from "./types";

export const DEFAULT_CONFIG: FlowConfig = {
  initialRoute: "signIn",
  loginMechanism: "username",
  passwordSettings: SITE_PASSWORD_SETTINGS,
};

export const AUTO_SIGN_IN_FAILED_MESSAGE = "We could not sign you in automatically. Please sign in.";

const INITIAL_ROUTES: ReadonlySet<Route> = new Set<Route>(["signIn", "signUp", "resetPassword"]);

export interface Step {
  context: FlowContext;
  effect: Effect | null;
}

type EffectRequest = Effect extends infer E ? (E extends Effect ? Omit<E, "id"> : never) : never;

/** Asks for one effect; its id comes from the context, so equal inputs always give equal outputs. */
function request(context: FlowContext, effect: EffectRequest, patch: Partial<FlowContext> = {}): Step {
  const id = context.lastEffectId + 1;
  const full = { ...effect, id } as Effect;
  return { context: { ...context, ...patch, remoteError: "", pending: full, lastEffectId: id }, effect: full };
}

function settle(context: FlowContext, patch: Partial<FlowContext>): Step {
  return { context: { ...context, ...patch, pending: null }, effect: null };
}

/** A fresh form on a new screen; the user, intent and delivery details travel on. */
function goTo(context: FlowContext, route: Route, patch: Partial<FlowContext> = {}): Step {
  return settle(context, {
    route,
    formValues: {},
    touched: {},
    validationErrors: {},
    remoteError: "",
    notice: null,
    ...patch,
  });
}

export function initialContext(config: FlowConfig = DEFAULT_CONFIG): FlowContext {
  return {
    route: "idle",
    config,
    user: null,
    challengeName: null,
    requiredAttributes: [],
    remoteError: "",
    formValues: {},
    touched: {},
    validationErrors: {},
    unverifiedContactMethods: {},
    codeDeliveryDetails: null,
    totpSecretCode: null,
    attributeToVerify: null,
    redirectIntent: null,
    pendingCredentials: null,
    notice: null,
    pending: null,
    lastEffectId: 0,
  };
}

/** Back to the configured first screen with nothing of the previous user left. */
function restart(context: FlowContext): Step {
  return goTo({ ...initialContext(context.config), lastEffectId: context.lastEffectId }, context.config.initialRoute);
}

function remoteErrorText(error: unknown): string {
  return isMissingUserPool(error) ? CONFIGURATION_ERROR_MESSAGE : errorMessage(error);
}

function validate(context: FlowContext, values: FormValues, touched: FlowContext["touched"]) {
  const validators = (SCREEN_VALIDATORS as Partial<Record<Route, readonly Validator[]>>)[context.route];
  return validators ? runValidators(values, touched, context.config.passwordSettings, validators) : {};
}

/** After a sign-in step that produced a user: the challenge decides the screen. */
function routeSignedInUser(context: FlowContext, user: AuthUser): Step {
  const challengeName = typeof user.challengeName === "string" ? user.challengeName : null;
  const next = { ...context, user, challengeName };
  if (shouldSetupTotp(user)) return request(next, { kind: "setupTotp", user }, { route: "transition" });
  // The passkey and method-choice screens keep the sign-in form's values: 'use your password instead' returns to them.
  if (isPasskeyChallenge(user)) return request(next, { kind: "confirmPasskey", user }, { route: "passkeyPrompt" });
  if (isMethodChoice(user)) return settle(next, { route: "selectChallenge", touched: {}, validationErrors: {} });
  if (shouldConfirmSignIn(user)) return goTo(next, "confirmSignIn");
  if (shouldForceNewPassword(user)) {
    return goTo(next, "forceNewPassword", { requiredAttributes: user.challengeParam?.requiredAttributes ?? [] });
  }
  if (hasChallenge(user)) {
    // SELECT_MFA_TYPE, CUSTOM_CHALLENGE and anything unknown have no screen here: say so, stay on sign-in.
    return goTo({ ...next, ...ATTEMPT_CLEARED, user: null }, "signIn", {
      remoteError: `Unsupported sign-in challenge: ${challengeName}`,
    });
  }
  return request(next, { kind: "verifiedContact", user }, { route: "transition" });
}

/** What a finished or abandoned attempt leaves behind: challenge data, an MFA secret, where codes went. */
const ATTEMPT_CLEARED: Partial<FlowContext> = {
  pendingCredentials: null,
  challengeName: null,
  redirectIntent: null,
  requiredAttributes: [],
  totpSecretCode: null,
  codeDeliveryDetails: null,
  unverifiedContactMethods: {},
  attributeToVerify: null,
};

/** The sign-in form, with nothing of the abandoned attempt kept. */
function backToSignIn(context: FlowContext): Step {
  return goTo(context, "signIn", { ...ATTEMPT_CLEARED, user: null });
}

function authenticated(context: FlowContext, user: AuthUser): Step {
  return goTo(context, "authenticated", { ...ATTEMPT_CLEARED, user });
}

function onResolved(context: FlowContext, effect: Effect, data: unknown): Step {
  switch (effect.kind) {
    case "getCurrentUser":
      return authenticated(context, data as AuthUser);
    case "refreshUser":
      return settle(context, { user: data as AuthUser });
    case "signIn":
    case "confirmSignIn":
    case "startEmailCodeSignIn":
    case "confirmEmailCode":
    case "startPasskeySignIn":
    case "confirmPasskey":
    case "completeNewPassword":
    case "verifyTotpToken":
      return routeSignedInUser(context, data as AuthUser);
    case "setupTotp":
      return goTo(context, "setupTOTP", { totpSecretCode: data as string });
    case "verifiedContact": {
      const contact = data as VerifiedContact;
      if (!shouldVerifyContact(contact)) return authenticated(context, effect.user);
      return goTo(context, "verifyUser", {
        user: effect.user,
        unverifiedContactMethods: contact.unverified,
        attributeToVerify: firstUnverified(contact.unverified),
      });
    }
    case "verifyAttribute":
      return goTo(context, "confirmVerifyUser", {
        attributeToVerify: effect.attribute,
        codeDeliveryDetails: data as CodeDeliveryDetails,
      });
    case "verifyAttributeSubmit":
      return context.user ? authenticated(context, context.user) : restart(context);
    case "signUp": {
      const result = data as SignUpResult;
      if (result.userConfirmed)
        return request(context, { kind: "signIn", username: effect.username, password: effect.password });
      return goTo(context, "confirmSignUp", {
        codeDeliveryDetails: result.codeDeliveryDetails ?? null,
        redirectIntent: null,
      });
    }
    case "confirmSignUp":
      return autoSignIn(context);
    case "resendSignUpCode":
      return goTo(context, "confirmSignUp", {
        codeDeliveryDetails: data as CodeDeliveryDetails,
        redirectIntent: "confirmSignUp",
      });
    case "forgotPassword":
      return goTo(context, "confirmResetPassword", {
        codeDeliveryDetails: data as CodeDeliveryDetails,
        pendingCredentials: { username: effect.username, password: "" },
      });
    case "forgotPasswordSubmit":
      return goTo(context, "signIn", { codeDeliveryDetails: null, pendingCredentials: null, redirectIntent: null });
    case "federatedSignIn":
      return settle(context, {}); // the browser is on its way to the hosted UI
    case "cancelPasskey":
      return settle(context, {});
    case "signOut": {
      const next = restart(context);
      const unconfirmed = (data as SignOutReport | undefined)?.confirmed === false;
      return unconfirmed ? { ...next, context: { ...next.context, notice: "signOutUnconfirmed" } } : next;
    }
  }
}

function autoSignIn(context: FlowContext): Step {
  const credentials = context.pendingCredentials;
  if (credentials?.password) return request(context, { kind: "signIn", ...credentials }, { route: "transition" });
  return goTo(context, "signIn");
}

function onRejected(context: FlowContext, effect: Effect, error: unknown): Step {
  switch (effect.kind) {
    case "getCurrentUser":
      return restart(context); // no current user is simply signed out, with no message
    case "refreshUser":
      return request(context, { kind: "signOut" });
    case "signOut":
    case "cancelPasskey":
      // Only logged: the user stays where they are.
      return settle(context, {});
    case "signIn": {
      const username = effect.username;
      if (shouldConfirmSignUp(error)) {
        return request(
          context,
          { kind: "resendSignUpCode", username },
          {
            route: "transition",
            pendingCredentials: { username, password: effect.password },
            redirectIntent: "confirmSignUp",
          },
        );
      }
      if (shouldResetPasswordFromSignIn(error)) {
        return request(
          context,
          { kind: "forgotPassword", username },
          { route: "transition", redirectIntent: "confirmPasswordReset" },
        );
      }
      // From the sign-in form or an automatic sign-in after sign-up: either way the user lands on sign-in,
      // and the refused password is not kept.
      return settle(context, { route: "signIn", remoteError: remoteErrorText(error), pendingCredentials: null });
    }
    case "resendSignUpCode":
      if (isUserAlreadyConfirmed(error)) return autoSignIn(context);
      return settle(context, {
        route: context.route === "transition" ? "confirmSignUp" : context.route,
        remoteError: remoteErrorText(error),
      });
    case "forgotPassword":
      // From a sign-in that needed a reset: back to the reset form, without the refused sign-in's password.
      if (context.route === "transition") {
        return settle(context, { ...ATTEMPT_CLEARED, route: "resetPassword", remoteError: remoteErrorText(error) });
      }
      return settle(context, { remoteError: remoteErrorText(error) });
    case "setupTotp":
      return settle(context, { ...ATTEMPT_CLEARED, route: "signIn", user: null, remoteError: remoteErrorText(error) });
    case "verifiedContact":
      // The contact check is a courtesy: signing in does not fail on it.
      return authenticated(context, effect.user);
    default:
      return settle(context, { remoteError: remoteErrorText(error) });
  }
}

/**
 * 'Email me a sign-in code' and 'Sign in with a passkey': only the login name is checked (and sent); a password
 * typed meanwhile stays in the form, unused. A refusal (no such user, codes not available) is shown on the form.
 */
function signInWithName(
  context: FlowContext,
  submitted: FormValues | undefined,
  kind: "startEmailCodeSignIn" | "startPasskeySignIn",
): Step {
  const { loginMechanism } = context.config;
  const raw = { ...context.formValues, ...(submitted ?? {}) };
  const values = trimValues(raw);
  const touched = { ...context.touched, [loginMechanism]: true };
  const message = kind === "startPasskeySignIn" ? PASSKEY_LOGIN_NAME_REQUIRED : undefined;
  const validator = validateLoginName(loginMechanism, message);
  const errors = runValidators(values, touched, context.config.passwordSettings, [validator]);
  const base = { ...context, formValues: raw, touched, validationErrors: errors };
  if (!isValid(errors)) return settle(base, {});
  return request(base, { kind, username: usernameFrom(values, loginMechanism) });
}

/** Leaving the passkey screen while the browser still asks for the passkey also withdraws that prompt. */
function leavePasskeyPrompt(context: FlowContext, next: Step): Step {
  return context.pending?.kind === "confirmPasskey" ? request(next.context, { kind: "cancelPasskey" }) : next;
}

/** E-mail MFA (a code after the password): the flow still holds the password of this sign-in. */
const afterPassword = (context: FlowContext) => Boolean(context.pendingCredentials?.password);

function submit(context: FlowContext, submitted: FormValues | undefined): Step {
  const raw = { ...context.formValues, ...(submitted ?? {}) };
  const values = trimValues(raw);
  const touchedAll = Object.fromEntries(Object.keys(values).map((k) => [k, true]));
  const errors = validate(context, values, { ...context.touched, ...touchedAll });
  const base = {
    ...context,
    formValues: raw,
    touched: { ...context.touched, ...touchedAll },
    validationErrors: errors,
  };
  if (!isValid(errors)) return settle(base, {});
  const { loginMechanism } = context.config;
  const password = values.password ?? "";
  const code = values.confirmation_code ?? "";
  const user = context.user;

  switch (context.route) {
    case "signIn": {
      const username = usernameFrom(values, loginMechanism);
      return request(base, { kind: "signIn", username, password }, { pendingCredentials: { username, password } });
    }
    case "signUp": {
      const username = usernameFrom(values, loginMechanism);
      return request(
        base,
        { kind: "signUp", username, password, attributes: signUpAttributes(values, loginMechanism) },
        { pendingCredentials: { username, password } },
      );
    }
    case "confirmSignUp": {
      const username = context.pendingCredentials?.username ?? usernameFrom(values, loginMechanism);
      return request(base, { kind: "confirmSignUp", username, code });
    }
    case "confirmSignIn":
      if (!user) return restart(context);
      if (isEmailMfaChallenge(user, afterPassword(context)))
        return request(base, { kind: "confirmSignIn", user, code, mfaType: "EMAIL_OTP" });
      if (isEmailCodeChallenge(user)) return request(base, { kind: "confirmEmailCode", user, code });
      return request(base, {
        kind: "confirmSignIn",
        user,
        code,
        mfaType: context.challengeName === "SMS_MFA" ? "SMS_MFA" : "SOFTWARE_TOKEN_MFA",
      });
    case "passkeyPrompt":
      // 'Try again' after the prompt was closed or refused: a new passkey sign-in (a fresh challenge).
      if (!user) return restart(context);
      return request(base, { kind: "startPasskeySignIn", username: user.username });
    case "setupTOTP":
      if (!user) return restart(context);
      return request(base, { kind: "verifyTotpToken", user, code });
    case "forceNewPassword": {
      if (!user) return restart(context);
      const attributes = Object.fromEntries(
        context.requiredAttributes.map((name) => [name, values[name] ?? ""]).filter(([, v]) => v !== ""),
      );
      return request(base, { kind: "completeNewPassword", user, password, attributes });
    }
    case "resetPassword": {
      const username = usernameFrom(values, loginMechanism);
      return request(base, { kind: "forgotPassword", username });
    }
    case "confirmResetPassword": {
      const username = context.pendingCredentials?.username ?? usernameFrom(values, loginMechanism);
      return request(base, { kind: "forgotPasswordSubmit", username, code, password });
    }
    case "verifyUser": {
      const attribute = (values.unverifiedAttr as ContactAttribute | undefined) ?? context.attributeToVerify;
      if (!attribute) return authenticated(context, user as AuthUser);
      return request(base, { kind: "verifyAttribute", attribute });
    }
    case "confirmVerifyUser":
      if (!context.attributeToVerify) return authenticated(context, user as AuthUser);
      return request(base, { kind: "verifyAttributeSubmit", attribute: context.attributeToVerify, code });
    default:
      return settle(context, {});
  }
}

/** Every screen with a form; the others (idle, setup, transition, authenticated) take no form events. */
const NON_FORM_ROUTES: readonly Route[] = ["idle", "setup", "transition", "authenticated"];
const FORM_ROUTES: ReadonlySet<Route> = new Set(ROUTES.filter((route) => !NON_FORM_ROUTES.includes(route)));

export function step(context: FlowContext, event: FlowEvent): Step {
  const idle = { context, effect: null };
  switch (event.type) {
    case "INIT": {
      if (context.route !== "idle") return idle;
      const config = { ...context.config, ...event.config };
      return request({ ...context, config }, { kind: "getCurrentUser" }, { route: "setup" });
    }
    case "RESOLVED":
    case "REJECTED": {
      const pending = context.pending;
      if (!pending || pending.id !== event.id) return idle; // stale result
      return event.type === "RESOLVED"
        ? onResolved(context, pending, event.data)
        : onRejected(context, pending, event.error);
    }
    case "AUTO_SIGN_IN":
      return context.route === "authenticated" ? idle : authenticated(context, event.user);
    case "SIGN_OUT":
      if (context.route === "idle" || context.route === "setup") return idle; // the session check decides
      return context.route === "authenticated" ? request(context, { kind: "signOut" }) : restart(context);
    case "AUTO_SIGN_IN_FAILURE":
      // The poll after sign-up gave up: the user signs in by hand, with the name already filled in.
      // Before the session check has answered there is nothing to give up on.
      // On the confirm-sign-up screen the code still confirms and signs in: only the background poll gave up.
      if (["authenticated", "idle", "setup", "confirmSignUp"].includes(context.route)) return idle;
      return goTo(context, "signIn", {
        pendingCredentials: null,
        formValues: { [context.config.loginMechanism]: context.pendingCredentials?.username ?? "" },
        remoteError: AUTO_SIGN_IN_FAILED_MESSAGE,
      });
    case "CONFIGURE": {
      const config = { ...context.config, ...event.config };
      const untouched =
        INITIAL_ROUTES.has(context.route) && !context.pending && Object.keys(context.touched).length === 0;
      // Mid-flow (or while the session check runs) only the settings change; the pending effect stays pending.
      if (!untouched) return { context: { ...context, config }, effect: null };
      return goTo({ ...context, config }, config.initialRoute);
    }
    case "TOKEN_REFRESH":
      return context.route === "authenticated" && !context.pending ? request(context, { kind: "refreshUser" }) : idle;
    default:
      break;
  }
  if (!FORM_ROUTES.has(context.route)) return idle;
  // Ways out stay open while a request runs (the passkey prompt can wait for the person for minutes).
  const wayOut = ["SIGN_IN", "SIGN_UP", "CANCEL", "USE_PASSWORD"].includes(event.type);
  if (context.pending && !wayOut) return idle;
  const fromPasskey = context.route === "passkeyPrompt";

  switch (event.type) {
    case "CHANGE": {
      const formValues = { ...context.formValues, [event.name]: event.value };
      return settle(context, { formValues, validationErrors: validate(context, formValues, context.touched) });
    }
    case "BLUR": {
      const touched = { ...context.touched, [event.name]: true };
      return settle(context, { touched, validationErrors: validate(context, context.formValues, touched) });
    }
    case "SUBMIT":
      return submit(context, event.values);
    case "DISMISS_ERROR":
      return settle(context, { remoteError: "" });
    case "SIGN_IN":
      return leavePasskeyPrompt(context, backToSignIn(context));
    case "SIGN_IN_WITH_EMAIL_CODE":
      if (context.route === "signIn") return signInWithName(context, event.values, "startEmailCodeSignIn");
      // One of the ways the method choice offers: a code for the account the pool named.
      if (context.route === "selectChallenge" && context.user)
        return request(context, { kind: "startEmailCodeSignIn", username: context.user.username });
      return idle;
    case "SIGN_IN_WITH_PASSKEY":
      return context.route === "signIn" ? signInWithName(context, event.values, "startPasskeySignIn") : idle;
    case "USE_PASSWORD":
      if (!fromPasskey && context.route !== "selectChallenge") return idle;
      return leavePasskeyPrompt(
        context,
        goTo(context, "signIn", { ...ATTEMPT_CLEARED, user: null, formValues: context.formValues }),
      );
    case "SIGN_UP":
      return context.route === "signIn" || context.route === "signUp" ? goTo(context, "signUp") : idle;
    case "RESET_PASSWORD":
      return context.route === "signIn" ? goTo(context, "resetPassword") : idle;
    case "CANCEL":
      // Spec: cancel on reset returns to sign-in; cancel on the reset confirmation resends the code.
      if (context.route === "confirmResetPassword") return step(context, { type: "RESEND" });
      return leavePasskeyPrompt(context, backToSignIn(context));
    case "RESEND": {
      const username = context.pendingCredentials?.username ?? "";
      if (context.route === "confirmSignUp") return request(context, { kind: "resendSignUpCode", username });
      if (context.route === "confirmResetPassword") return request(context, { kind: "forgotPassword", username });
      // A new e-mail code is a new sign-in: the earlier code and its session are dropped. After a password (e-mail
      // MFA) that is the password sign-in again; as the first factor, a new request for a code.
      if (context.route === "confirmSignIn" && isEmailCodeChallenge(context.user)) {
        const credentials = context.pendingCredentials;
        if (credentials && afterPassword(context)) return request(context, { kind: "signIn", ...credentials });
        return request(context, { kind: "startEmailCodeSignIn", username: (context.user as AuthUser).username });
      }
      return idle;
    }
    case "SKIP":
      return (context.route === "verifyUser" || context.route === "confirmVerifyUser") && context.user
        ? authenticated(context, context.user)
        : idle;
    case "FEDERATED_SIGN_IN":
      if (context.route !== "signIn" && context.route !== "signUp") return idle;
      return request(context, {
        kind: "federatedSignIn",
        provider: event.provider,
        customState: JSON.stringify({ from: event.from ?? "/" }),
      });
    default:
      return idle;
  }
}
