/** What a profile-based section shows before the profile arrives: a loading line, or the error and a retry. */
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import type { ProfileLoader } from "./useProfile";

export function ProfilePending({ loader }: { loader: ProfileLoader }) {
  if (loader.error) {
    return (
      <>
        <Alert tone="error" title="Your profile could not be loaded">
          {loader.error}
        </Alert>
        <Button variant="secondary" busy={loader.loading} onClick={() => void loader.reload()}>
          Try again
        </Button>
      </>
    );
  }
  return <p sx={{ color: "muted", m: 0 }}>Loading…</p>;
}
