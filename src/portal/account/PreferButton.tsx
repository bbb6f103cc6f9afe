/** The MFA section's button that makes a factor the one Cognito asks for first. */
import { Button } from "../../components/ui/Button";
import { factorsOn, type Factor, type MfaStatus } from "./accountLogic";
import type { SectionAction } from "./useAction";

const PREFER_LABELS: Record<Factor, string> = {
  totp: "Prefer the authenticator app",
  sms: "Prefer text messages",
  email: "Prefer codes by e-mail",
};

export interface PreferButtonProps {
  factor: Factor;
  status: MfaStatus;
  action: SectionAction;
  onPrefer: (factor: Factor) => void;
}

/** Shown only when several factors are on, next to each one that is on and not preferred. */
export function PreferButton({ factor, status, action, onPrefer }: PreferButtonProps) {
  if (factorsOn(status) < 2 || !status[factor] || status.preferred === factor) return null;
  return (
    <Button
      variant="secondary"
      busy={action.isPending(`prefer-${factor}`)}
      disabled={action.busy}
      onClick={() => onPrefer(factor)}
    >
      {PREFER_LABELS[factor]}
    </Button>
  );
}
