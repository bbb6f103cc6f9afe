/** Under each sign-in factor of the MFA section: whether it is on, and whether it is the one asked for first. */
import React from "react";

export function FactorState({ on, preferred }: { on: boolean; preferred: boolean }) {
  return (
    <p sx={{ m: 0, mb: 2 }}>
      Status: <strong>{on ? "On" : "Off"}</strong>
      {on && preferred && " · preferred"}
    </p>
  );
}
