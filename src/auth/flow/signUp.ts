/**
 * The sign-up flow: create the account, confirm it with the e-mailed code (or resend one), then sign in with the
 * password just chosen.
 */
import { goTo, remoteErrorText, request, settle, type Flow, type Step } from "./context";
import { isUserAlreadyConfirmed } from "./guards";
import { signUpAttributes, usernameFrom } from "./formValues";
import type { CodeDeliveryDetails, FlowContext, SignUpResult } from "./types";

/** After the confirmation: sign in with the sign-up's password, or on the form when the flow no longer has it. */
function autoSignIn(context: FlowContext): Step {
  const credentials = context.pendingCredentials;
  if (credentials?.password) return request(context, { kind: "signIn", ...credentials }, { route: "transition" });
  return goTo(context, "signIn");
}

export const signUpFlow: Flow = {
  routes: ["signUp", "confirmSignUp"],
  effects: ["signUp", "confirmSignUp", "resendSignUpCode"],

  submit(base, values) {
    const { loginMechanism } = base.config;
    if (base.route === "signUp") {
      const username = usernameFrom(values, loginMechanism);
      const password = values.password ?? "";
      return request(
        base,
        { kind: "signUp", username, password, attributes: signUpAttributes(values, loginMechanism) },
        { pendingCredentials: { username, password } },
      );
    }
    const username = base.pendingCredentials?.username ?? usernameFrom(values, loginMechanism);
    return request(base, { kind: "confirmSignUp", username, code: values.confirmation_code ?? "" });
  },

  on(context, event) {
    if (event.type !== "RESEND" || context.route !== "confirmSignUp") return undefined;
    return request(context, { kind: "resendSignUpCode", username: context.pendingCredentials?.username ?? "" });
  },

  resolved(context, effect, data) {
    switch (effect.kind) {
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
      default:
        return goTo(context, "confirmSignUp", {
          codeDeliveryDetails: data as CodeDeliveryDetails,
          redirectIntent: "confirmSignUp",
        });
    }
  },

  rejected(context, effect, error) {
    if (effect.kind !== "resendSignUpCode") return undefined;
    // Confirmed meanwhile (Amplify UI issue #219): carry on as confirmed.
    if (isUserAlreadyConfirmed(error)) return autoSignIn(context);
    return settle(context, {
      route: context.route === "transition" ? "confirmSignUp" : context.route,
      remoteError: remoteErrorText(error),
    });
  },
};
