/**
 * Session time-outs concern signed-in people only, so their code (the idle watch, the tab sync and the warning
 * dialog: SessionTimeout) is downloaded once someone is signed in, not by every visitor of /login/. Once loaded it
 * stays mounted, so a later sign-out in this tab still reaches the other tabs.
 */
import { Suspense, useEffect, useState } from "react";
import { useAuthenticator } from "../useAuthenticator";
import { lazyComponent } from "../../loading/lazyComponent";
import { warnAndRetry } from "./warnAndRetry";

// The same chunk as the token renewal's (useAuthenticator.tsx), retried until it arrives.
const SessionTimeout = lazyComponent(() => import(/* webpackChunkName: "session-timeout" */ "./SessionTimeout"), {
  retry: warnAndRetry("The session time-outs"),
});

export default function SessionTimeoutWhenSignedIn() {
  const { route } = useAuthenticator((c) => [c.route]);
  // When the latest sign-in was seen: its idle time counts from there, not from when the code below has arrived
  // (which may be after a sign-out and another sign-in, as in a step-up). Once loaded, SessionTimeout sees later
  // sign-ins itself and only reads this for the first.
  const [activeSince, setActiveSince] = useState<number | null>(null);
  useEffect(() => {
    if (route === "authenticated") setActiveSince(Date.now());
  }, [route]);
  if (activeSince === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeout activeSince={activeSince} />
    </Suspense>
  );
}
