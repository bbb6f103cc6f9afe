/**
 * A way to sign in with the form's login name alone ('Email me a sign-in code', 'Sign in with a passkey'). It
 * reads the form's own values (as submit does, so an autofilled name counts) and, when the name is missing, moves
 * focus to the field that now says so.
 */
import React from "react";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";
import type { FormValues } from "../../flow/validators";

export function NameOnlyButton({ label, onChoose }: { label: string; onChoose: (values: FormValues) => void }) {
  const { busy } = useAuthenticator((c) => [c.pending]);
  return (
    <Button
      variant="secondary"
      fullWidth
      disabled={busy}
      onClick={(e: React.MouseEvent<HTMLButtonElement>) => {
        const form = e.currentTarget.form;
        const values: Record<string, string> = {};
        if (form) {
          new FormData(form).forEach((value, key) => {
            if (typeof value === "string") values[key] = value;
          });
        }
        onChoose(values);
        // The flow validates synchronously: an invalid login field is marked by the time the frame paints.
        requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      }}
    >
      {label}
    </Button>
  );
}
