import { Alert } from "../../../components/ui/Alert";

/** After a sign-out the server could not confirm: this browser is signed out, the old session may not be yet. */
export function SignOutUnconfirmed() {
  return (
    <Alert tone="warning">
      You are signed out in this browser, but the sign-in service could not confirm that your session has ended. The
      site will keep trying. On a shared computer, close the browser; if you think someone else has your session, sign
      in and choose &lsquo;Sign out everywhere&rsquo; on your account page.
    </Alert>
  );
}
