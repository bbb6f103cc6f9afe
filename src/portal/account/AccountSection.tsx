/** The frame of each account security section: a card with its h2, a short description and the last result. */
import React, { useId } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { useReauthenticate } from "./reauthenticate";
import { Card } from "../../components/ui/Card";
import type { ActionResult } from "./accountLogic";

export interface AccountSectionProps {
  title: string;
  description?: React.ReactNode;
  /** The last action's outcome, shown as a success or error alert. */
  result?: ActionResult | null;
  onDismiss?: () => void;
  children: React.ReactNode;
}

export function AccountSection({ title, description, result, onDismiss, children }: AccountSectionProps) {
  const headingId = useId();
  const reauthenticate = useReauthenticate();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} sx={{ fontSize: 5, mt: 0, mb: 0 }}>
        {title}
      </h2>
      {description && <div sx={{ color: "muted", "& > p": { m: 0 } }}>{description}</div>}
      {result && (
        <Alert
          tone={result.tone}
          onDismiss={onDismiss}
          dismissLabel={result.tone === "error" ? "Dismiss error" : "Dismiss message"}
        >
          {result.message}
          {result.stepUp && reauthenticate && (
            <div sx={{ mt: 2 }}>
              <Button onClick={reauthenticate}>Sign in again</Button>
            </div>
          )}
        </Alert>
      )}
      <div>{children}</div>
    </Card>
  );
}
