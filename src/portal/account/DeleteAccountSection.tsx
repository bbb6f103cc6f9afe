/** Deleting the account for good: the button only works once the user has typed DELETE. */
import React, { useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { AccountSection } from "./AccountSection";
import { DELETE_CONFIRMATION, deleteConfirmed } from "./accountLogic";
import { useAction } from "./useAction";

export function DeleteAccountSection({
  services,
  onSignedOut,
}: {
  services: AccountServices;
  onSignedOut: () => void;
}) {
  const action = useAction();
  const [typed, setTyped] = useState("");
  const confirmed = deleteConfirmed(typed);

  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    const outcome = await action.run("delete", () => services.deleteAccount(), {
      success: "Your account was deleted.",
      toast: true,
    });
    if (outcome.ok) onSignedOut();
  };

  return (
    <AccountSection
      title="Delete my account"
      description={
        <p>
          Deletes your account and everything this site keeps about you, including your connected calendars and the
          UnifiedTime events, overrides and locked quarters read from them. This cannot be undone.
        </p>
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      <form noValidate onSubmit={(e) => void remove(e)}>
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          name="confirm_delete"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="danger" busy={action.isPending("delete")} disabled={!confirmed}>
          Delete my account
        </Button>
      </form>
    </AccountSection>
  );
}
