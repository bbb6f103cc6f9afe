/**
 * One sign-in factor of the MFA section as a row: its name, whether it is on (and the one asked for first), a line
 * on what it needs when it cannot be used yet, and its buttons on the right; a setup form below when one is open.
 */
import React from "react";

export interface FactorRowProps {
  label: string;
  on: boolean;
  preferred: boolean;
  /** Why it cannot be turned on yet (no phone number, an unverified address). */
  needs?: string | null;
  /** The row's buttons. */
  actions?: React.ReactNode;
  /** What opens under the row (the authenticator app's setup). */
  children?: React.ReactNode;
}

export function FactorRow({ label, on, preferred, needs, actions, children }: FactorRowProps) {
  return (
    <li sx={{ py: 3, borderTop: "1px solid", borderColor: "border", "&:first-of-type": { borderTop: "none", pt: 0 } }}>
      <div sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 3, rowGap: 2 }}>
        <div sx={{ flex: "1 1 14rem" }}>
          <h3 sx={{ fontSize: 2, m: 0 }}>{label}</h3>
          <p sx={{ m: 0, color: "muted", fontSize: 1 }}>
            <strong sx={{ color: on ? "success" : "muted" }}>{on ? "On" : "Off"}</strong>
            {on && preferred && " · preferred"}
          </p>
          {!on && needs && <p sx={{ m: 0, color: "muted", fontSize: 1 }}>{needs}</p>}
        </div>
        {actions && <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>{actions}</div>}
      </div>
      {children}
    </li>
  );
}
