/**
 * Test helpers for the Google stand-in: a stand-in on a free port with a movable clock, small events.list
 * fixtures, and the consent + token exchange for one fixture account.
 */
import { consent, pkcePair, postForm } from "../../kit/oauth/test-client";
import { startGoogleStandIn, type GoogleStandIn, type GoogleStandInOptions } from "..";

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
  let offset = 0;
  const emu = await startGoogleStandIn({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    events: [],
    now: () => Date.now() + offset,
    ...options,
  });
  return Object.assign(emu, {
    advance(ms: number) {
      offset += ms;
    },
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
  const { verifier, challenge } = pkcePair();
  const { location } = await consent(emu.authorizeUrl({ code_challenge: challenge, ...params }), { allow: email });
  const res = await postForm(`${emu.url}/token`, {
    grant_type: "authorization_code",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code: location.searchParams.get("code") ?? "",
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  if (res.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function apiGet(
  url: string,
  token: string | null,
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
