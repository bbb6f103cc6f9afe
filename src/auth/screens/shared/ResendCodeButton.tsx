/** 'Resend Code' on the screens that wait for an e-mailed code; each screen says which command resends. */
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";

export function ResendCodeButton({ onResend }: { onResend: () => void }) {
  const { busy } = useAuthenticator((c) => [c.pending]);
  return (
    <Button variant="ghost" onClick={onResend} disabled={busy}>
      Resend Code
    </Button>
  );
}
