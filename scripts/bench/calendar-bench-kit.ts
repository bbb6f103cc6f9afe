/**
 * What the calendar benches share: the OAuth clients the stand-ins are started with, the calendar settings pointing
 * the production services at those stand-ins and the bench's dynalite table, and a user's connection made as the
 * browser makes it.
 */
import { randomBytes } from "node:crypto";
import type { ProviderId } from "../../core/calendar/model";
import { GOOGLE_ACCOUNTS } from "../../emulators/google";
import { consent } from "../../emulators/kit/testing";
import { MICROSOFT_ACCOUNTS } from "../../emulators/microsoft";
import { OAUTH_COOKIE } from "../../server/calendar/oauth/cookie";
import type { ReadyCalendar } from "../../server/calendar/runtime";
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

const PLACE = { origin: "http://127.0.0.1:8000", secureCookies: false };

function seedOwner(name: string, accounts: { email: string; ownsSeed: boolean }[]): string {
  const owner = accounts.find((a) => a.ownsSeed);
  if (!owner) throw new Error(`bench ${name}: no fixture account owns the seed`);
  return owner.email;
}

/**
 * The browser's part of connecting `sub`'s `provider` for the bench `name`: POST /connect, the consent page, the
 * callback, then the page's finishing call.
 */
export async function benchConnect(
  name: string,
  calendar: ReadyCalendar,
  sub: string,
  provider: ProviderId,
): Promise<void> {
  const cookieOf = (header: string) => new RegExp(`^${OAUTH_COOKIE.base}=([^;]+)`).exec(header)?.[1];
  const { authorizeUrl, setCookie } = calendar.connections.startConnect(sub, provider, undefined, PLACE);
  const email = seedOwner(name, provider === "microsoft" ? MICROSOFT_ACCOUNTS : GOOGLE_ACCOUNTS);
  const { location } = await consent(authorizeUrl, { allow: email });
  const back = calendar.connections.receiveCallback(
    provider,
    Object.fromEntries(location.searchParams),
    cookieOf(setCookie),
    PLACE,
  );
  const { outcome } = await calendar.connections.completeConnect(sub, provider, cookieOf(back.setCookie), PLACE);
  if (!("connected" in outcome))
    throw new Error(`bench ${name}: connecting ${provider} failed: ${JSON.stringify(outcome)}`);
}
