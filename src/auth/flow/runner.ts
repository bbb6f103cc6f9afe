/**
 * Runs the pure machine against injected services: performs each requested effect and feeds the outcome back.
 * Still no React and no identity library here: the sign-in screens subscribe to it, and src/auth supplies
 * services backed by amazon-cognito-identity-js (tests supply fakes).
 */
import { DEFAULT_CONFIG, initialContext } from "./context";
import { step } from "./machine";
import type { AuthServices, Effect, FlowConfig, FlowContext, FlowEvent } from "./types";

export interface Authenticator {
  getContext(): FlowContext;
  send(event: FlowEvent): void;
  subscribe(listener: (context: FlowContext) => void): () => void;
  /** Resolves once no effect is pending (tests and screens awaiting a submit). */
  settled(): Promise<FlowContext>;
}

function perform(services: AuthServices, effect: Effect): Promise<unknown> {
  switch (effect.kind) {
    case "getCurrentUser":
    case "refreshUser":
      return services.getCurrentUser();
    case "signIn":
      return services.signIn(effect.username, effect.password);
    case "confirmSignIn":
      return services.confirmSignIn(effect.user, effect.code, effect.mfaType);
    case "startEmailCodeSignIn":
      return services.startEmailCodeSignIn(effect.username);
    case "confirmEmailCode":
      return services.confirmEmailCode(effect.user, effect.code);
    case "startPasskeySignIn":
      return services.startPasskeySignIn(effect.username);
    case "confirmPasskey":
      return services.confirmPasskey(effect.user);
    case "cancelPasskey":
      return services.cancelPasskey();
    case "completeNewPassword":
      return services.completeNewPassword(effect.user, effect.password, effect.attributes);
    case "setupTotp":
      return services.setupTotp(effect.user);
    case "verifyTotpToken":
      return services.verifyTotpToken(effect.user, effect.code);
    case "verifiedContact":
      return services.verifiedContact(effect.user);
    case "verifyAttribute":
      return services.verifyAttribute(effect.attribute);
    case "verifyAttributeSubmit":
      return services.verifyAttributeSubmit(effect.attribute, effect.code);
    case "signUp":
      return services.signUp(effect.username, effect.password, effect.attributes);
    case "confirmSignUp":
      return services.confirmSignUp(effect.username, effect.code);
    case "resendSignUpCode":
      return services.resendSignUpCode(effect.username);
    case "forgotPassword":
      return services.forgotPassword(effect.username);
    case "forgotPasswordSubmit":
      return services.forgotPasswordSubmit(effect.username, effect.code, effect.password);
    case "federatedSignIn":
      return services.federatedSignIn(effect.provider, effect.customState);
    case "signOut":
      return services.signOut();
  }
}

/** Sign-in and sign-out failures are logged for whoever debugs them (the flow itself shows only sign-in's message). */
function logFailure(effect: Effect, error: unknown): void {
  if (/^(signIn|startEmailCodeSignIn|confirmEmailCode|startPasskeySignIn|confirmPasskey)$/.test(effect.kind))
    console.error("Error signing in:", error);
  if (effect.kind === "signOut") console.error("Error signing out:", error);
}

export function createAuthenticator(services: AuthServices, config: FlowConfig = DEFAULT_CONFIG): Authenticator {
  let context = initialContext(config);
  const listeners = new Set<(c: FlowContext) => void>();
  let waiters: Array<(c: FlowContext) => void> = [];

  const notify = () => {
    for (const listener of listeners) listener(context);
    if (!context.pending) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve(context);
    }
  };

  const send = (event: FlowEvent) => {
    const result = step(context, event);
    context = result.context;
    notify();
    const effect = result.effect;
    if (!effect) return;
    // A service that throws synchronously is treated like one that rejects: the flow never gets stuck.
    Promise.resolve()
      .then(() => perform(services, effect))
      .then(
        (data) => send({ type: "RESOLVED", id: effect.id, data }),
        (error: unknown) => {
          logFailure(effect, error);
          send({ type: "REJECTED", id: effect.id, error });
        },
      );
  };

  return {
    getContext: () => context,
    send,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => (context.pending ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve(context)),
  };
}
