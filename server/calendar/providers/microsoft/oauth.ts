/**
 * The Microsoft identity platform (v2) as an authorization server, from settings. Scopes: `offline_access` (no
 * refresh token without it), `Calendars.Read` (calendarView with attendees and locations) and `User.Read` (/me,
 * which identifies the account). No `openid`: the account comes from Graph /me, so an ID token would go unused.
 */
import type { CodeFlowConfig } from "../../oauth/code-flow";
import type { CalendarSettings } from "../../settings";

export type MicrosoftSettings = CalendarSettings["microsoft"];

export const MICROSOFT_SCOPES = ["offline_access", "Calendars.Read", "User.Read"] as const;

export function microsoftCodeFlow(settings: MicrosoftSettings): CodeFlowConfig {
  const base = `${settings.loginUrl}/${encodeURIComponent(settings.tenant)}`;
  return {
    provider: "microsoft",
    server: {
      issuer: `${base}/v2.0`,
      authorizationEndpoint: `${base}/oauth2/v2.0/authorize`,
      tokenEndpoint: `${base}/oauth2/v2.0/token`,
    },
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: MICROSOFT_SCOPES,
    // Lets a person with several Microsoft accounts pick the one whose calendar they mean.
    authorizationParams: { prompt: "select_account" },
    scopeOnRefresh: true,
  };
}

/**
 * Scopes that let calendarView read events with their attendees, body and locations (`Calendars.ReadBasic` leaves
 * those out). The token response may name them with Graph's resource prefix.
 */
const CALENDAR_READ_SCOPES = new Set([
  "calendars.read",
  "calendars.readwrite",
  "calendars.read.shared",
  "calendars.readwrite.shared",
]);

export function microsoftGrantsCalendar(scope: string): boolean {
  return scope
    .split(/\s+/)
    .some((granted) =>
      CALENDAR_READ_SCOPES.has(granted.replace(/^https:\/\/graph\.microsoft\.com\//i, "").toLowerCase()),
    );
}
