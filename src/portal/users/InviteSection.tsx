/**
 * The user console's invitation form: one e-mail address, checked here first, then by the function, whose field
 * errors are shown on the field. The address is cleared once the invitation is sent.
 */
import React, { useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { emailProblem } from "../../../core/portal/users";
import { ConsoleSection } from "./ConsoleSection";

export function InviteSection({
  busy,
  disabled,
  onInvite,
}: {
  busy: boolean;
  disabled: boolean;
  /** Sends the invitation: the function's field errors, or null when sent (or failed otherwise, shown above). */
  onInvite: (email: string) => Promise<Record<string, string> | null>;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const fields = await onInvite(email.trim());
    if (fields) {
      setError(fields.email ?? Object.values(fields).join(" "));
      input.current?.focus();
    } else setEmail("");
  };
  return (
    <ConsoleSection title="Invite a user">
      <form noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: "prose" }}>
        <TextField
          ref={input}
          label="E-mail address"
          name="invite_email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          error={error}
          hint="The address becomes their user name. The sign-in service e-mails a temporary password; their first sign-in asks them to choose their own."
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" busy={busy} disabled={disabled && !busy}>
          Send invitation
        </Button>
      </form>
    </ConsoleSection>
  );
}
