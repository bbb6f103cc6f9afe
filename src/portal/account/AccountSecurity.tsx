/**
 * The account security page's body: every operation a signed-in user has on their own account, one section each
 * (profile, password, MFA, passkeys, devices, sign out everywhere, deletion). The route and the page frame are elsewhere
 * (AccountPage); the services come in as props, so tests hand in fakes.
 */
import React from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Alert } from "../../components/ui/Alert";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { DevicesSection } from "./DevicesSection";
import { MfaSection } from "./MfaSection";
import { PasskeysSection } from "./PasskeysSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SignOutEverywhereSection } from "./SignOutEverywhereSection";
import { useProfile } from "./useProfile";

export interface AccountSecurityProps {
  services: AccountServices;
  username: string;
  /** Called after global sign-out or deletion: this browser's session is gone. */
  onSignedOut: () => void;
  /** The passkeys section is shown (GATSBY_AUTH_PASSKEYS). */
  passkeys?: boolean;
}

export default function AccountSecurity({ services, username, onSignedOut, passkeys = false }: AccountSecurityProps) {
  const profile = useProfile(services);
  return (
    // minmax(0, 1fr): a grid column is otherwise as wide as its widest table (the devices), wider than a phone.
    <div sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 4, maxWidth: "prose" }}>
      {profile.profile && profile.error && (
        <Alert tone="error" title="Your profile could not be refreshed">
          {profile.error}
        </Alert>
      )}
      <ProfileSection services={services} loader={profile} />
      <PasswordSection services={services} username={username} />
      <MfaSection services={services} loader={profile} username={username} />
      {passkeys && <PasskeysSection services={services} />}
      <DevicesSection services={services} />
      <SignOutEverywhereSection services={services} onSignedOut={onSignedOut} />
      <DeleteAccountSection services={services} onSignedOut={onSignedOut} />
    </div>
  );
}
