/**
 * The flow context and the few moves every flow makes on it: ask for an effect, settle, go to a screen, restart.
 * A flow (signIn.ts, signUp.ts, resetPassword.ts, verifyContact.ts) is a set of pure functions over these;
 * machine.ts owns the session and hands each event to the flow whose screen or effect it concerns.
 */
import { CONFIGURATION_ERROR_MESSAGE, errorMessage, isMissingUserPool } from "./guards";
import {
  SCREEN_VALIDATORS,
  SITE_PASSWORD_SETTINGS,
  runValidators,
  type FormValues,
  type Validator,
} from "./validators";
import type { AuthUser, Effect, EffectKind, FlowConfig, FlowContext, FlowEvent, Route } from "./types";

export const DEFAULT_CONFIG: FlowConfig = {
  initialRoute: "signIn",
  loginMechanism: "username",
  passwordSettings: SITE_PASSWORD_SETTINGS,
};

export interface Step {
  context: FlowContext;
  effect: Effect | null;
}

/**
 * One flow: the screens whose forms it answers and the effects whose results it reads. Each function returns
 * undefined for what it does not handle, and the machine does the common thing (see machine.ts).
 */
export interface Flow {
  routes: readonly Route[];
  effects: readonly EffectKind[];
  /** A valid form on one of its screens (`base` holds the submitted values, `values` them trimmed). */
  submit(base: FlowContext, values: FormValues): Step | undefined;
  /** Buttons other than submit on one of its screens (resend, skip, other ways to sign in). */
  on?(context: FlowContext, event: FlowEvent): Step | undefined;
  resolved(context: FlowContext, effect: Effect, data: unknown): Step | undefined;
  rejected?(context: FlowContext, effect: Effect, error: unknown): Step | undefined;
}

type EffectRequest = Effect extends infer E ? (E extends Effect ? Omit<E, "id"> : never) : never;

/** Asks for one effect; its id comes from the context, so equal inputs always give equal outputs. */
export function request(context: FlowContext, effect: EffectRequest, patch: Partial<FlowContext> = {}): Step {
  const id = context.lastEffectId + 1;
  const full = { ...effect, id } as Effect;
  return { context: { ...context, ...patch, remoteError: "", pending: full, lastEffectId: id }, effect: full };
}

export function settle(context: FlowContext, patch: Partial<FlowContext>): Step {
  return { context: { ...context, ...patch, pending: null }, effect: null };
}

/** A fresh form on a new screen; the user, intent and delivery details travel on. */
export function goTo(context: FlowContext, route: Route, patch: Partial<FlowContext> = {}): Step {
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
export function restart(context: FlowContext): Step {
  return goTo({ ...initialContext(context.config), lastEffectId: context.lastEffectId }, context.config.initialRoute);
}

export function remoteErrorText(error: unknown): string {
  return isMissingUserPool(error) ? CONFIGURATION_ERROR_MESSAGE : errorMessage(error);
}

/** The field errors of the current screen's form. */
export function validate(context: FlowContext, values: FormValues, touched: FlowContext["touched"]) {
  const validators = (SCREEN_VALIDATORS as Partial<Record<Route, readonly Validator[]>>)[context.route];
  return validators ? runValidators(values, touched, context.config.passwordSettings, validators) : {};
}

/** What a finished or abandoned attempt leaves behind: challenge data, an MFA secret, where codes went. */
export const ATTEMPT_CLEARED: Partial<FlowContext> = {
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
export function backToSignIn(context: FlowContext): Step {
  return goTo(context, "signIn", { ...ATTEMPT_CLEARED, user: null });
}

export function authenticated(context: FlowContext, user: AuthUser): Step {
  return goTo(context, "authenticated", { ...ATTEMPT_CLEARED, user });
}
