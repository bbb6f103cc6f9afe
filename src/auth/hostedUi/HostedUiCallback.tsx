/**
 * The hosted UI sends people back to /login/?code=…&state=…: redeem the code, keep the tokens where the library
 * finds them, sign the flow in and return to the page the sign-in started from. Any failure (access denied,
 * a stale or foreign state, a reused code) is a clear message on /login/, never a blank page.
 * Loaded by HostedUiReturn only when the URL is such a return.
 */
import { useEffect, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { useAuthRuntime } from "../useAuthenticator";
import { decodeJwtPayload, HostedUiError } from "./client";
import CompletingSignIn from "./CompletingSignIn";

/**
 * Seconds this device's clock is ahead of the issuer's, as the library computes it after its own sign-ins
 * (CognitoUserSession.calculateClockDrift): session validity is judged on the issuer's clock.
 */
export function clockDriftOf(tokens: { idToken: string; accessToken: string }, nowMs = Date.now()): number {
  const issuedAt = [tokens.idToken, tokens.accessToken].map((t) => Number(decodeJwtPayload(t).iat));
  if (issuedAt.some((iat) => !Number.isFinite(iat))) return 0;
  return Math.floor(nowMs / 1000) - Math.min(...issuedAt);
}

type Status = { kind: "none" } | { kind: "working" } | { kind: "failed"; message: string };

export default function HostedUiCallback({ search }: { search: string }) {
  const runtime = useAuthRuntime();
  const [status, setStatus] = useState<Status>(() =>
    runtime.hostedUi?.isCallback(search) ? { kind: "working" } : { kind: "none" },
  );

  useEffect(() => {
    const { hostedUi } = runtime;
    if (!hostedUi || !hostedUi.isCallback(search)) return;
    let active = true;
    // The code is single use: take it out of the address bar (and history) at once.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    void (async () => {
      try {
        const client = await hostedUi.client();
        const { tokens, from } = await client.handleCallback(search);
        const { storage } = await runtime.library();
        client.storeSession(tokens, storage, clockDriftOf(tokens));
        await runtime.hostedUiSession.mark();
        const user = await runtime.services.getCurrentUser();
        runtime.authenticator.send({ type: "AUTO_SIGN_IN", user });
        if (active) setStatus({ kind: "none" });
        runtime.hub.dispatch({ event: "customOAuthState", data: JSON.stringify({ from }) });
      } catch (error) {
        console.error("Hosted sign-in failed:", error);
        // Our own sentences only: a library's or the browser's text means nothing to the person signing in.
        const message =
          error instanceof HostedUiError ? error.message : "The sign-in could not be completed. Please try again.";
        if (active) setStatus({ kind: "failed", message });
      }
    })();
    return () => {
      active = false;
    };
    // Once per page load: the callback's query string is consumed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (status.kind === "working") return <CompletingSignIn />;
  if (status.kind === "failed") {
    return (
      <Alert tone="error" title="Sign-in was not completed" onDismiss={() => setStatus({ kind: "none" })}>
        <p>{status.message}</p>
      </Alert>
    );
  }
  return null;
}
