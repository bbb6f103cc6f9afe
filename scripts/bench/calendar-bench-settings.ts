/**
 * What the calendar benches share: the OAuth clients the stand-ins are started with, and the calendar settings
 * pointing the production services at those stand-ins and the bench's dynalite table.
 */
import { randomBytes } from "node:crypto";
import { checkProviderSettings } from "../../server/calendar/providers/registry";
import { calendarSettingsFrom, type CalendarSettings } from "../../server/calendar/settings";

export const BENCH_CLIENT = {
  microsoft: { id: "bench-ms-client", secret: "bench-ms-secret" },
  google: { id: "bench-google.apps.googleusercontent.com", secret: "bench-google-secret" },
};

/** The settings for stand-ins at `microsoftUrl` and `googleUrl` and the table; a problem stops the bench `name`. */
export function benchCalendarSettings(
  name: string,
  urls: { microsoft: string; google: string },
  table: { table: string; endpoint: string },
): CalendarSettings {
  const settings = calendarSettingsFrom({
    MICROSOFT_CLIENT_ID: BENCH_CLIENT.microsoft.id,
    MICROSOFT_CLIENT_SECRET: BENCH_CLIENT.microsoft.secret,
    MICROSOFT_LOGIN_URL: urls.microsoft,
    MICROSOFT_GRAPH_URL: urls.microsoft,
    GOOGLE_CLIENT_ID: BENCH_CLIENT.google.id,
    GOOGLE_CLIENT_SECRET: BENCH_CLIENT.google.secret,
    GOOGLE_ACCOUNTS_URL: urls.google,
    GOOGLE_OAUTH2_URL: urls.google,
    GOOGLE_API_URL: urls.google,
    SITE_TABLE: table.table,
    SITE_DYNAMODB_ENDPOINT: table.endpoint,
    CALENDAR_TOKEN_KEY: randomBytes(32).toString("hex"),
  });
  const problems = checkProviderSettings(settings);
  if (problems.length) throw new Error(`bench ${name}: settings: ${JSON.stringify(problems)}`);
  return settings;
}
