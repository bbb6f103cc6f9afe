/**
 * The one React binding of the sign-in flow. `AuthProvider` owns the runtime's wiring for as long as a page that
 * signs people in is mounted: it starts the flow, connects the hub (the sign-in code's only writer of the Redux store),
 * reports sign-in and sign-out as hub events, renews tokens before they expire and polls for an automatic
 * sign-in after sign-up. Screens read the flow only through `useAuthenticator()`: the context and named commands.
 */
import React, { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { navigate } from "gatsby";
import { useAppDispatch } from "../state/hooks";
import { connectHub } from "./hub";
import { getAuthRuntime, type AuthRuntime } from "./runtime";
import { signOutAndLeave } from "./signOutAndLeave";
import { lazy } from "../loading/lazy";
import { warnAndRetry } from "./session/warnAndRetry";
import type { AuthUser, FlowContext, FlowEvent, SocialProvider } from "./flow/types";
import type { FormValues } from "./flow/validators";

const RuntimeContext = createContext<AuthRuntime | null>(null);

const noop = () => undefined;

// Token renewal and the sign-up poll run only once someone is signed in or waits for a confirmation: their code
// travels with the session time-outs' chunk instead of the sign-in form's (and is retried until it arrives).
const sessionTimers = lazy(() => import(/* webpackChunkName: "session-timeout" */ "./session/timers"), {
  retry: warnAndRetry("Token renewal"),
});

/** Starts background work once the timers have loaded; the function returned stops it, loaded yet or not. */
function startTimers(start: (timers: typeof import("./session/timers")) => () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void sessionTimers().then((timers) => {
    if (!stopped) stop = start(timers);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Routes on which the flow has not decided yet whether someone is signed in. */
const UNDECIDED: ReadonlySet<FlowContext["route"]> = new Set(["idle", "setup", "transition"]);

/**
 * Follows the flow and reports what the hub and the background timers need to know. Who is signed in is
 * reported whenever the flow has decided and it differs from the last report, including at mount: the flow is a
 * page-load singleton that may have moved on while no provider was mounted, and the store may have been seeded
 * from a stored session the pool no longer accepts.
 */
export function watchFlow(runtime: AuthRuntime): () => void {
  const { authenticator, hub, services } = runtime;
  let previous = authenticator.getContext();
  let reported: AuthUser | null | undefined; // undefined: nothing reported yet
  let cancelRefresh: () => void = noop;
  let cancelPoll: () => void = noop;

  const scheduleFor = (user: AuthUser | null) => {
    cancelRefresh();
    const expiresAt = user?.expiresAt;
    cancelRefresh = expiresAt
      ? startTimers((t) => t.scheduleRefresh({ expiresAt, refresh: services.refreshSession, hub }))
      : noop;
  };
  const report = (context: FlowContext) => {
    if (UNDECIDED.has(context.route)) return;
    const user = context.route === "authenticated" ? context.user : null;
    if (user === reported) return;
    reported = user;
    hub.dispatch(user ? { event: "signIn", user } : { event: "signOut" });
  };
  report(previous);
  if (previous.route === "authenticated") scheduleFor(previous.user);

  const unsubscribe = authenticator.subscribe((context: FlowContext) => {
    const was = previous.route === "authenticated";
    const is = context.route === "authenticated";
    const before = previous;
    previous = context;
    report(context);
    // On arrival too, not only on a new user: a form sign-in reaches 'authenticated' from the contact check with
    // the very user object it already carried, and then no renewal was ever scheduled.
    if (is && (!was || context.user !== before.user)) scheduleFor(context.user);
    if (!is && was) scheduleFor(null);

    const credentials = context.pendingCredentials;
    const waitingForConfirmation = context.route === "confirmSignUp" && Boolean(credentials?.password);
    if (waitingForConfirmation && before.route !== "confirmSignUp" && credentials) {
      cancelPoll = startTimers((t) =>
        t.pollAutoSignIn({ attempt: () => services.signIn(credentials.username, credentials.password), hub }),
      );
    } else if (!waitingForConfirmation && before.route === "confirmSignUp") {
      cancelPoll();
      cancelPoll = noop;
    }
  });
  return () => {
    unsubscribe();
    cancelRefresh();
    cancelPoll();
  };
}

export function AuthProvider({ children, runtime: injected }: { children: React.ReactNode; runtime?: AuthRuntime }) {
  const [runtime] = useState(() => injected ?? getAuthRuntime());
  const dispatch = useAppDispatch();
  useEffect(() => {
    const { authenticator, hub } = runtime;
    const disconnect = connectHub(hub, {
      getContext: authenticator.getContext,
      send: authenticator.send,
      dispatch,
      navigate: (path) => void navigate(path),
    });
    const stopWatching = watchFlow(runtime);
    // Screens configure the flow in their own effects, which run first; start it if none did.
    if (authenticator.getContext().route === "idle") authenticator.send({ type: "INIT" });
    return () => {
      stopWatching();
      disconnect();
    };
  }, [runtime, dispatch]);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useAuthRuntime(): AuthRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useAuthenticator must be used inside <AuthProvider>");
  return runtime;
}

/**
 * Sign-out for a frame that may be rendered inside an <AuthProvider> or not (the portal's frame, whose pages all
 * have one, and its tests, which need not): the sign-out, or null where there is no flow to sign out of.
 */
export function useSignOut(): (() => Promise<void>) | null {
  const runtime = useContext(RuntimeContext);
  return runtime ? () => signOutAndLeave(runtime) : null;
}

export interface AuthenticatorApi {
  context: FlowContext;
  route: FlowContext["route"];
  user: AuthUser | null;
  busy: boolean;
  configError: string | null;
  socialProviders: SocialProvider[];
  hostedUiAvailable: boolean;
  /** 'Email me a sign-in code' is offered (GATSBY_AUTH_EMAIL_CODE). */
  emailCodeSignIn: boolean;
  /** 'Sign in with a passkey' is offered (GATSBY_AUTH_PASSKEYS). */
  passkeySignIn: boolean;
  send(event: FlowEvent): void;
  change(name: string, value: string): void;
  blur(name: string): void;
  submit(values?: FormValues): void;
  toSignIn(): void;
  /** Asks for a sign-in code by e-mail for the login name in `values` (the sign-in form's). */
  signInWithEmailCode(values?: FormValues): void;
  /** Asks the browser for the passkey of the login name in `values` (the sign-in form's). */
  signInWithPasskey(values?: FormValues): void;
  /** From the passkey or method-choice screen back to the sign-in form, the name kept. */
  usePassword(): void;
  toSignUp(): void;
  toResetPassword(): void;
  resend(): void;
  skip(): void;
  cancel(): void;
  dismissError(): void;
  federatedSignIn(provider: SocialProvider, from: string): void;
  openHostedUi(from: string): Promise<void>;
  signOut(): Promise<void>;
  /** A person is starting to use a form: fetch the sign-in library now rather than at submit. */
  preloadLibrary(): void;
}

/** What a component reads of the flow: it re-renders only when one of these changes (Amplify UI's selector). */
export type AuthenticatorSelector = (context: FlowContext) => readonly unknown[];

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** The commands of a runtime: made once, so a screen's handlers keep their identity across renders. */
const commandsByRuntime = new WeakMap<AuthRuntime, Commands>();
type Commands = Omit<
  AuthenticatorApi,
  | "context"
  | "route"
  | "user"
  | "busy"
  | "configError"
  | "socialProviders"
  | "hostedUiAvailable"
  | "emailCodeSignIn"
  | "passkeySignIn"
>;

function commandsOf(runtime: AuthRuntime): Commands {
  const known = commandsByRuntime.get(runtime);
  if (known) return known;
  const send = runtime.authenticator.send;
  const commands: Commands = {
    send,
    change: (name, value) => send({ type: "CHANGE", name, value }),
    blur: (name) => send({ type: "BLUR", name }),
    submit: (values) => send({ type: "SUBMIT", values }),
    toSignIn: () => send({ type: "SIGN_IN" }),
    signInWithEmailCode: (values) => send({ type: "SIGN_IN_WITH_EMAIL_CODE", values }),
    signInWithPasskey: (values) => send({ type: "SIGN_IN_WITH_PASSKEY", values }),
    usePassword: () => send({ type: "USE_PASSWORD" }),
    toSignUp: () => send({ type: "SIGN_UP" }),
    toResetPassword: () => send({ type: "RESET_PASSWORD" }),
    resend: () => send({ type: "RESEND" }),
    skip: () => send({ type: "SKIP" }),
    cancel: () => send({ type: "CANCEL" }),
    dismissError: () => send({ type: "DISMISS_ERROR" }),
    federatedSignIn: (provider, from) => send({ type: "FEDERATED_SIGN_IN", provider, from }),
    openHostedUi: async (from) => {
      if (!runtime.hostedUi) {
        console.warn("The hosted sign-in page is not configured (GATSBY_COGNITO_DOMAIN).");
        return;
      }
      try {
        await (await runtime.hostedUi.client()).signIn("COGNITO", from);
      } catch (error) {
        // E.g. no Web Crypto on a plain-http address other than localhost: say so rather than do nothing.
        console.error("Could not open the hosted sign-in page:", error);
        runtime.hub.dispatch({
          event: "notice",
          message: "The hosted sign-in page could not be opened in this browser. Sign in with the form instead.",
          tone: "error",
        });
      }
    },
    signOut: () => signOutAndLeave(runtime),
    preloadLibrary: runtime.preloadLibrary,
  };
  commandsByRuntime.set(runtime, commands);
  return commands;
}

/**
 * The flow and its commands. With `select`, the component re-renders only when the values it selects change
 * (typing in one field re-renders that field, not the form); the `context` it gets may then be older in the parts
 * it did not select. Without, on every change.
 */
export function useAuthenticator(select?: AuthenticatorSelector): AuthenticatorApi {
  const runtime = useAuthRuntime();
  const { authenticator } = runtime;
  const seen = useRef<{ context: FlowContext; values: readonly unknown[] } | null>(null);
  const snapshot = () => {
    const context = authenticator.getContext();
    if (!select) return context;
    const last = seen.current;
    if (last?.context === context) return context;
    const values = select(context);
    if (last && sameValues(last.values, values)) return last.context;
    seen.current = { context, values };
    return context;
  };
  const context = useSyncExternalStore(authenticator.subscribe, snapshot, snapshot);
  return useMemo(
    () => ({
      ...commandsOf(runtime),
      configError: runtime.configError,
      socialProviders: runtime.socialProviders,
      hostedUiAvailable: runtime.hostedUi !== null,
      emailCodeSignIn: runtime.emailCodeSignIn,
      passkeySignIn: runtime.passkeySignIn,
      context,
      route: context.route,
      user: context.user,
      busy: context.pending !== null,
    }),
    [context, runtime],
  );
}
