/**
 * Pool and app-client configuration of the emulator. The settings with an AWS counterpart come from the pool the
 * stack deploys (core/cognito/poolDefinition.ts), except the few local-settings.ts changes for tests; the rest (ids,
 * hosts, the local origins, Cognito's fixed limits) is the emulator's own. Tests and other harnesses override parts
 * through startCognitoEmulator({ config }).
 */
import { POOL } from "../../core/cognito/poolDefinition";
import {
  checkIdentityPoolConfig,
  defaultIdentityPool,
  identityPoolFromEnv,
  type IdentityPoolConfig,
} from "./identity-pool-config";
import type { PasswordPolicy } from "./password-policy";
import { defaultWebAuthnSettings, relyingPartyIdProblem, type WebAuthnSettings } from "./webauthn-settings";

/** Pool id of the form region_suffix: amazon-cognito-identity-js derives the region and the SRP pool name ("LocalPool1") from it. */
export const DEFAULT_POOL_ID = "us-east-1_LocalPool1";
/** 26 lower-case alphanumerics, like a real app client id. */
export const DEFAULT_CLIENT_ID = "localdevclient000000000001";
export const DEFAULT_PORT = 9229;
export const DEFAULT_HOST = "127.0.0.1";

export const SITE_ORIGINS = [
  "http://localhost:8000",
  "http://127.0.0.1:8000",
  "http://localhost:9000",
  "http://127.0.0.1:9000",
];
/** The deployed client's URL shapes on every local origin, path by path. */
const onSiteOrigins = (paths: readonly string[]) => paths.flatMap((p) => SITE_ORIGINS.map((o) => `${o}${p}`));
export const SITE_CALLBACK_URLS = onSiteOrigins(POOL.client.oauth.callbackPaths);
export const SITE_LOGOUT_URLS = onSiteOrigins(POOL.client.oauth.logoutPaths);
export const OAUTH_SCOPES = POOL.client.oauth.scopes;

export type MfaConfiguration = "OFF" | "OPTIONAL" | "ON";

export interface DeviceConfiguration {
  /** Track devices at all (return NewDeviceMetadata on sign-in). */
  enabled: boolean;
  /** "User opt-in": a confirmed device is only remembered after UpdateDeviceStatus(remembered). */
  deviceOnlyRememberedOnUserPrompt: boolean;
  /** Require MFA (if the user has it) before a new device is trusted. Informational only here. */
  challengeRequiredOnNewDevice: boolean;
}

/**
 * The app client's refresh-token rotation (Cognito's RefreshTokenRotationType). On: GetTokensFromRefreshToken hands
 * out a new refresh token each time and the one sent stops working after `retryGracePeriodSeconds` (0..60), and
 * REFRESH_TOKEN_AUTH is refused (Cognito requires ALLOW_REFRESH_TOKEN_AUTH off with rotation). Off by default.
 */
export interface RefreshTokenRotation {
  enabled: boolean;
  retryGracePeriodSeconds: number;
}

export interface CognitoEmulatorConfig {
  poolId: string;
  poolName: string;
  clientId: string;
  clientName: string;
  /**
   * The app client's secret, or null for a public client (the default: the browser's library cannot send one).
   * With a secret, InitiateAuth / RespondToAuthChallenge need SECRET_HASH, RevokeToken needs ClientSecret and
   * /oauth2/token and /oauth2/revoke need client authentication, as in Cognito.
   */
  clientSecret: string | null;
  /** Host name used in URLs the emulator hands out (issuer, hosted UI). It always listens on 127.0.0.1. */
  publicHost: string;
  mfaConfiguration: MfaConfiguration;
  /** E-mail codes as an MFA factor (EMAIL_OTP, Cognito's Essentials tier). Off: users cannot turn it on. */
  emailMfa: boolean;
  /**
   * Passkeys: on by default, relying party `localhost` (browsers refuse 127.0.0.1 as an RP id, so passkeys need the
   * site on http://localhost). The relying party accepts the allowedOrigins on its host (webauthn-config.ts).
   */
  webAuthn: WebAuthnSettings;
  passwordPolicy: PasswordPolicy;
  accessTokenValiditySeconds: number;
  idTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  devices: DeviceConfiguration;
  /** true: unknown users get NotAuthorizedException like wrong passwords; false: UserNotFoundException. */
  preventUserExistenceErrors: boolean;
  /** The app client's ALLOW_USER_PASSWORD_AUTH (off in the deployed client; its own tests turn it on). */
  allowUserPasswordAuth: boolean;
  /** The app client's ALLOW_ADMIN_USER_PASSWORD_AUTH: AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH (server sign-in). */
  allowAdminUserPasswordAuth: boolean;
  refreshTokenRotation: RefreshTokenRotation;
  /**
   * The app client's ALLOW_USER_AUTH: choice-based sign-in (InitiateAuth USER_AUTH) with passwords or a
   * one-time code to the user's verified e-mail (EMAIL_OTP). Off: USER_AUTH is refused.
   */
  allowUserAuth: boolean;
  callbackUrls: string[];
  logoutUrls: string[];
  /** The app client's DefaultRedirectURI (one of callbackUrls), or null when not set (the default). */
  defaultRedirectUri: string | null;
  /** Browser origins allowed by CORS (callback URL origins are always added). */
  allowedOrigins: string[];
  oauthScopes: string[];
  /** Hosted UI identity providers offered to the client. */
  identityProviders: Array<"COGNITO" | "Google">;
  /** The identity pool next to this user pool (identity-pool-config.ts). */
  identityPool: IdentityPoolConfig;
  /** Lifetime of a challenge `Session` (Cognito: 3 minutes). */
  sessionTtlSeconds: number;
  signUpCodeTtlSeconds: number;
  forgotPasswordCodeTtlSeconds: number;
  attributeCodeTtlSeconds: number;
  /** Wrong guesses of one code or MFA session before LimitExceededException. */
  maxCodeFailures: number;
  /** OAuth authorization code lifetime (Cognito: 5 minutes). */
  authorizationCodeTtlSeconds: number;
  /** Hosted UI browser session (the cookie that skips the login page; Cognito: 1 hour). */
  hostedSessionTtlSeconds: number;
  /** Largest request body accepted (bytes). */
  maxBodyBytes: number;
  /** Serve /_dev/outbox and /_dev/reset. */
  devEndpoints: boolean;
  /** Issuer label shown in authenticator apps. */
  totpIssuer: string;
}

export function poolNameOf(poolId: string): string {
  const name = poolId.split("_")[1];
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(poolId) || !name || poolId.length > 55) {
    throw new Error(`Invalid pool id "${poolId}": expected region_suffix, e.g. us-east-1_LocalPool1`);
  }
  return name;
}

export function regionOf(poolId: string): string {
  return poolId.split("_")[0] as string;
}

export function defaultConfig(): CognitoEmulatorConfig {
  const client = POOL.client;
  return {
    poolId: DEFAULT_POOL_ID,
    poolName: poolNameOf(DEFAULT_POOL_ID),
    clientId: DEFAULT_CLIENT_ID,
    clientName: client.name,
    // A generated secret is random per deployment; tests give the emulator one of their own.
    clientSecret: null,
    publicHost: "localhost",
    mfaConfiguration: POOL.mfa.mode,
    emailMfa: POOL.mfa.email,
    webAuthn: {
      ...defaultWebAuthnSettings(),
      enabled: POOL.firstFactors.includes("passkey"),
      userVerification: POOL.passkey.userVerification,
      factorConfiguration: POOL.passkey.factorConfiguration,
    },
    passwordPolicy: { ...POOL.passwordPolicy },
    accessTokenValiditySeconds: client.accessTokenValiditySeconds,
    idTokenValiditySeconds: client.idTokenValiditySeconds,
    refreshTokenValiditySeconds: client.refreshTokenValiditySeconds,
    devices: {
      enabled: true,
      deviceOnlyRememberedOnUserPrompt: POOL.devices.deviceOnlyRememberedOnUserPrompt,
      challengeRequiredOnNewDevice: POOL.devices.challengeRequiredOnNewDevice,
    },
    preventUserExistenceErrors: client.preventUserExistenceErrors,
    allowUserPasswordAuth: client.authFlows.includes("ALLOW_USER_PASSWORD_AUTH"),
    allowAdminUserPasswordAuth: client.authFlows.includes("ALLOW_ADMIN_USER_PASSWORD_AUTH"),
    refreshTokenRotation: { enabled: client.refreshTokenRotation, retryGracePeriodSeconds: 0 },
    allowUserAuth: client.authFlows.includes("ALLOW_USER_AUTH"),
    callbackUrls: [...SITE_CALLBACK_URLS],
    logoutUrls: [...SITE_LOGOUT_URLS],
    defaultRedirectUri: null,
    allowedOrigins: [...SITE_ORIGINS],
    oauthScopes: [...OAUTH_SCOPES],
    identityProviders: [...client.identityProviders],
    identityPool: defaultIdentityPool(),
    sessionTtlSeconds: client.authSessionValidityMinutes * 60,
    signUpCodeTtlSeconds: 24 * 60 * 60,
    forgotPasswordCodeTtlSeconds: 60 * 60,
    attributeCodeTtlSeconds: 24 * 60 * 60,
    maxCodeFailures: 5,
    authorizationCodeTtlSeconds: 5 * 60,
    hostedSessionTtlSeconds: 60 * 60,
    maxBodyBytes: 256 * 1024,
    devEndpoints: true,
    totpIssuer: "Northwind (local)",
  };
}

export type ConfigOverrides = Partial<
  Omit<
    CognitoEmulatorConfig,
    "passwordPolicy" | "devices" | "poolName" | "identityPool" | "webAuthn" | "refreshTokenRotation"
  >
> & {
  refreshTokenRotation?: Partial<RefreshTokenRotation>;
  passwordPolicy?: Partial<PasswordPolicy>;
  webAuthn?: Partial<WebAuthnSettings>;
  devices?: Partial<DeviceConfiguration>;
  identityPool?: Partial<IdentityPoolConfig>;
};

const uniq = (xs: string[]) => [...new Set(xs)];

/** Defaults + overrides, with derived fields (pool name, CORS origins of callback URLs) filled in. */
export function resolveConfig(overrides: ConfigOverrides = {}): CognitoEmulatorConfig {
  const base = defaultConfig();
  const merged: CognitoEmulatorConfig = {
    ...base,
    ...overrides,
    passwordPolicy: { ...base.passwordPolicy, ...overrides.passwordPolicy },
    devices: { ...base.devices, ...overrides.devices },
    webAuthn: { ...base.webAuthn, ...overrides.webAuthn },
    identityPool: checkIdentityPoolConfig({ ...base.identityPool, ...overrides.identityPool }),
    refreshTokenRotation: { ...base.refreshTokenRotation, ...overrides.refreshTokenRotation },
    poolName: "",
  };
  const grace = merged.refreshTokenRotation.retryGracePeriodSeconds;
  if (!Number.isInteger(grace) || grace < 0 || grace > 60)
    throw new Error(`refreshTokenRotation.retryGracePeriodSeconds must be 0..60 (Cognito's range), got ${grace}`);
  merged.poolName = poolNameOf(merged.poolId);
  const rpProblem = relyingPartyIdProblem(merged.webAuthn.relyingPartyId);
  if (rpProblem) throw new Error(`Invalid passkey relying-party id: ${rpProblem}`);
  const callbackOrigins: string[] = [];
  for (const url of [...merged.callbackUrls, ...merged.logoutUrls]) {
    try {
      callbackOrigins.push(new URL(url).origin);
    } catch {
      throw new Error(`Invalid callback/logout URL "${url}"`);
    }
  }
  merged.callbackUrls = uniq(merged.callbackUrls);
  merged.logoutUrls = uniq(merged.logoutUrls);
  merged.allowedOrigins = uniq([...merged.allowedOrigins, ...callbackOrigins]);
  if (merged.defaultRedirectUri !== null && !merged.callbackUrls.includes(merged.defaultRedirectUri))
    throw new Error(`defaultRedirectUri "${merged.defaultRedirectUri}" must be one of the callback URLs`);
  return merged;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Overrides read from the environment (used by `npm run emulators`):
 *  COGNITO_EMULATOR_CALLBACK_URLS  extra callback URLs (comma separated; also accepted as sign-out URLs)
 *  COGNITO_EMULATOR_LOGOUT_URLS    extra sign-out URLs
 *  COGNITO_EMULATOR_ORIGINS        extra CORS origins
 *  COGNITO_EMULATOR_MFA            OFF | OPTIONAL | ON
 *  COGNITO_EMULATOR_EMAIL_MFA      on (default) | off: e-mail codes as an MFA factor
 *  COGNITO_EMULATOR_PASSKEYS       on (default) | off: passkeys (WebAuthn) as a first factor
 *  COGNITO_EMULATOR_PASSKEY_RP_ID  the passkey relying-party id (default localhost)
 *  COGNITO_EMULATOR_PUBLIC_HOST    host name in issued URLs (default localhost)
 *  COGNITO_EMULATOR_DEVICES        on (default) | off: device tracking
 *  COGNITO_EMULATOR_USER_AUTH      on (default) | off: choice-based sign-in (USER_AUTH, e-mail codes)
 *  COGNITO_EMULATOR_CLIENT_SECRET  give the app client this secret (default: a public client)
 *  COGNITO_EMULATOR_REFRESH_ROTATION  off (default) | on | on:<grace seconds 0..60>: refresh-token rotation
 *  COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS  lifetime of access and id tokens (default the deployed client's; e2e tests shorten it)
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ConfigOverrides {
  const base = defaultConfig();
  const extraCallbacks = list(env.COGNITO_EMULATOR_CALLBACK_URLS);
  const overrides: ConfigOverrides = {
    callbackUrls: [...base.callbackUrls, ...extraCallbacks],
    logoutUrls: [...base.logoutUrls, ...extraCallbacks, ...list(env.COGNITO_EMULATOR_LOGOUT_URLS)],
    allowedOrigins: [...base.allowedOrigins, ...list(env.COGNITO_EMULATOR_ORIGINS)],
  };
  const identityPool = identityPoolFromEnv(env); // COGNITO_EMULATOR_IDENTITY_* (identity-pool-config.ts)
  if (identityPool) overrides.identityPool = identityPool;
  const mfa = env.COGNITO_EMULATOR_MFA;
  if (mfa === "OFF" || mfa === "OPTIONAL" || mfa === "ON") overrides.mfaConfiguration = mfa;
  if (env.COGNITO_EMULATOR_EMAIL_MFA === "off") overrides.emailMfa = false;
  const webAuthn: Partial<WebAuthnSettings> = {};
  if (env.COGNITO_EMULATOR_PASSKEYS === "off") webAuthn.enabled = false;
  if (env.COGNITO_EMULATOR_PASSKEY_RP_ID) webAuthn.relyingPartyId = env.COGNITO_EMULATOR_PASSKEY_RP_ID;
  if (Object.keys(webAuthn).length) overrides.webAuthn = webAuthn;
  if (env.COGNITO_EMULATOR_PUBLIC_HOST) overrides.publicHost = env.COGNITO_EMULATOR_PUBLIC_HOST;
  if (env.COGNITO_EMULATOR_DEVICES === "off") overrides.devices = { enabled: false };
  if (env.COGNITO_EMULATOR_USER_AUTH === "off") overrides.allowUserAuth = false;
  if (env.COGNITO_EMULATOR_CLIENT_SECRET) overrides.clientSecret = env.COGNITO_EMULATOR_CLIENT_SECRET;
  const rotation = env.COGNITO_EMULATOR_REFRESH_ROTATION?.trim();
  if (rotation) {
    const m = /^(off|on)(?::(\d{1,2}))?$/.exec(rotation);
    if (!m || (m[1] === "off" && m[2] !== undefined))
      throw new Error(`COGNITO_EMULATOR_REFRESH_ROTATION must be off, on or on:<seconds>, got "${rotation}"`);
    overrides.refreshTokenRotation = { enabled: m[1] === "on", retryGracePeriodSeconds: Number(m[2] ?? 0) };
  }
  const validity = env.COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS;
  if (validity !== undefined && validity !== "") {
    const seconds = Number(validity);
    // Cognito's own bounds: 5 minutes to 1 day; the emulator allows shorter ones so tests need not wait.
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400)
      throw new Error(`COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS must be 1..86400 seconds, got "${validity}"`);
    overrides.accessTokenValiditySeconds = seconds;
    overrides.idTokenValiditySeconds = seconds;
  }
  return overrides;
}
