/**
 * The prebuilt sign-in experience: configures the flow (login mechanism, first screen) and shows the screen of
 * its route; once signed in it renders `children` with the user and a sign-out action, if given.
 */
import React, { useEffect } from "react";
import type { LoginMechanism } from "../flow/formValues";
import type { AuthUser, InitialRoute, SocialProvider } from "../flow/types";
import { useAuthenticator } from "../useAuthenticator";
import Router from "./Router";

export interface AuthenticatorProps {
  loginMechanism?: LoginMechanism;
  initialState?: InitialRoute;
  /** The page to return to after a hosted-UI or social sign-in. */
  from?: string;
  /** Social buttons to show (default: every configured one). */
  socialProviders?: readonly SocialProvider[];
  children?: (props: { user: AuthUser; signOut: () => Promise<void> }) => React.ReactNode;
}

export default function Authenticator({
  loginMechanism = "username",
  initialState = "signIn",
  from = "/login/",
  socialProviders,
  children,
}: AuthenticatorProps) {
  const { route, user, send, signOut } = useAuthenticator((c) => [c.route, c.user]);

  useEffect(() => {
    const config = { loginMechanism, initialRoute: initialState };
    send(route === "idle" ? { type: "INIT", config } : { type: "CONFIGURE", config });
    // Only when the settings change: route changes are the flow's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loginMechanism, initialState, send]);

  if (route === "authenticated" && user) return <>{children?.({ user, signOut })}</>;
  return (
    <div sx={{ variant: "cards.primary", maxWidth: 480, mx: "auto", width: "100%" }}>
      <Router loginMechanism={loginMechanism} from={from} providers={socialProviders} />
    </div>
  );
}
