/**
 * Google's OAuth 2.0 server as an authorization server, from settings. `openid email` identify the account
 * (userinfo), `calendar.readonly` reads events; `access_type=offline` with `prompt=consent` makes Google issue a
 * refresh token on every consent (it otherwise does so only the first time), and `include_granted_scopes` keeps
 * scopes the user granted before.
 */
import type { CodeFlowConfig } from "../../oauth/code-flow";
import type { CalendarSettings } from "../../settings";

export type GoogleSettings = CalendarSettings["google"];

export const GOOGLE_SCOPES = ["openid", "email", "https://www.googleapis.com/auth/calendar.readonly"] as const;

export function googleCodeFlow(settings: GoogleSettings): CodeFlowConfig {
  return {
    provider: "google",
    server: {
      issuer: settings.accountsUrl,
      authorizationEndpoint: `${settings.accountsUrl}/o/oauth2/v2/auth`,
      tokenEndpoint: `${settings.oauth2Url}/token`,
      revocationEndpoint: `${settings.oauth2Url}/revoke`,
    },
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: GOOGLE_SCOPES,
    authorizationParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  };
}

/** Scopes that let events.list read the primary calendar. */
const CALENDAR_READ_SCOPES = new Set(
  ["calendar.readonly", "calendar", "calendar.events.readonly", "calendar.events"].map(
    (name) => `https://www.googleapis.com/auth/${name}`,
  ),
);

export function googleGrantsCalendar(scope: string): boolean {
  return scope.split(/\s+/).some((granted) => CALENDAR_READ_SCOPES.has(granted));
}
