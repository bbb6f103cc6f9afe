/**
 * The protected-page wrapper's state, derived from the flow's route and the check's time-out: loading until the
 * current-user check finishes (or 10 s pass), then signed in or signed out.
 */
import type { Route } from "./flow/types";

export type ProtectedStatus = "loading" | "signedIn" | "signedOut";

export const AUTH_CHECK_TIMEOUT_MS = 10_000;

export function protectedStatus(route: Route, timedOut: boolean): ProtectedStatus {
  if (route === "authenticated") return "signedIn";
  if ((route === "idle" || route === "setup") && !timedOut) return "loading";
  return "signedOut";
}
