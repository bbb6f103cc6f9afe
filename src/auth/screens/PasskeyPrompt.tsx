/**
 * While the browser asks for the passkey (a fingerprint, face, screen lock or security key): what is happening,
 * announced and focused, with the ways out that stay open meanwhile ('Use your password instead', Cancel). After a
 * closed prompt or a refusal the message is shown, and 'Try again' starts a new passkey sign-in.
 */
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";

export default function PasskeyPrompt() {
  const { busy, context, usePassword, cancel } = useAuthenticator();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => status.current?.focus(), []);
  const name = context.user?.username;
  return (
    <AuthForm
      heading="Sign in with a passkey"
      submitLabel="Try again"
      actions={
        <>
          <Button variant="ghost" onClick={usePassword}>
            Use your password instead
          </Button>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </>
      }
    >
      <p ref={status} role="status" tabIndex={-1} sx={{ outline: "none", mt: 0, mb: 3 }}>
        {busy
          ? `Follow your browser's prompt to use the passkey${name ? ` for ${name}` : ""}: your fingerprint, face, screen lock or security key.`
          : // After a failure the alert above says what happened and what to do.
            !context.remoteError && "No passkey was used. Try again, or use your password instead."}
      </p>
    </AuthForm>
  );
}
