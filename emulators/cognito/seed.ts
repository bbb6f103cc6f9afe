/**
 * The emulator's seed: what a fresh (or reset) pool contains. Usernames are e-mail addresses;
 * passwords here are development fixtures, never real secrets. emulators/cognito/README.md lists
 * the same accounts; `npm run emulators` prints them.
 */
import { POOL } from "../../core/cognito/poolDefinition";
import type { MfaType, UserStatus } from "./state";

export interface SeedGroup {
  name: string;
  description?: string;
  precedence?: number;
}

export interface SeedUser {
  username: string;
  /** Permanent password, or the temporary one when status is FORCE_CHANGE_PASSWORD. */
  password: string;
  status: Extract<UserStatus, "CONFIRMED" | "UNCONFIRMED" | "FORCE_CHANGE_PASSWORD">;
  /** Fixed so that `sub` claims stay the same across resets. */
  sub: string;
  attributes: Record<string, string>;
  groups?: string[];
  /** Software-token MFA already set up with this base32 secret. */
  totpSecret?: string;
  preferredMfa?: MfaType;
  /** One line for the README / console listing. */
  note: string;
}

/** A Google account offered by the offline stand-in for Google's account chooser. */
export interface SeedGoogleIdentity {
  /** Google's stable subject id; the pool user becomes `Google_<sub>`. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
}

export interface CognitoSeed {
  groups: SeedGroup[];
  users: SeedUser[];
  googleIdentities: SeedGoogleIdentity[];
}

export const SEED: CognitoSeed = {
  // The deployed pool's groups (the stack creates the same).
  groups: POOL.groups.map((g) => ({ ...g })),
  users: [
    {
      username: "super.admin@example.com",
      password: "Sup3r-Admin!pass",
      status: "CONFIRMED",
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000001",
      attributes: { email: "super.admin@example.com", email_verified: "true", name: "Super Admin" },
      groups: ["Admins"],
      note: "in group Admins (super admin)",
    },
    {
      username: "admin@example.com",
      password: "Adm1n-Only!pass",
      status: "CONFIRMED",
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000002",
      attributes: { email: "admin@example.com", email_verified: "true", name: "Admin Only" },
      note: "admin, no group",
    },
    {
      username: "totp.admin@example.com",
      password: "T0tp-Admin!pass",
      status: "CONFIRMED",
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000003",
      attributes: { email: "totp.admin@example.com", email_verified: "true", name: "TOTP Admin" },
      totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      preferredMfa: "SOFTWARE_TOKEN_MFA",
      note: "software-token MFA, secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    },
    {
      username: "new.admin@example.com",
      password: "Temp-Pass1!",
      status: "FORCE_CHANGE_PASSWORD",
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000004",
      attributes: { email: "new.admin@example.com", email_verified: "true", name: "New Admin" },
      note: "temporary password: must set a new one at first sign-in",
    },
    {
      username: "unconfirmed@example.com",
      password: "Unconf1rmed!pass",
      status: "UNCONFIRMED",
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000005",
      attributes: { email: "unconfirmed@example.com", email_verified: "false", name: "Not Confirmed" },
      note: "signed up, e-mail not confirmed (code in the outbox; resend works)",
    },
  ],
  googleIdentities: [
    {
      sub: "104857600000000000001",
      email: "google.user@example.com",
      emailVerified: true,
      name: "Google User",
      givenName: "Google",
      familyName: "User",
    },
    {
      sub: "104857600000000000002",
      email: "second.google.user@example.com",
      emailVerified: true,
      name: "Second Google User",
      givenName: "Second",
      familyName: "User",
    },
  ],
};
