/**
 * The contact check after a sign-in: with no verified e-mail or phone, offer to verify one (or skip). A courtesy:
 * signing in never fails on it. Spec section 4.
 */
import { authenticated, goTo, request, restart, type Flow } from "./context";
import { firstUnverified, shouldVerifyContact } from "./guards";
import type { AuthUser, CodeDeliveryDetails, ContactAttribute, VerifiedContact } from "./types";

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
      default:
        return context.user ? authenticated(context, context.user) : restart(context);
    }
  },

  rejected(context, effect) {
    return effect.kind === "verifiedContact" ? authenticated(context, effect.user) : undefined;
  },
};
