/**
 * The frame every authenticator screen shares: heading, the remote error as a dismissible alert, the form with
 * its submit button (disabled while a request is pending, and on most screens while a field is invalid), and
 * secondary actions below.
 * After a submit, focus moves to the first invalid field, or to the alert when the service refused.
 */
import React, { useContext, useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";
import { useFormHandlers } from "./useFormHandlers";
import { PrefetchScreens } from "./prefetchContext";

export interface AuthFormProps {
  heading: string;
  /** Rendered as the heading level: 2 inside pages that already have an h1. */
  headingLevel?: 2 | 3;
  intro?: React.ReactNode;
  submitLabel: string;
  children: React.ReactNode;
  /** Buttons and links under the form (back to sign in, resend, skip). */
  actions?: React.ReactNode;
  /** Content above the form (federated sign-in buttons). */
  before?: React.ReactNode;
  /** A second way to go on with the same fields, inside the form under the submit button ('Email me a code'). */
  alternative?: React.ReactNode;
  /**
   * Whether the submit waits for the fields to be valid (sign-up's rule, and the default). Sign-in's errors are
   * 'enter your …': its button stays ready, and a submit names what is missing again.
   */
  disableWhileInvalid?: boolean;
}

export function AuthForm({
  heading,
  headingLevel = 2,
  intro,
  submitLabel,
  children,
  actions,
  before,
  alternative,
  disableWhileInvalid = true,
}: AuthFormProps) {
  const { context, busy, configError, dismissError, preloadLibrary } = useAuthenticator((c) => [
    c.pending,
    c.remoteError,
    Object.keys(c.validationErrors).length > 0,
  ]);
  const prefetchScreens = useContext(PrefetchScreens);
  // A person starting on the form: fetch the sign-in library and the next screens now rather than at submit.
  const prepare = () => {
    preloadLibrary();
    prefetchScreens();
  };
  const { onSubmit } = useFormHandlers();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [submits, setSubmits] = useState(0);
  const hasErrors = Object.keys(context.validationErrors).length > 0;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  useEffect(() => {
    if (submits === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    // Only after a submit (the submit and its validation render together), never while the user types.
  }, [submits]);

  useEffect(() => {
    if (context.remoteError) alert.current?.focus();
  }, [context.remoteError]);

  const error = configError ?? context.remoteError;
  return (
    <div>
      <Heading sx={{ fontSize: 5, mt: 0, mb: 2 }}>{heading}</Heading>
      {intro && <div sx={{ color: "muted", mb: 3 }}>{intro}</div>}
      {error && (
        <div ref={alert} tabIndex={-1} sx={{ outline: "none" }}>
          <Alert tone="error" onDismiss={configError ? undefined : dismissError} dismissLabel="Dismiss error">
            {error}
          </Alert>
        </div>
      )}
      {before}
      <form
        ref={form}
        noValidate
        onFocus={prepare}
        onPointerDown={prepare}
        onSubmit={(e) => {
          setSubmits((n) => n + 1);
          onSubmit(e);
        }}
      >
        {children}
        <Button type="submit" fullWidth busy={busy} disabled={disableWhileInvalid && hasErrors}>
          {busy ? "Please wait…" : submitLabel}
        </Button>
        {alternative}
      </form>
      {actions && (
        <div sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 2, mt: 3 }}>{actions}</div>
      )}
    </div>
  );
}
