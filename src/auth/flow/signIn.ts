/**
 * The sign-in flow: the password form, a code by e-mail, a passkey, and the challenges a sign-in can meet (a second
 * factor, an authenticator app to set up, a new password, the pool's choice of methods).
 */
import {
  ATTEMPT_CLEARED,
  backToSignIn,
  goTo,
  remoteErrorText,
  request,
  restart,
  settle,
  type Flow,
  type Step,
} from "./context";
import {
  hasChallenge,
  isEmailCodeChallenge,
  isEmailMfaChallenge,
  isMethodChoice,
  isPasskeyChallenge,
  shouldConfirmSignIn,
  shouldConfirmSignUp,
  shouldForceNewPassword,
  shouldResetPasswordFromSignIn,
  shouldSetupTotp,
} from "./guards";
import { trimValues, usernameFrom } from "./formValues";
import { emptySignInFields, loginNameRequiredFor, signInRefusal } from "./signInErrors";
import { isValid, runValidators, validateLoginName, type FormValues } from "./validators";
import { checkContact } from "./verifyContact";
import type { AuthUser, FlowContext } from "./types";

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
  // Signed in: the contact check (verifyContact.ts) has the last word.
  return checkContact(next, user);
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
  const message = loginNameRequiredFor(loginMechanism, kind === "startPasskeySignIn" ? "passkey" : "code");
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

export const signInFlow: Flow = {
  routes: ["signIn", "confirmSignIn", "passkeyPrompt", "selectChallenge", "setupTOTP", "forceNewPassword"],
  effects: [
    "signIn",
    "confirmSignIn",
    "startEmailCodeSignIn",
    "confirmEmailCode",
    "startPasskeySignIn",
    "confirmPasskey",
    "cancelPasskey",
    "completeNewPassword",
    "setupTotp",
    "verifyTotpToken",
    "federatedSignIn",
  ],

  submit(base, values) {
    const user = base.user;
    const password = values.password ?? "";
    const code = values.confirmation_code ?? "";
    switch (base.route) {
      case "signIn": {
        const mechanism = base.config.loginMechanism;
        // Nothing is sent with a field empty: the pool would answer in its own words ('Missing required parameter').
        const empty = emptySignInFields(mechanism, values[mechanism] ?? "", password);
        if (!isValid(empty)) return settle(base, { validationErrors: empty, remoteError: "" });
        const username = usernameFrom(values, mechanism);
        return request(base, { kind: "signIn", username, password }, { pendingCredentials: { username, password } });
      }
      case "confirmSignIn":
        if (!user) return restart(base);
        if (isEmailMfaChallenge(user, afterPassword(base)))
          return request(base, { kind: "confirmSignIn", user, code, mfaType: "EMAIL_OTP" });
        if (isEmailCodeChallenge(user)) return request(base, { kind: "confirmEmailCode", user, code });
        return request(base, {
          kind: "confirmSignIn",
          user,
          code,
          mfaType: base.challengeName === "SMS_MFA" ? "SMS_MFA" : "SOFTWARE_TOKEN_MFA",
        });
      case "passkeyPrompt":
        // 'Try again' after the prompt was closed or refused: a new passkey sign-in (a fresh challenge).
        return user ? request(base, { kind: "startPasskeySignIn", username: user.username }) : restart(base);
      case "setupTOTP":
        return user ? request(base, { kind: "verifyTotpToken", user, code }) : restart(base);
      case "forceNewPassword": {
        if (!user) return restart(base);
        const attributes = Object.fromEntries(
          base.requiredAttributes.map((name) => [name, values[name] ?? ""]).filter(([, v]) => v !== ""),
        );
        return request(base, { kind: "completeNewPassword", user, password, attributes });
      }
      default:
        return undefined; // the method choice has buttons, not a form
    }
  },

  on(context, event) {
    switch (event.type) {
      case "SIGN_IN":
      case "CANCEL":
        return leavePasskeyPrompt(context, backToSignIn(context));
      case "SIGN_IN_WITH_EMAIL_CODE":
        if (context.route === "signIn") return signInWithName(context, event.values, "startEmailCodeSignIn");
        // One of the ways the method choice offers: a code for the account the pool named.
        if (context.route === "selectChallenge" && context.user)
          return request(context, { kind: "startEmailCodeSignIn", username: context.user.username });
        return undefined;
      case "SIGN_IN_WITH_PASSKEY":
        return context.route === "signIn" ? signInWithName(context, event.values, "startPasskeySignIn") : undefined;
      case "USE_PASSWORD":
        if (context.route !== "passkeyPrompt" && context.route !== "selectChallenge") return undefined;
        return leavePasskeyPrompt(
          context,
          goTo(context, "signIn", { ...ATTEMPT_CLEARED, user: null, formValues: context.formValues }),
        );
      case "RESEND": {
        // A new e-mail code is a new sign-in: the earlier code and its session are dropped. After a password (e-mail
        // MFA) that is the password sign-in again; as the first factor, a new request for a code.
        if (context.route !== "confirmSignIn" || !isEmailCodeChallenge(context.user)) return undefined;
        const credentials = context.pendingCredentials;
        if (credentials && afterPassword(context)) return request(context, { kind: "signIn", ...credentials });
        return request(context, { kind: "startEmailCodeSignIn", username: (context.user as AuthUser).username });
      }
      default:
        return undefined;
    }
  },

  resolved(context, effect, data) {
    switch (effect.kind) {
      case "setupTotp":
        return goTo(context, "setupTOTP", { totpSecretCode: data as string });
      case "federatedSignIn": // the browser is on its way to the hosted UI
      case "cancelPasskey":
        return settle(context, {});
      default:
        return routeSignedInUser(context, data as AuthUser);
    }
  },

  rejected(context, effect, error) {
    switch (effect.kind) {
      case "cancelPasskey":
        return settle(context, {}); // only logged: the person stays where they are
      case "setupTotp":
        return settle(context, {
          ...ATTEMPT_CLEARED,
          route: "signIn",
          user: null,
          remoteError: remoteErrorText(error),
        });
      case "signIn": {
        const username = effect.username;
        // The account is not confirmed yet: a new code, then the sign-up flow's confirmation screen.
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
        return settle(context, {
          route: "signIn",
          remoteError: signInRefusal(error, context.config.loginMechanism),
          pendingCredentials: null,
        });
      }
      default:
        return undefined;
    }
  },
};
