/**
 * Session time-outs concern signed-in people only, so their code (the idle watch, the tab sync and the warning
 * dialog: SessionTimeout) is downloaded once someone is signed in, not by every visitor of /login/. Once loaded it
 * stays mounted, so a later sign-out in this tab still reaches the other tabs.
 */
import React, { Suspense, useEffect, useState } from "react";
import { useAuthenticator } from "./useAuthenticator";

const SessionTimeout = React.lazy(() => import(/* webpackChunkName: "session-timeout" */ "./SessionTimeout"));

export default function SessionTimeoutWhenSignedIn() {
  const { route } = useAuthenticator();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (route === "authenticated") setNeeded(true);
  }, [route]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeout />
    </Suspense>
  );
}
