/**
 * Wraps a page that needs a signed-in user. It starts loading, checks the current user once mounted (through
 * the flow), stops waiting after 10 s, and then shows the page (signed in) or the access screen (signed out).
 * A login-only page (`loginOnly`) is always rendered: signed in it gets an undefined user, signed out the
 * user (none) and the sign-out action, as the spec's wrapper does.
 */
import React, { useEffect, useState } from "react";
import LoadingScreen from "../components/loading/LoadingScreen";
import type { AuthUser } from "./flow/types";
import AccessScreen from "./screens/AccessScreen";
import { AUTH_CHECK_TIMEOUT_MS, protectedStatus } from "./protectedStatus";
import { useAuthenticator } from "./useAuthenticator";

export interface ProtectedPageChildProps {
  user: AuthUser | null | undefined;
  signOut: () => Promise<void>;
}

export interface ProtectedPageProps {
  /** The current path, handed to the access screen. */
  path: string;
  loginOnly?: boolean;
  children: (props: ProtectedPageChildProps) => React.ReactNode;
}

export default function ProtectedPage({ path, loginOnly = false, children }: ProtectedPageProps) {
  const { route, user, signOut } = useAuthenticator((c) => [c.route, c.user]);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AUTH_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  const status = protectedStatus(route, timedOut);

  if (status === "loading") return <LoadingScreen label="Checking your session" />;
  if (loginOnly) {
    return <>{status === "signedIn" ? children({ user: undefined, signOut }) : children({ user, signOut })}</>;
  }
  if (status === "signedOut") return <AccessScreen path={path} />;
  return <>{children({ user, signOut })}</>;
}
