/**
 * Settings the functions were built with. Gatsby bakes each `process.env.NAME` written out literally into the
 * function bundle at build time (a bare `process.env` is an empty object there), hence the explicit list. The
 * server-only values (no GATSBY_ prefix) never reach a browser bundle, but they are in the built function files:
 * set them in the build environment of the deployment, and treat `.cache/functions` and the deployed function
 * bundles as secret.
 */
import { SESSION_LIMIT_VARIABLES, sessionLimitsFrom, type SessionLimits } from "../core/auth/sessionLimits";
import { cognitoSettingsFrom, type CognitoSettings } from "../core/config/cognito";

export function builtCognitoSettings(): CognitoSettings {
  return cognitoSettingsFrom({
    GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
    GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
    GATSBY_COGNITO_ENDPOINT: process.env.GATSBY_COGNITO_ENDPOINT,
    GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
  });
}

/** What the auth functions need besides the user-pool settings the browser shares. */
export interface AuthServerSettings {
  cognito: CognitoSettings;
  /** COGNITO_CLIENT_SECRET: the app client's secret, "" for a public client. Server only. */
  clientSecret: string;
  /** AUTH_COOKIE_KEY as written: 32 bytes, hex or base64 (checked by server/crypto/key.ts). */
  cookieKey: string;
  /** SITE_URL: the production origin mutating calls may come from (the request's own host is accepted too). */
  siteUrl: string;
  /** COGNITO_ISSUER: the tokens' `iss` when it cannot be derived from the endpoint (e.g. a proxy in front of AWS). */
  issuer: string;
  /**
   * The idle and absolute session limits, from the same variables as the browser's (GATSBY_SESSION_IDLE_MINUTES,
   * GATSBY_SESSION_MAX_HOURS), so both end a session at the same moment; a bad value keeps the default.
   */
  sessionLimits: SessionLimits;
}

export const AUTH_VARIABLES = {
  clientSecret: "COGNITO_CLIENT_SECRET",
  cookieKey: "AUTH_COOKIE_KEY",
  siteUrl: "SITE_URL",
  issuer: "COGNITO_ISSUER",
} as const;

/** The production origin when SITE_URL is not set (same default as core/config/site.ts). */
export const DEFAULT_SITE_URL = "https://www.northwind-consulting.example";

export function authSettingsFrom(
  env: Record<string, string | undefined>,
  cognito: CognitoSettings,
): AuthServerSettings {
  const read = (name: string) => (env[name] ?? "").trim();
  return {
    cognito,
    clientSecret: read(AUTH_VARIABLES.clientSecret),
    cookieKey: read(AUTH_VARIABLES.cookieKey),
    siteUrl: (read(AUTH_VARIABLES.siteUrl) || DEFAULT_SITE_URL).replace(/\/+$/, ""),
    issuer: read(AUTH_VARIABLES.issuer).replace(/\/+$/, ""),
    sessionLimits: sessionLimitsFrom(env).limits,
  };
}

export function builtAuthSettings(): AuthServerSettings {
  return authSettingsFrom(
    {
      COGNITO_CLIENT_SECRET: process.env.COGNITO_CLIENT_SECRET,
      AUTH_COOKIE_KEY: process.env.AUTH_COOKIE_KEY,
      SITE_URL: process.env.SITE_URL,
      COGNITO_ISSUER: process.env.COGNITO_ISSUER,
      [SESSION_LIMIT_VARIABLES.idleMinutes]: process.env.GATSBY_SESSION_IDLE_MINUTES,
      [SESSION_LIMIT_VARIABLES.maxHours]: process.env.GATSBY_SESSION_MAX_HOURS,
    },
    builtCognitoSettings(),
  );
}
