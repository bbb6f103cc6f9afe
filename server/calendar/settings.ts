/**
 * The calendar functions' settings: the OAuth apps and API base URLs of each provider and the key that encrypts
 * provider tokens at rest, with the site table's settings (server/db/settings.ts), where the calendar keeps its
 * items. Server only (no GATSBY_ prefix). Like server/settings.ts, each `process.env.NAME` is written out literally
 * because Gatsby bakes them into the function bundle at build time. Locally the emulators' registry
 * (emulators/services.ts) supplies the stand-ins' URLs; production sets them.
 */
import { builtSiteTableSettings, siteTableSettingsFrom, type SiteTableSettings } from "../db/settings";
import { logError } from "../log";

export interface ProviderAppSettings {
  clientId: string;
  clientSecret: string;
}

/** The calendar's own settings and the site table's (SiteTableSettings: table, endpoint, region, credentials). */
export interface CalendarSettings extends SiteTableSettings {
  microsoft: ProviderAppSettings & {
    /** MICROSOFT_LOGIN_URL: identity platform base; authorize/token at `${loginUrl}/${tenant}/oauth2/v2.0/...`. */
    loginUrl: string;
    /** MICROSOFT_TENANT: "common" (work, school and personal accounts), "organizations", or a tenant id. */
    tenant: string;
    /** MICROSOFT_GRAPH_URL: Graph base without the version; calls go to `${graphUrl}/v1.0/...`. */
    graphUrl: string;
  };
  google: ProviderAppSettings & {
    /** GOOGLE_ACCOUNTS_URL: consent page at `${accountsUrl}/o/oauth2/v2/auth`. */
    accountsUrl: string;
    /** GOOGLE_OAUTH2_URL: `${oauth2Url}/token` and `${oauth2Url}/revoke`. */
    oauth2Url: string;
    /** GOOGLE_API_URL: `${apiUrl}/calendar/v3/...` and `${apiUrl}/oauth2/v3/userinfo`. */
    apiUrl: string;
    /**
     * GOOGLE_APP_IN_TESTING=true: the OAuth app's consent screen is in testing, so Google ends every grant seven days
     * after consent, and a refresh refused after that is said to be that rather than a revocation.
     */
    appInTesting: boolean;
  };
  /** CALENDAR_TOKEN_KEY as written: 32 bytes, hex or base64 (server/crypto/key.ts), encrypts provider tokens. */
  tokenKey: string;
  /**
   * CALENDAR_EVENTS_TIMEOUT_SECONDS: the time limit the platform gives the events function (Netlify's synchronous
   * functions: 10 s unless raised, up to 26 s; a Lambda: its configured timeout), in ms. Its deadline for the
   * calendars is a second less (EVENTS_ANSWER_RESERVE_MS).
   */
  eventsTimeoutMs: number;
}

/** The platform's default time limit for a synchronous function (Netlify), and the bounds a setting may take. */
export const EVENTS_TIMEOUT_SECONDS = { default: 10, min: 3, max: 900 } as const;

/** CALENDAR_EVENTS_TIMEOUT_SECONDS as whole seconds in range, or the error that names it. */
export function parseEventsTimeout(raw: string): { ms: number } | { error: string } {
  const text = raw.trim();
  if (text === "") return { ms: EVENTS_TIMEOUT_SECONDS.default * 1000 };
  const seconds = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (seconds >= EVENTS_TIMEOUT_SECONDS.min && seconds <= EVENTS_TIMEOUT_SECONDS.max) return { ms: seconds * 1000 };
  return {
    error: `CALENDAR_EVENTS_TIMEOUT_SECONDS must be whole seconds from ${EVENTS_TIMEOUT_SECONDS.min} to ${EVENTS_TIMEOUT_SECONDS.max} (the events function's time limit on the platform); got ${JSON.stringify(raw)}. Using ${EVENTS_TIMEOUT_SECONDS.default}.`,
  };
}

/** The settings only the calendar has: everything but the site table's. */
type CalendarOwnSettings = Omit<CalendarSettings, keyof SiteTableSettings>;

export const CALENDAR_VARIABLES = {
  microsoftClientId: "MICROSOFT_CLIENT_ID",
  microsoftClientSecret: "MICROSOFT_CLIENT_SECRET",
  microsoftLoginUrl: "MICROSOFT_LOGIN_URL",
  microsoftTenant: "MICROSOFT_TENANT",
  microsoftGraphUrl: "MICROSOFT_GRAPH_URL",
  googleClientId: "GOOGLE_CLIENT_ID",
  googleClientSecret: "GOOGLE_CLIENT_SECRET",
  googleAccountsUrl: "GOOGLE_ACCOUNTS_URL",
  googleOauth2Url: "GOOGLE_OAUTH2_URL",
  googleApiUrl: "GOOGLE_API_URL",
  googleAppInTesting: "GOOGLE_APP_IN_TESTING",
  tokenKey: "CALENDAR_TOKEN_KEY",
  eventsTimeout: "CALENDAR_EVENTS_TIMEOUT_SECONDS",
} as const;

/** The real services' addresses, used when a variable is unset. */
export const PRODUCTION_DEFAULTS = {
  MICROSOFT_LOGIN_URL: "https://login.microsoftonline.com",
  MICROSOFT_TENANT: "common",
  MICROSOFT_GRAPH_URL: "https://graph.microsoft.com",
  GOOGLE_ACCOUNTS_URL: "https://accounts.google.com",
  GOOGLE_OAUTH2_URL: "https://oauth2.googleapis.com",
  GOOGLE_API_URL: "https://www.googleapis.com",
} as const;

/** A bad value is said in the log (it is the operator's to fix) and the platform's default is used. */
function eventsTimeoutFrom(raw: string): number {
  const parsed = parseEventsTimeout(raw);
  if ("ms" in parsed) return parsed.ms;
  logError(parsed.error);
  return EVENTS_TIMEOUT_SECONDS.default * 1000;
}

export function calendarSettingsFrom(env: Record<string, string | undefined>): CalendarSettings {
  return { ...siteTableSettingsFrom(env), ...calendarOwnSettingsFrom(env) };
}

function calendarOwnSettingsFrom(env: Record<string, string | undefined>): CalendarOwnSettings {
  const read = (name: string) => (env[name] ?? "").trim();
  const url = (name: keyof typeof PRODUCTION_DEFAULTS) => (read(name) || PRODUCTION_DEFAULTS[name]).replace(/\/+$/, "");
  return {
    microsoft: {
      clientId: read("MICROSOFT_CLIENT_ID"),
      clientSecret: read("MICROSOFT_CLIENT_SECRET"),
      loginUrl: url("MICROSOFT_LOGIN_URL"),
      tenant: url("MICROSOFT_TENANT"),
      graphUrl: url("MICROSOFT_GRAPH_URL"),
    },
    google: {
      clientId: read("GOOGLE_CLIENT_ID"),
      clientSecret: read("GOOGLE_CLIENT_SECRET"),
      accountsUrl: url("GOOGLE_ACCOUNTS_URL"),
      oauth2Url: url("GOOGLE_OAUTH2_URL"),
      apiUrl: url("GOOGLE_API_URL"),
      appInTesting: read("GOOGLE_APP_IN_TESTING").toLowerCase() === "true",
    },
    tokenKey: read("CALENDAR_TOKEN_KEY"),
    eventsTimeoutMs: eventsTimeoutFrom(read("CALENDAR_EVENTS_TIMEOUT_SECONDS")),
  };
}

export function builtCalendarSettings(): CalendarSettings {
  const own = calendarOwnSettingsFrom({
    MICROSOFT_CLIENT_ID: process.env.MICROSOFT_CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: process.env.MICROSOFT_CLIENT_SECRET,
    MICROSOFT_LOGIN_URL: process.env.MICROSOFT_LOGIN_URL,
    MICROSOFT_TENANT: process.env.MICROSOFT_TENANT,
    MICROSOFT_GRAPH_URL: process.env.MICROSOFT_GRAPH_URL,
    GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET,
    GOOGLE_ACCOUNTS_URL: process.env.GOOGLE_ACCOUNTS_URL,
    GOOGLE_OAUTH2_URL: process.env.GOOGLE_OAUTH2_URL,
    GOOGLE_API_URL: process.env.GOOGLE_API_URL,
    GOOGLE_APP_IN_TESTING: process.env.GOOGLE_APP_IN_TESTING,
    CALENDAR_TOKEN_KEY: process.env.CALENDAR_TOKEN_KEY,
    CALENDAR_EVENTS_TIMEOUT_SECONDS: process.env.CALENDAR_EVENTS_TIMEOUT_SECONDS,
  });
  return { ...builtSiteTableSettings(), ...own };
}
