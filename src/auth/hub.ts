/**
 * The identity events, as Amplify's Hub sends them on its 'auth' channel, and what each does to the flow and the
 * Redux `auth` slice.
 * A tiny event bus (no Amplify) plus `connectHub`, the one place that turns those events into effects and the
 * sign-in code's one writer of the Redux store, so the rules can be tested with a fake flow and store. The React
 * binding (useAuthenticator.tsx) owns the connection.
 */
import type { AuthUser, FlowContext, FlowEvent } from "./flow/types";
import { userSignedIn, userSignedOut, type UserDetails } from "../state/slices/auth";
import { notify } from "../state/slices/common";
import { safeRedirectPath } from "./safeRedirect";

export type HubEvent =
  | { event: "tokenRefresh" }
  | { event: "tokenRefresh_failure"; error?: unknown }
  | { event: "autoSignIn"; user: AuthUser }
  | { event: "autoSignIn_failure"; error?: unknown }
  | { event: "signIn"; user: AuthUser }
  | { event: "signOut" }
  | { event: "customOAuthState"; data: string }
  /** Ours, not Amplify's: a sentence for the person (a session ended by a limit or in another tab, a failure). */
  | { event: "notice"; message: string; tone: "info" | "error" };

export type HubListener = (event: HubEvent) => void;

export interface Hub {
  listen(listener: HubListener): () => void;
  dispatch(event: HubEvent): void;
}

export function createHub(): Hub {
  const listeners = new Set<HubListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

export function userDetailsOf(user: AuthUser): UserDetails {
  const email = user.attributes?.email;
  return { username: user.username, groups: user.groups ?? [], ...(email ? { email } : {}) };
}

/** The page a hosted-UI sign-in started from, carried in the OAuth state; anything off-site is home. */
export function redirectFromOAuthState(data: string): string {
  try {
    const parsed = JSON.parse(data) as { from?: unknown } | null;
    return safeRedirectPath(parsed && typeof parsed === "object" ? parsed.from : undefined);
  } catch {
    return "/";
  }
}

/** A refused renewal the server ended by the session's idle or absolute limit (serverSession's refusal). */
function limitEnded(error: unknown): boolean {
  return error instanceof Error && "ended" in error && error.message !== "";
}

export const SESSION_EXPIRED_MESSAGE =
  "Your session could not be renewed, so you have been signed out. Please sign in again.";

export interface HubConnection {
  getContext(): FlowContext;
  send(event: FlowEvent): void;
  /** The Redux store's dispatch. */
  dispatch(action: { type: string; payload?: unknown }): void;
  navigate(path: string): void;
  onSignIn?: (user: AuthUser) => void;
  onSignOut?: () => void;
}

/** Wires the hub to the flow and the store, one event per case. */
export function connectHub(hub: Hub, deps: HubConnection): () => void {
  const authenticatedAndIdle = () => {
    const context = deps.getContext();
    return context.route === "authenticated" && !context.pending;
  };
  return hub.listen((e) => {
    switch (e.event) {
      case "tokenRefresh":
        if (authenticatedAndIdle()) deps.send({ type: "TOKEN_REFRESH" });
        return;
      case "autoSignIn":
        if (deps.getContext().route !== "authenticated") deps.send({ type: "AUTO_SIGN_IN", user: e.user });
        return;
      case "autoSignIn_failure":
        deps.send({ type: "AUTO_SIGN_IN_FAILURE" });
        return;
      case "signIn":
        deps.dispatch(userSignedIn(userDetailsOf(e.user)));
        deps.onSignIn?.(e.user);
        return;
      case "signOut":
        deps.dispatch(userSignedOut());
        deps.onSignOut?.();
        if (authenticatedAndIdle()) deps.send({ type: "SIGN_OUT" });
        return;
      case "tokenRefresh_failure":
        // Ended by a limit the server keeps: the same sentence, and tone, as the page's own time-out.
        deps.dispatch(
          limitEnded(e.error) ? notify((e.error as Error).message, "info") : notify(SESSION_EXPIRED_MESSAGE, "error"),
        );
        if (authenticatedAndIdle()) deps.send({ type: "SIGN_OUT" });
        return;
      case "customOAuthState":
        deps.navigate(redirectFromOAuthState(e.data));
        return;
      case "notice":
        deps.dispatch(notify(e.message, e.tone));
        return;
    }
  });
}
