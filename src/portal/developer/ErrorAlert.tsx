/** Why the developer panel has no credentials, by kind of failure, with what to check. */
import { Alert } from "../../components/ui/Alert";
import type { IdentityError } from "../../identity/types";

export function ErrorAlert({ error, endpoint }: { error: IdentityError; endpoint: string }) {
  switch (error.kind) {
    case "token":
      return (
        <Alert tone="error" title="Your sign-in could not be read">
          <p>
            The page could not get your sign-in token ({error.message}). Sign out and sign in again, then reload this
            page.
          </p>
        </Alert>
      );
    case "refused":
      return (
        <Alert tone="error" title="The identity service refused the request">
          <p>
            {error.code ? <code>{error.code}</code> : null}
            {error.code ? ": " : null}
            {error.message}
          </p>
        </Alert>
      );
    case "unreachable":
      return (
        <Alert tone="error" title="The identity service could not be reached">
          <p>
            {error.message} Check the connection, and that <code>GATSBY_COGNITO_IDENTITY_ENDPOINT</code> ({endpoint}) is
            right and allows this site.
          </p>
        </Alert>
      );
    default:
      return (
        <Alert tone="error" title="Temporary AWS credentials could not be obtained">
          <p>{error.message}</p>
        </Alert>
      );
  }
}
