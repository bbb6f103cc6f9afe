/**
 * The reset-password flow: a code to the account's contact, then the code with a new password.
 */
import { ATTEMPT_CLEARED, goTo, remoteErrorText, request, settle, type Flow } from "./context";
import { usernameFrom } from "./formValues";
import type { CodeDeliveryDetails, FlowContext } from "./types";

/** A new code for the account the flow is resetting. */
const resend = (context: FlowContext) =>
  request(context, { kind: "forgotPassword", username: context.pendingCredentials?.username ?? "" });

export const resetPasswordFlow: Flow = {
  routes: ["resetPassword", "confirmResetPassword"],
  effects: ["forgotPassword", "forgotPasswordSubmit"],

  submit(base, values) {
    const { loginMechanism } = base.config;
    if (base.route === "resetPassword") {
      return request(base, { kind: "forgotPassword", username: usernameFrom(values, loginMechanism) });
    }
    const username = base.pendingCredentials?.username ?? usernameFrom(values, loginMechanism);
    const code = values.confirmation_code ?? "";
    return request(base, { kind: "forgotPasswordSubmit", username, code, password: values.password ?? "" });
  },

  on(context, event) {
    if (context.route !== "confirmResetPassword") return undefined;
    if (event.type === "RESEND") return resend(context);
    // Cancel on the reset confirmation resends the code (cancel on the reset form returns to sign-in); like
    // resend, not while a request runs.
    if (event.type === "CANCEL") return context.pending ? { context, effect: null } : resend(context);
    return undefined;
  },

  resolved(context, effect, data) {
    if (effect.kind === "forgotPassword") {
      return goTo(context, "confirmResetPassword", {
        codeDeliveryDetails: data as CodeDeliveryDetails,
        pendingCredentials: { username: effect.username, password: "" },
      });
    }
    return goTo(context, "signIn", { codeDeliveryDetails: null, pendingCredentials: null, redirectIntent: null });
  },

  rejected(context, effect, error) {
    // From a sign-in that needed a reset: back to the reset form, without the refused sign-in's password.
    if (effect.kind === "forgotPassword" && context.route === "transition") {
      return settle(context, { ...ATTEMPT_CLEARED, route: "resetPassword", remoteError: remoteErrorText(error) });
    }
    return undefined;
  },
};
