/**
 * Shows a portal page with the server's verdict on it: the page while the server is asked (its content comes
 * from the token, for speed), then either a quiet confirmation, 'not authorized' when the server refuses, or a
 * way to sign in again when the server no longer accepts the session.
 */
import React, { useEffect, useState } from "react";
import type { AuthUser } from "../auth/flow/types";
import { useAuthRuntime } from "../auth/useAuthenticator";
import { Alert } from "../components/ui/Alert";
import { Button } from "../components/ui/Button";
import { askServer, type AreaVerdict } from "./areaAccess";
import type { PortalArea } from "../../core/portal/areas";
import NotAuthorized from "./NotAuthorized";
import { visuallyHidden } from "../theme/visuallyHidden";

type State = { kind: "checking" } | AreaVerdict;

export default function ServerVerdict({
  area,
  user,
  signOut,
  children,
}: {
  area: PortalArea;
  user: AuthUser;
  signOut: () => Promise<void>;
  children: React.ReactNode;
}) {
  const runtime = useAuthRuntime();
  const [state, setState] = useState<State>({ kind: "checking" });
  useEffect(() => {
    let active = true;
    setState({ kind: "checking" });
    void askServer(area.route, {
      fetch: (input, init) => window.fetch(input, init),
      tokens: () => runtime.services.sessionTokens(),
    }).then((verdict) => active && setState(verdict));
    return () => {
      active = false;
    };
  }, [area.route, runtime]);

  if (state.kind === "forbidden") return <NotAuthorized area={area} user={user} reason={state.message} />;
  if (state.kind === "signedOut") {
    return (
      <div sx={{ maxWidth: "container", mx: "auto", px: 3, pt: 3 }}>
        <Alert tone="error" title="Your session has ended">
          <p>The server no longer accepts this sign-in (it was signed out elsewhere or has expired).</p>
          <Button onClick={() => void signOut()}>Sign in again</Button>
        </Alert>
      </div>
    );
  }
  return (
    <>
      {/* Checking and confirmed are routine: told to screen readers, kept off the page so the area's own
          breadcrumb and heading come first. */}
      <p role="status" sx={visuallyHidden} data-verdict={state.kind}>
        {state.kind === "checking" && "Confirming your access with the server…"}
        {state.kind === "allowed" && "Access confirmed by the server."}
      </p>
      {user.sessionNotKept && (
        <div sx={{ maxWidth: "container", mx: "auto", px: 3, pt: 3 }}>
          <Alert tone="warning" title="Your sign-in will not be kept">
            <p>
              The site&rsquo;s session service could not take it over, so your sign-in ends when its current tokens
              expire, within the hour. Sign in again then.
            </p>
          </Alert>
        </div>
      )}
      {state.kind === "unavailable" && (
        <div sx={{ maxWidth: "container", mx: "auto", px: 3, pt: 3 }}>
          <Alert tone="warning" title="Access not confirmed">
            <p>Your access could not be confirmed: {state.reason}. What you see comes from your sign-in only.</p>
          </Alert>
        </div>
      )}
      {children}
    </>
  );
}
