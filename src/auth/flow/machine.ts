/**
 * The authenticator as a pure transition function: `step(context, event)` returns the next context and at most one
 * effect to run. No I/O and no React: runner.ts performs effects with injected services and feeds the results back
 * as RESOLVED/REJECTED events; the screens render `context.route`.
 *
 * This module owns the session (the check at start, renewal, sign-out, automatic sign-in, settings) and what every
 * form shares (typing, leaving a field, submitting, ways back); each flow (Amplify UI's actors: sign-in, sign-up,
 * reset password, the contact check) answers its own screens and effects. Routes and rules follow Amplify UI's
 * authenticator.
 * Results of an effect other than the one pending are stale (the user moved on) and are ignored.
 */
import {
  authenticated,
  backToSignIn,
  goTo,
  remoteErrorText,
  request,
  restart,
  settle,
  validate,
  type Flow,
  type Step,
} from "./context";
import { trimValues } from "./formValues";
import { isValid, type FormValues } from "./validators";
import { resetPasswordFlow } from "./resetPassword";
import { signInFlow } from "./signIn";
import { signUpFlow } from "./signUp";
import { verifyContactFlow } from "./verifyContact";
import type { AuthUser, Effect, EffectKind, FlowContext, FlowEvent, Route, SignOutReport } from "./types";

export const AUTO_SIGN_IN_FAILED_MESSAGE = "We could not sign you in automatically. Please sign in.";

/** Every flow; each screen with a form and each effect outside the session belongs to exactly one. */
export const FLOWS: readonly Flow[] = [signInFlow, signUpFlow, resetPasswordFlow, verifyContactFlow];
const FLOW_OF_ROUTE = new Map<Route, Flow>(FLOWS.flatMap((flow) => flow.routes.map((route) => [route, flow])));
const FLOW_OF_EFFECT = new Map<EffectKind, Flow>(FLOWS.flatMap((flow) => flow.effects.map((kind) => [kind, flow])));

const INITIAL_ROUTES: ReadonlySet<Route> = new Set<Route>(["signIn", "signUp", "resetPassword"]);

/** The session's own effects; every other result goes to the flow that asked for it. */
function onResolved(context: FlowContext, effect: Effect, data: unknown): Step {
  switch (effect.kind) {
    case "getCurrentUser":
      return authenticated(context, data as AuthUser);
    case "refreshUser":
      return settle(context, { user: data as AuthUser });
    case "signOut": {
      const next = restart(context);
      const unconfirmed = (data as SignOutReport | undefined)?.confirmed === false;
      return unconfirmed ? { ...next, context: { ...next.context, notice: "signOutUnconfirmed" } } : next;
    }
    default:
      return FLOW_OF_EFFECT.get(effect.kind)?.resolved(context, effect, data) ?? settle(context, {});
  }
}

function onRejected(context: FlowContext, effect: Effect, error: unknown): Step {
  switch (effect.kind) {
    case "getCurrentUser":
      return restart(context); // no current user is simply signed out, with no message
    case "refreshUser":
      return request(context, { kind: "signOut" });
    case "signOut":
      return settle(context, {}); // only logged: the user stays signed in here
    default:
      return (
        FLOW_OF_EFFECT.get(effect.kind)?.rejected?.(context, effect, error) ??
        settle(context, { remoteError: remoteErrorText(error) })
      );
  }
}

/** A submitted form: every field counts as touched; a valid one goes to its screen's flow. */
function submit(context: FlowContext, flow: Flow, submitted: FormValues | undefined): Step {
  const raw = { ...context.formValues, ...(submitted ?? {}) };
  const values = trimValues(raw);
  const touched = { ...context.touched, ...Object.fromEntries(Object.keys(values).map((k) => [k, true])) };
  const errors = validate(context, values, touched);
  const base = { ...context, formValues: raw, touched, validationErrors: errors };
  if (!isValid(errors)) return settle(base, {});
  return flow.submit(base, values) ?? settle(context, {});
}

/** Events about the session, answered on any screen. */
function sessionStep(context: FlowContext, event: FlowEvent): Step | undefined {
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
      return undefined;
  }
}

/** Ways out stay open while a request runs (the passkey prompt can wait for the person for minutes). */
const WAYS_OUT: ReadonlySet<FlowEvent["type"]> = new Set(["SIGN_IN", "SIGN_UP", "CANCEL", "USE_PASSWORD"]);

export function step(context: FlowContext, event: FlowEvent): Step {
  const session = sessionStep(context, event);
  if (session) return session;
  const idle = { context, effect: null };
  // Only the screens with a form take form events (not idle, setup, transition or authenticated).
  const flow = FLOW_OF_ROUTE.get(context.route);
  if (!flow) return idle;
  if (context.pending && !WAYS_OUT.has(event.type)) return idle;

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
      return submit(context, flow, event.values);
    case "DISMISS_ERROR":
      return settle(context, { remoteError: "" });
    default:
      break;
  }
  const own = flow.on?.(context, event);
  if (own) return own;
  const firstScreen = context.route === "signIn" || context.route === "signUp";
  switch (event.type) {
    case "SIGN_IN":
    case "CANCEL":
      return backToSignIn(context);
    case "SIGN_UP":
      return firstScreen ? goTo(context, "signUp") : idle;
    case "RESET_PASSWORD":
      return context.route === "signIn" ? goTo(context, "resetPassword") : idle;
    case "FEDERATED_SIGN_IN":
      if (!firstScreen) return idle;
      return request(context, {
        kind: "federatedSignIn",
        provider: event.provider,
        customState: JSON.stringify({ from: event.from ?? "/" }),
      });
    default:
      return idle;
  }
}
