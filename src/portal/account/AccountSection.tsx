/**
 * The frame of each account security section: a card with its h2 and a one-line description, an optional action
 * beside the heading ('Edit profile', 'Add a passkey'), the last result, then the section's content. Its id is the
 * target of the page's section list.
 */
import React, { useId } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { HEADER_HEIGHT } from "../../components/layout/headerHeight";
import { useReauthenticate } from "./reauthenticate";
import { Card } from "../../components/ui/Card";
import type { ActionResult } from "./accountLogic";

export interface AccountSectionProps {
  /** The anchor the page's section list links to. */
  id: string;
  title: string;
  description?: React.ReactNode;
  /** A button beside the heading: the section's main action. */
  action?: React.ReactNode;
  /** The last action's outcome, shown as a success or error alert. */
  result?: ActionResult | null;
  onDismiss?: () => void;
  children?: React.ReactNode;
}

export function AccountSection({ id, title, description, action, result, onDismiss, children }: AccountSectionProps) {
  const headingId = useId();
  const reauthenticate = useReauthenticate();
  return (
    // Below the fixed top bar when the section list scrolls to it.
    <div id={id} sx={{ scrollMarginTop: HEADER_HEIGHT + 16 }}>
      <Card as="section" aria-labelledby={headingId}>
        <div sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", columnGap: 3, rowGap: 2 }}>
          <div sx={{ flex: "1 1 16rem" }}>
            <h2 id={headingId} sx={{ fontSize: 4, mt: 0, mb: 1 }}>
              {title}
            </h2>
            {description && <div sx={{ color: "muted", "& > p": { m: 0 } }}>{description}</div>}
          </div>
          {action}
        </div>
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
        {children && <div>{children}</div>}
      </Card>
    </div>
  );
}
