/** Signing out of every browser and device at once (Cognito's global sign-out), after a confirmation. */
import { useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { AccountSection } from "./AccountSection";
import { SECTIONS } from "./sections";
import { useAction } from "./useAction";

export function SignOutEverywhereSection({
  services,
  onSignedOut,
}: {
  services: AccountServices;
  onSignedOut: () => void;
}) {
  const action = useAction();
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    const outcome = await action.run("sign-out", () => services.globalSignOut(), {
      success: "You are signed out on every browser and device.",
      toast: true,
    });
    if (outcome.ok) onSignedOut();
  };

  return (
    <AccountSection
      id={SECTIONS.signOut.id}
      title="Sign out everywhere"
      description={<p>Ends every session of your account, on all browsers and devices, this one included.</p>}
      action={
        !confirming && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        )
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {confirming && (
        <div role="group" aria-label="Confirm signing out everywhere">
          <p sx={{ mt: 0 }}>Sign out of every browser and device now? You will need your password to sign in again.</p>
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
            <Button variant="danger" busy={action.isPending("sign-out")} onClick={() => void signOut()}>
              Yes, sign out everywhere
            </Button>
            <Button variant="ghost" disabled={action.busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </AccountSection>
  );
}
