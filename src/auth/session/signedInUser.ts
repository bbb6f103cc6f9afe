/**
 * Who is signed in, as the header shows it (its admin menu), on every page. Public pages carry no Redux store and
 * no sign-in code (docs/performance.md, issue 44), so the header reads this small store: seeded from the stored
 * session, then kept in step with the Redux auth slice by the pages that sign people in (state/appStore.ts).
 */
import { useSyncExternalStore } from "react";
import type { UserDetails } from "../../state/slices/auth";
import { browserStoredUser } from "./storedSession";

let current: UserDetails | null | undefined; // undefined: the stored session not read yet
const listeners = new Set<() => void>();

/** The signed-in user as the page knows it (browser only): the stored session's until the sign-in flow says. */
export function currentSignedInUser(): UserDetails | null {
  current ??= browserStoredUser(window, process.env.GATSBY_COGNITO_CLIENT_ID);
  return current;
}

export function publishSignedInUser(user: UserDetails | null): void {
  if (user === current) return;
  current = user;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverSnapshot = () => null;

/** The server and the hydrating render see no one signed in, as the pre-rendered HTML does. */
export function useSignedInUser(): UserDetails | null {
  return useSyncExternalStore(subscribe, currentSignedInUser, serverSnapshot);
}
