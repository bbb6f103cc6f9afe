/** One secondary button per social provider, each through the hosted UI: "Sign in with Google", "Sign up with Google". */
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";
import type { SocialProvider } from "../../flow/types";

export function ProviderButtons({
  providers,
  verb,
  from,
}: {
  providers: readonly SocialProvider[];
  verb: "Sign in" | "Sign up";
  /** The page to return to afterwards. */
  from: string;
}) {
  const { federatedSignIn, busy } = useAuthenticator((c) => [c.pending]);
  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          disabled={busy}
          onClick={() => federatedSignIn(provider, from)}
        >
          {`${verb} with ${provider}`}
        </Button>
      ))}
    </>
  );
}
