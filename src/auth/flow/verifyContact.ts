/**
 * The contact check after a sign-in: with no verified e-mail or phone, offer to verify one (or skip). A courtesy:
 * signing in never fails on it.
 */
import { authenticated, goTo, request, restart, type Flow, type Step } from "./context";
import { firstUnverified, shouldVerifyContact } from "./guards";
import type { AuthUser, CodeDeliveryDetails, ContactAttribute, FlowContext, VerifiedContact } from "./types";

/** With the contact status in hand: signed in, or the offer to verify an address first. */
function decide(context: FlowContext, user: AuthUser, contact: VerifiedContact): Step {
  if (!shouldVerifyContact(contact)) return authenticated(context, user);
  return goTo(context, "verifyUser", {
    user,
    unverifiedContactMethods: contact.unverified,
    attributeToVerify: firstUnverified(contact.unverified),
  });
}

/**
 * The sign-in's last step. The session function answers the sign-in with the contact status (it read it anyway);
 * only without it (no functions, an older server) is the pool asked.
 */
export function checkContact(context: FlowContext, user: AuthUser): Step {
  if (user.contact) return decide(context, user, user.contact);
  return request(context, { kind: "verifiedContact", user }, { route: "transition" });
}

export const verifyContactFlow: Flow = {
  routes: ["verifyUser", "confirmVerifyUser"],
  effects: ["verifiedContact", "verifyAttribute", "verifyAttributeSubmit"],

  submit(base, values) {
    const user = base.user as AuthUser;
    if (base.route === "verifyUser") {
      const attribute = (values.unverifiedAttr as ContactAttribute | undefined) ?? base.attributeToVerify;
      if (!attribute) return authenticated(base, user);
      return request(base, { kind: "verifyAttribute", attribute });
    }
    if (!base.attributeToVerify) return authenticated(base, user);
    const code = values.confirmation_code ?? "";
    return request(base, { kind: "verifyAttributeSubmit", attribute: base.attributeToVerify, code });
  },

  on(context, event) {
    return event.type === "SKIP" && context.user ? authenticated(context, context.user) : undefined;
  },

  resolved(context, effect, data) {
    switch (effect.kind) {
      case "verifiedContact":
        return decide(context, effect.user, data as VerifiedContact);
      case "verifyAttribute":
        return goTo(context, "confirmVerifyUser", {
          attributeToVerify: effect.attribute,
          codeDeliveryDetails: data as CodeDeliveryDetails,
        });
      default:
        return context.user ? authenticated(context, context.user) : restart(context);
    }
  },

  rejected(context, effect) {
    return effect.kind === "verifiedContact" ? authenticated(context, effect.user) : undefined;
  },
};
