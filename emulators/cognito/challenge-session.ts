/**
 * What a challenge session holds: the challenge it answers and the sign-in's progress so far. Its own module so the
 * context can keep sessions without importing sessions.ts, which creates and checks them through the context.
 */
export type ChallengeName =
  | "PASSWORD_VERIFIER"
  | "NEW_PASSWORD_REQUIRED"
  | "SMS_MFA"
  | "SOFTWARE_TOKEN_MFA"
  | "MFA_SETUP"
  | "SELECT_MFA_TYPE"
  | "DEVICE_SRP_AUTH"
  | "DEVICE_PASSWORD_VERIFIER"
  | "SELECT_CHALLENGE"
  | "EMAIL_OTP"
  | "WEB_AUTHN";

export const CHALLENGE_NAMES: readonly ChallengeName[] = [
  "PASSWORD_VERIFIER",
  "NEW_PASSWORD_REQUIRED",
  "SMS_MFA",
  "SOFTWARE_TOKEN_MFA",
  "MFA_SETUP",
  "SELECT_MFA_TYPE",
  "DEVICE_SRP_AUTH",
  "DEVICE_PASSWORD_VERIFIER",
  "SELECT_CHALLENGE",
  "EMAIL_OTP",
  "WEB_AUTHN",
];

/** What a sign-in has achieved so far; carried from one session to the next. */
export interface SignInProgress {
  clientId: string;
  /** Stored username (what USER_ID_FOR_SRP carries). */
  username: string;
  /** Hosted UI sign-ins mint an authorization code instead of tokens and never track devices. */
  viaHostedUi: boolean;
  passwordChanged: boolean;
  mfaDone: boolean;
  /** A confirmed device of this user, presented by the client. */
  deviceKey?: string;
  deviceDone: boolean;
}

export interface SrpState {
  /** Client's public value (hex), server's secret and public values (hex). */
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  /** Unknown user under PreventUserExistenceErrors: any answer is refused. */
  fake?: boolean;
}

export interface ChallengeSession {
  id: string;
  challenge: ChallengeName;
  progress: SignInProgress;
  createdAt: number;
  expiresAt: number;
  failures: number;
  srp?: SrpState;
  smsCode?: string;
  /** EMAIL_OTP: the code sent to the user's e-mail for this sign-in. */
  emailCode?: string;
  /** WEB_AUTHN: the challenge in CREDENTIAL_REQUEST_OPTIONS and what the assertion must satisfy. */
  webAuthn?: { challenge: string; rpId: string; userVerification: "preferred" | "required" };
  /**
   * USER_AUTH for an unknown user under PreventUserExistenceErrors: the challenge looks real but every
   * answer is refused, so the response does not tell who has an account.
   */
  decoy?: boolean;
  /** MFA_SETUP: secret handed out by AssociateSoftwareToken(Session). */
  pendingTotpSecret?: string;
  /** MFA_SETUP: VerifySoftwareToken(Session) succeeded. */
  totpVerified?: boolean;
}
