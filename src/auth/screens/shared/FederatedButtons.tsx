/**
 * The create-account tab's buttons for the configured social providers, above its form and secondary to it; each
 * goes through the hosted UI. (The sign-in tab lists them among its other ways in: OtherWaysIn.)
 */
import React from "react";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";
import type { SocialProvider } from "../../flow/types";

export interface FederatedButtonsProps {
  from: string;
  /** Defaults to every configured provider. */
  providers?: readonly SocialProvider[] | undefined;
}

export function FederatedButtons({ from, providers }: FederatedButtonsProps) {
  const { socialProviders: configured, federatedSignIn, busy } = useAuthenticator();
  const socialProviders = providers ?? configured;
  if (socialProviders.length === 0) return null;
  return (
    <div sx={{ mb: 3 }}>
      <div sx={{ display: "grid", gap: 2 }}>
        {socialProviders.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            fullWidth
            disabled={busy}
            onClick={() => federatedSignIn(provider, from)}
          >
            {`Sign up with ${provider}`}
          </Button>
        ))}
      </div>
      <p
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 2,
          color: "muted",
          my: 3,
          "&::before, &::after": { content: '""', flex: 1, borderTop: "1px solid", borderColor: "border" },
        }}
      >
        or
      </p>
    </div>
  );
}
