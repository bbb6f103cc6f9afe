/**
 * Deleting the account for good, behind its own button: the form it opens deletes only once the user has typed
 * DELETE.
 */
import React, { useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { AccountSection } from "./AccountSection";
import { SECTIONS } from "./sections";
import { useDisclosure } from "./useDisclosure";
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
  const form = useDisclosure();
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

  const cancel = () => {
    setTyped("");
    form.hide();
  };

  return (
    <AccountSection
      id={SECTIONS.deletion.id}
      title="Delete my account"
      description={<p>Deletes your account and everything this site keeps about you. This cannot be undone.</p>}
      action={
        !form.open && (
          <Button ref={form.opener} variant="secondary" onClick={form.show}>
            Delete my account
          </Button>
        )
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {form.open && (
        <form ref={form.panel} noValidate onSubmit={(e) => void remove(e)}>
          <p sx={{ mt: 0 }}>
            This also deletes your connected calendars and the UnifiedTime events, overrides and locked quarters read
            from them.
          </p>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirm_delete"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
            <Button type="submit" variant="danger" busy={action.isPending("delete")} disabled={!confirmed}>
              Delete my account
            </Button>
            <Button variant="ghost" disabled={action.busy} onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </AccountSection>
  );
}
