/**
 * Changing the password, behind 'Change password': the current one, a new one and its confirmation, checked by the
 * same rules as the sign-in screens (the site's minimum length, matching confirmation) before Cognito sees them.
 */
import React, { useEffect, useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { SITE_PASSWORD_SETTINGS, type TouchedFields } from "../../auth/flow/validators";
import { Button } from "../../components/ui/Button";
import { PasswordField } from "../../components/ui/PasswordField";
import { AccountSection } from "./AccountSection";
import { SECTIONS } from "./sections";
import { EMPTY_PASSWORDS, passwordErrors, passwordSubmitErrors, type PasswordValues } from "./accountLogic";
import { useAction } from "./useAction";
import { useDisclosure } from "./useDisclosure";

export function PasswordSection({ services, username }: { services: AccountServices; username: string }) {
  const action = useAction();
  const form = useDisclosure();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [touched, setTouched] = useState<TouchedFields>({});
  // Counts refused submits: after one, every field is checked, empty ones too, and focus goes to the first error.
  const [refused, setRefused] = useState(0);
  const errors = refused > 0 ? passwordSubmitErrors(values) : passwordErrors(values, touched);

  useEffect(() => {
    if (refused > 0) form.panel.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refused, form.panel]);

  const field = (name: keyof PasswordValues) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, password: true, confirm_password: true });
    if (Object.keys(passwordSubmitErrors(values)).length > 0) return setRefused((n) => n + 1);
    const outcome = await action.run("change", () => services.changePassword(values.current, values.password), {
      success: "Password changed",
      toast: true,
    });
    if (outcome.ok) close();
  };

  const close = () => {
    setValues(EMPTY_PASSWORDS);
    setTouched({});
    setRefused(0);
    form.hide();
  };

  return (
    <AccountSection
      id={SECTIONS.password.id}
      title="Password"
      description={<p>After a change, use the new password the next time you sign in.</p>}
      action={
        !form.open && (
          <Button ref={form.opener} variant="secondary" onClick={form.show}>
            Change password
          </Button>
        )
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {form.open && (
        <form ref={form.panel} noValidate onSubmit={(e) => void submit(e)}>
          {/* Lets password managers tell whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <PasswordField label="Current password" autoComplete="current-password" {...field("current")} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`At least ${SITE_PASSWORD_SETTINGS.minLength} characters.`}
            {...field("password")}
          />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...field("confirm_password")} />
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
            <Button type="submit" busy={action.isPending("change")} disabled={Object.keys(errors).length > 0}>
              Change password
            </Button>
            <Button variant="ghost" disabled={action.busy} onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </AccountSection>
  );
}
