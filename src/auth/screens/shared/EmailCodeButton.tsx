/**
 * 'Email me a sign-in code' on the sign-in form: the same login name, no password. It reads the form's own values
 * (as submit does, so an autofilled name counts) and, when the name is missing, moves focus to the field that
 * now says so.
 */
import React from "react";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";

export function EmailCodeButton() {
  const { signInWithEmailCode, busy } = useAuthenticator();
  return (
    <div sx={{ mt: 2 }}>
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
          signInWithEmailCode(values);
          // The flow validates synchronously: an invalid login field is marked by the time the frame paints.
          requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
        }}
      >
        Email me a sign-in code
      </Button>
    </div>
  );
}
