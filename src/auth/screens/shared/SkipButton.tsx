/** The way past the contact-verification screens: the contact stays unverified and the user is signed in. */
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";

export function SkipButton() {
  const { skip, busy } = useAuthenticator((c) => [c.pending]);
  return (
    <Button variant="ghost" onClick={skip} disabled={busy}>
      Skip
    </Button>
  );
}
