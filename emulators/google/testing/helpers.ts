/**
 * Test helpers for the Google stand-in: a stand-in on a free port with a movable clock, small events.list
 * fixtures, and the consent + token exchange for one fixture account.
 */
import { bearerGet, connectAccount, movableClock } from "../../kit/testing";
import { startGoogleStandIn, type GoogleStandIn, type GoogleStandInOptions } from "../emulator";

export const CLIENT_ID = "1234567890-standin.apps.googleusercontent.com";
export const CLIENT_SECRET = "GOCSPX-test-secret";
export const REDIRECT = "http://localhost:8000/api/calendar/callback/google";
export const SCOPE = "openid email profile https://www.googleapis.com/auth/calendar.readonly";
export const CASEY = "casey.consultant@gmail.example";
export const SOMEONE = "someone.else@gmail.example";

export function googleEvent(
  id: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const allDay = start.length === 10;
  return {
    kind: "calendar#event",
    id,
    status: "confirmed",
    summary: `Event ${id}`,
    start: allDay ? { date: start } : { dateTime: start, timeZone: "Europe/London" },
    end: allDay ? { date: end } : { dateTime: end, timeZone: "Europe/London" },
    iCalUID: `${id}@google.com`,
    eventType: "default",
    updated: "2024-04-01T10:00:00.000Z",
    ...extra,
  };
}

export interface TestStandIn extends GoogleStandIn {
  advance(ms: number): void;
  authorizeUrl(params?: Record<string, string>): string;
}

export async function startTest(options: Partial<GoogleStandInOptions> = {}): Promise<TestStandIn> {
  const clock = movableClock();
  const emu = await startGoogleStandIn({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    events: [],
    now: clock.now,
    ...options,
  });
  return Object.assign(emu, {
    advance: clock.advance,
    authorizeUrl(params: Record<string, string> = {}) {
      const p = new URLSearchParams({
        client_id: CLIENT_ID,
        response_type: "code",
        redirect_uri: REDIRECT,
        scope: SCOPE,
        state: "st-9",
        access_type: "offline",
        prompt: "consent",
        code_challenge_method: "S256",
        ...params,
      });
      return `${emu.url}/o/oauth2/v2/auth?${p.toString()}`;
    },
  });
}

export async function connect(
  emu: TestStandIn,
  email = CASEY,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  return connectAccount({
    client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT },
    authorizeUrl: (p) => emu.authorizeUrl(p),
    tokenUrl: `${emu.url}/token`,
    email,
    params,
  });
}

/** A bearer GET against the stand-in (the kit's helper, under the name the tests use). */
export const apiGet = bearerGet;
