/** Shapes of everything the emulator persists in its JSON file. */
import type { CodeRecord } from "./codes";

export type UserStatus = "UNCONFIRMED" | "CONFIRMED" | "FORCE_CHANGE_PASSWORD" | "RESET_REQUIRED" | "EXTERNAL_PROVIDER";
export type MfaType = "SMS_MFA" | "SOFTWARE_TOKEN_MFA" | "EMAIL_OTP";

export interface StoredPassword {
  /** padHex'd salt and verifier of the pool SRP (no plain text passwords are kept). */
  salt: string;
  verifier: string;
  setAt: number;
  /** Set for temporary passwords (AdminCreateUser): sign-in after this instant is refused. */
  temporaryExpiresAt?: number;
}

export interface UserMfa {
  smsEnabled: boolean;
  totpEnabled: boolean;
  /** E-mail codes as MFA (EMAIL_OTP); absent in states written before e-mail MFA existed. */
  emailEnabled?: boolean;
  preferred?: MfaType;
  /** Verified TOTP secret (base32). */
  totpSecret?: string;
  /** Secret handed out by AssociateSoftwareToken, not yet verified. */
  pendingTotpSecret?: string;
  /** Last TOTP time step accepted; a code of that step or older is refused (no replay). */
  lastTotpStep?: number;
}

/** A passkey (WebAuthn credential) the user registered, verified at registration. */
export interface PasskeyRecord {
  /** base64url, as the browser reports it (`id` / `rawId`). */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last verified use (0 for authenticators without one). */
  counter: number;
  transports: string[];
  /** "platform" or "cross-platform", when the browser said. */
  authenticatorAttachment?: string;
  friendlyName: string;
  relyingPartyId: string;
  /** The authenticator model (all zeros for most passkey providers without attestation). */
  aaguid: string;
  createdAt: number;
  lastUsedAt?: number;
}

export interface FederatedIdentity {
  providerName: "Google";
  providerType: "Google";
  userId: string;
  dateCreated: number;
}

export interface UserRecord {
  username: string;
  sub: string;
  status: UserStatus;
  enabled: boolean;
  /** Standard and custom attributes, including sub, email and email_verified ("true"/"false"). */
  attributes: Record<string, string>;
  password?: StoredPassword;
  groups: string[];
  mfa: UserMfa;
  identities?: FederatedIdentity[];
  /** Registered passkeys; absent in states written before passkeys existed. */
  passkeys?: PasskeyRecord[];
  createdAt: number;
  updatedAt: number;
}

export interface GroupRecord {
  name: string;
  description?: string;
  precedence?: number;
  createdAt: number;
  updatedAt: number;
}

export type DeviceRememberedStatus = "remembered" | "not_remembered";

export interface DeviceRecord {
  key: string;
  groupKey: string;
  username: string;
  /** false until ConfirmDevice stored the device verifier. */
  confirmed: boolean;
  status: DeviceRememberedStatus;
  salt?: string;
  verifier?: string;
  name?: string;
  lastIp?: string;
  createdAt: number;
  updatedAt: number;
  lastAuthenticatedAt: number;
}

/** One sign-in: the refresh token and every access/id token minted from it share `originJti`. */
export interface TokenFamily {
  originJti: string;
  username: string;
  clientId: string;
  scopes: string[];
  /** epoch seconds */
  authTime: number;
  deviceKey?: string;
  refreshTokenHash: string;
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
  /** "Google" for hosted-UI federated sign-ins. */
  provider?: string;
  /**
   * Refresh tokens rotated out by GetTokensFromRefreshToken (refresh-token rotation) that still work until
   * `validUntil` (epoch ms): the app client's retry grace period. Absent without rotation.
   */
  retiredRefreshTokens?: Array<{ hash: string; validUntil: number }>;
}

export type CodePurpose = "SIGN_UP" | "FORGOT_PASSWORD" | "VERIFY_ATTRIBUTE";

export interface StoredCode extends CodeRecord {
  purpose: CodePurpose;
  username: string;
  attribute?: string;
}

export type MessageKind =
  "SIGN_UP" | "RESEND_CODE" | "FORGOT_PASSWORD" | "VERIFY_ATTRIBUTE" | "SMS_MFA" | "EMAIL_OTP" | "ADMIN_CREATE_USER";

export interface OutboxMessage {
  id: string;
  /** E-mail address or phone number. */
  to: string;
  channel: "EMAIL" | "SMS";
  kind: MessageKind;
  username: string;
  subject?: string;
  body: string;
  /** The code or temporary password in the message, for tests. */
  code?: string;
  /** ISO time */
  sentAt: string;
}

export interface HostedSession {
  id: string;
  username: string;
  authTime: number;
  expiresAt: number;
}

/** An identity of the identity pool: a guest one (no logins) or one user's, stable across sign-ins. */
export interface IdentityRecord {
  /** `<region>:<uuid>` */
  identityId: string;
  identityPoolId: string;
  /** Linked logins: provider name (`cognito-idp.<region>.amazonaws.com/<poolId>`) -> the user's `sub`. */
  logins: Record<string, string>;
  createdAt: number;
  lastModifiedAt: number;
}

export interface PersistedState {
  version: 1;
  poolId: string;
  /** Hash of the seed the state started from: a changed seed triggers a re-seed. */
  seedHash: string;
  createdAt: number;
  /** Keyed by lower-cased username. */
  users: Record<string, UserRecord>;
  groups: Record<string, GroupRecord>;
  devices: Record<string, DeviceRecord>;
  families: Record<string, TokenFamily>;
  /** Keyed by `${purpose}:${username lower}:${attribute}`. */
  codes: Record<string, StoredCode>;
  /** Newest last; capped. */
  outbox: OutboxMessage[];
  hostedSessions: Record<string, HostedSession>;
  /** UpdateUserPoolClient's EnableTokenRevocation; absent means on (Cognito's default for new app clients). */
  clientTokenRevocation?: boolean;
  /** UpdateUserPoolClient's RefreshTokenRotation; absent means the configured `refreshTokenRotation`. */
  clientRefreshTokenRotation?: { enabled: boolean; retryGracePeriodSeconds: number };
  /** When UpdateUserPoolClient last changed the app client (epoch ms); absent means never (LastModifiedDate = createdAt). */
  clientUpdatedAt?: number;
  /** Set by UpdateUserPoolClient; absent means the configured validity. */
  clientTokenValidity?: { accessSeconds: number; idSeconds: number };
  /** Set by SetUserPoolMfaConfig; absent means the configured `mfaConfiguration`. */
  mfaConfiguration?: "OFF" | "OPTIONAL" | "ON";
  /** SetUserPoolMfaConfig's EmailMfaConfiguration: the template of e-mailed codes; absent means the default. */
  emailMfaConfiguration?: { subject?: string; message?: string };
  /** SetUserPoolMfaConfig's WebAuthnConfiguration; absent fields mean the configured `webAuthn`. */
  webAuthnConfiguration?: {
    relyingPartyId?: string;
    userVerification?: "preferred" | "required";
    factorConfiguration?: "SINGLE_FACTOR" | "MULTI_FACTOR_WITH_USER_VERIFICATION";
  };
  /** Identity-pool identities by IdentityId; absent in states written before the identity pool existed. */
  identities?: Record<string, IdentityRecord>;
}

export const STATE_VERSION = 1 as const;
export const OUTBOX_LIMIT = 500;
