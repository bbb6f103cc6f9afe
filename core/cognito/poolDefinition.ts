/**
 * The user pool, its app client, its groups and the identity pool as the site needs them: plain data, read by the
 * CDK stack that creates them in AWS (infra/) and by the local Cognito emulator (emulators/cognito/config.ts), so a
 * setting changed here changes production and the local pool together. Only settings with an AWS counterpart live
 * here; what differs per deployment (the site's origin, the hosted UI's domain, which factors) is a parameter of the
 * stack, and what exists only locally stays in the emulator. No CDK or SDK import: core/ is shared by everyone.
 */

import { OAUTH_SCOPES } from "./oauthScopes";
export type MfaMode = "OFF" | "OPTIONAL" | "ON";
export type FirstFactor = "password" | "emailOtp" | "passkey";
export type IdentityProviderName = "COGNITO" | "Google";

export interface PoolPasswordPolicy {
  minimumLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
  /** Days an invitation's temporary password (AdminCreateUser) stays valid. */
  temporaryPasswordValidityDays: number;
}

export interface PoolGroup {
  name: string;
  description: string;
  /** Lower wins when a token's groups map to roles (the identity pool) and in `cognito:preferred_role`. */
  precedence: number;
}

export interface PoolDefinition {
  /** Users sign in with their e-mail address, which is also how they are found (case-insensitive). */
  signInWithEmail: true;
  /** Anyone may sign up; the portal still admits only its group (server/auth/portal-access.ts). */
  selfSignUp: boolean;
  passwordPolicy: PoolPasswordPolicy;
  mfa: { mode: MfaMode; sms: boolean; totp: boolean; email: boolean };
  /** What a person may sign in with first (USER_AUTH's choices). A password is always allowed. */
  firstFactors: readonly FirstFactor[];
  /** Passkeys: the relying party is the site's host (a deployment parameter); these are the rest. */
  passkey: { userVerification: "preferred" | "required"; factorConfiguration: "SINGLE_FACTOR" };
  /** Forgotten passwords are reset by a code to the verified e-mail only (no SMS: phone numbers are optional). */
  accountRecovery: "EMAIL_ONLY";
  /** Devices are remembered only when the person says so. */
  devices: { challengeRequiredOnNewDevice: boolean; deviceOnlyRememberedOnUserPrompt: boolean };
  groups: readonly PoolGroup[];
  client: ClientDefinition;
  identityPool: IdentityPoolDefinition;
}

export interface ClientDefinition {
  name: string;
  /** A public client: the browser's sign-in library cannot keep a secret. */
  generateSecret: boolean;
  /** The app client's ExplicitAuthFlows. */
  authFlows: readonly string[];
  accessTokenValiditySeconds: number;
  idTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  /** Minutes a sign-in's challenge session lasts (AuthSessionValidity). */
  authSessionValidityMinutes: number;
  enableTokenRevocation: boolean;
  refreshTokenRotation: boolean;
  /** false: Cognito's LEGACY answers (UserNotFoundException), which the sign-in screens word for people. */
  preventUserExistenceErrors: boolean;
  oauth: {
    flows: readonly "code"[];
    scopes: readonly string[];
    /** Paths on the site's origin the hosted UI may send people back to. */
    callbackPaths: readonly string[];
    /** Paths on the site's origin the hosted UI's sign-out may send people to. */
    logoutPaths: readonly string[];
  };
  identityProviders: readonly IdentityProviderName[];
}

export interface IdentityPoolDefinition {
  allowUnauthenticatedIdentities: boolean;
  /** The basic flow would let a signed-in account take its token to AssumeRoleWithWebIdentity, past the mapping. */
  allowClassicFlow: boolean;
  /** A signed-out or deleted account's id token gets nothing. */
  serverSideTokenCheck: boolean;
  /** The one group whose members get the developer role; everyone else gets no credentials (Deny). */
  developerGroup: string;
}

export const POOL: PoolDefinition = {
  signInWithEmail: true,
  selfSignUp: true,
  passwordPolicy: {
    minimumLength: 8,
    requireLowercase: false,
    requireUppercase: false,
    requireNumbers: false,
    requireSymbols: false,
    temporaryPasswordValidityDays: 7,
  },
  mfa: { mode: "OPTIONAL", sms: true, totp: true, email: true },
  firstFactors: ["password", "emailOtp", "passkey"],
  passkey: { userVerification: "preferred", factorConfiguration: "SINGLE_FACTOR" },
  accountRecovery: "EMAIL_ONLY",
  devices: { challengeRequiredOnNewDevice: false, deviceOnlyRememberedOnUserPrompt: true },
  groups: [
    { name: "Admins", description: "Super admins: every admin portal item", precedence: 0 },
    { name: "Staff", description: "Consultants: the portal and UnifiedTime", precedence: 1 },
  ],
  client: {
    name: "northwind-site",
    generateSecret: false,
    // SRP for passwords, USER_AUTH for e-mail codes and passkeys, refresh for the functions' renewals.
    authFlows: ["ALLOW_USER_SRP_AUTH", "ALLOW_USER_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    // Step-up rests on 5-minute access tokens (docs/security.md); /api/health answers 503 while they last longer.
    accessTokenValiditySeconds: 5 * 60,
    idTokenValiditySeconds: 60 * 60,
    refreshTokenValiditySeconds: 30 * 24 * 60 * 60,
    authSessionValidityMinutes: 3,
    // Without revocation sign-outs stay queued until the token expires, tokens carry no origin_jti and step-up
    // refuses every change.
    enableTokenRevocation: true,
    // The functions renew with REFRESH_TOKEN_AUTH, which Cognito refuses once rotation is on.
    refreshTokenRotation: false,
    preventUserExistenceErrors: false,
    oauth: {
      flows: ["code"],
      // What the hosted-UI sign-in asks for (src/auth/hostedUi/client.ts reads the same list).
      scopes: OAUTH_SCOPES,
      callbackPaths: ["/login/"],
      logoutPaths: ["/login/", "/login"],
    },
    identityProviders: ["COGNITO", "Google"],
  },
  identityPool: {
    allowUnauthenticatedIdentities: false,
    allowClassicFlow: false,
    serverSideTokenCheck: true,
    developerGroup: "Admins",
  },
};

/** The app client's callback URLs for a site origin (no trailing slash). */
export function callbackUrls(origin: string, pool: PoolDefinition = POOL): string[] {
  return pool.client.oauth.callbackPaths.map((p) => `${origin}${p}`);
}

/** The app client's sign-out URLs for a site origin (no trailing slash). */
export function logoutUrls(origin: string, pool: PoolDefinition = POOL): string[] {
  return pool.client.oauth.logoutPaths.map((p) => `${origin}${p}`);
}
