/** Calendar settings for the provider tests: the stand-ins' shape (plain http on loopback ports) and real apps' ids. */
import { type CalendarSettings, calendarSettingsFrom } from "../settings";

export const STAND_IN = {
  MICROSOFT_LOGIN_URL: "http://127.0.0.1:9411",
  MICROSOFT_GRAPH_URL: "http://127.0.0.1:9412",
  GOOGLE_ACCOUNTS_URL: "http://127.0.0.1:9421",
  GOOGLE_OAUTH2_URL: "http://127.0.0.1:9422",
  GOOGLE_API_URL: "http://127.0.0.1:9423",
} as const;

export function testSettings(env: Record<string, string | undefined> = {}): CalendarSettings {
  return calendarSettingsFrom({
    MICROSOFT_CLIENT_ID: "ms-client",
    MICROSOFT_CLIENT_SECRET: "ms-secret",
    GOOGLE_CLIENT_ID: "google-client.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "google-secret",
    ...STAND_IN,
    ...env,
  });
}
