/**
 * The pool's other ways in, when the account has no passkey this site can use (SELECT_CHALLENGE): only the ways
 * it offered (and the build allows) are listed. The password returns to the sign-in form with the name kept; a
 * code by e-mail is asked for at once.
 */
import { useEffect, useRef } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { useAuthenticator } from "../useAuthenticator";
import { BackToSignIn } from "./shared/BackToSignIn";

/** The ways this screen can offer, from the pool's AvailableChallenges. */
export function offeredMethods(available: unknown, emailCodeAllowed: boolean) {
  const list = Array.isArray(available) ? available : [];
  return {
    password: list.includes("PASSWORD") || list.includes("PASSWORD_SRP"),
    emailCode: emailCodeAllowed && list.includes("EMAIL_OTP"),
  };
}

export default function SelectChallenge() {
  const { context, busy, emailCodeSignIn, usePassword, signInWithEmailCode, dismissError } = useAuthenticator();
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (context.remoteError) alert.current?.focus();
  }, [context.remoteError]);
  const offered = offeredMethods(context.user?.challengeParam?.availableChallenges, emailCodeSignIn);
  const name = context.user?.username;
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} sx={{ fontSize: 5, mt: 0, mb: 2, outline: "none" }}>
        Choose how to sign in
      </h2>
      <p sx={{ color: "muted", mt: 0, mb: 3 }}>
        {`There is no passkey${name ? ` for ${name}` : ""} that this site can use.`}{" "}
        {offered.password || offered.emailCode
          ? "Sign in another way:"
          : "No other way to sign in is available for this account. Please contact the administrator."}
      </p>
      {context.remoteError && (
        <div ref={alert} tabIndex={-1} sx={{ outline: "none" }}>
          <Alert tone="error" onDismiss={dismissError} dismissLabel="Dismiss error">
            {context.remoteError}
          </Alert>
        </div>
      )}
      <div sx={{ display: "grid", gap: 2 }}>
        {offered.password && (
          <Button fullWidth disabled={busy} onClick={usePassword}>
            Sign in with your password
          </Button>
        )}
        {offered.emailCode && (
          <Button variant="secondary" fullWidth busy={busy} disabled={busy} onClick={() => signInWithEmailCode()}>
            {busy ? "Please wait…" : "Email me a sign-in code"}
          </Button>
        )}
      </div>
      <div sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
        <BackToSignIn />
      </div>
    </div>
  );
}
