/**
 * The account security page's body: every operation a signed-in user has on their own account, one section each
 * (profile, password, MFA, passkeys, devices, sign out everywhere, deletion), each a summary whose forms open on
 * demand, and a list of the sections to jump to. The route and the page frame are elsewhere (AccountPage); the
 * services come in as props, so tests hand in fakes.
 */
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Alert } from "../../components/ui/Alert";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { DevicesSection } from "./DevicesSection";
import { MfaSection } from "./MfaSection";
import { PasskeysSection } from "./PasskeysSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SignOutEverywhereSection } from "./SignOutEverywhereSection";
import { SectionList } from "./SectionList";
import type { SectionKey } from "./sections";
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
  const sections: SectionKey[] = [
    "profile",
    "password",
    "mfa",
    ...(passkeys ? ["passkeys" as const] : []),
    "devices",
    "signOut",
    "deletion",
  ];
  return (
    <div
      sx={{
        display: "grid",
        gridTemplateColumns: ["minmax(0, 1fr)", null, "12rem minmax(0, 48rem)"],
        alignItems: "start",
        gap: [4, null, 5],
      }}
    >
      <SectionList keys={sections} />
      {/* minmax(0, 1fr): a grid column is otherwise as wide as its widest table (the passkeys), wider than a phone. */}
      <div sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 4 }}>
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
    </div>
  );
}
