/**
 * The create-account tab's buttons for the configured social providers, above its form and secondary to it; each
 * goes through the hosted UI. (The sign-in tab lists them among its other ways in: OtherWaysIn.)
 */
import { useAuthenticator } from "../../useAuthenticator";
import type { SocialProvider } from "../../flow/types";
import { ProviderButtons } from "./ProviderButtons";
import { OrDivider } from "./OrDivider";

export interface FederatedButtonsProps {
  from: string;
  /** Defaults to every configured provider. */
  providers?: readonly SocialProvider[] | undefined;
}

export function FederatedButtons({ from, providers }: FederatedButtonsProps) {
  const { socialProviders: configured } = useAuthenticator(() => []);
  const socialProviders = providers ?? configured;
  if (socialProviders.length === 0) return null;
  return (
    <div sx={{ mb: 3 }}>
      <div sx={{ display: "grid", gap: 2 }}>
        <ProviderButtons providers={socialProviders} verb="Sign up" from={from} />
      </div>
      <OrDivider>or</OrDivider>
    </div>
  );
}
