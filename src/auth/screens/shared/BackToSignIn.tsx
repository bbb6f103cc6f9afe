/** The way out of every secondary screen. */
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";

export function BackToSignIn() {
  const { toSignIn, busy } = useAuthenticator((c) => [c.pending]);
  // Not while a code is being checked: the answer could sign the user in behind a sign-in form.
  return (
    <Button variant="ghost" onClick={toSignIn} disabled={busy}>
      Back to Sign In
    </Button>
  );
}
