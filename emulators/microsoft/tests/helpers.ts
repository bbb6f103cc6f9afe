/**
 * Test helpers for the Microsoft stand-in: a stand-in on a free port with a movable clock, small Graph fixture
 * events, and the code flow run end to end (consent page, token exchange) for one fixture account.
 */
import { consent, pkcePair, postForm } from "../../kit/oauth/test-client";
import { startMicrosoftStandIn, type MicrosoftStandIn, type MicrosoftStandInOptions } from "..";

export const CLIENT_ID = "11111111-2222-3333-4444-555555555555";
export const CLIENT_SECRET = "test-secret~value";
export const REDIRECT = "http://localhost:8000/api/calendar/callback/microsoft";
export const SCOPE = "openid profile offline_access User.Read Calendars.Read";
export const CASEY = "consultant@northwind.example";
export const OTHER = "other.person@northwind.example";

export function graphEvent(
  id: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
  timeZone = "UTC",
): Record<string, unknown> {
  return {
    id,
    subject: `Event ${id}`,
    start: { dateTime: start, timeZone },
    end: { dateTime: end, timeZone },
    isAllDay: false,
    isCancelled: false,
    showAs: "busy",
    location: { displayName: "Room 1", locationType: "conferenceRoom" },
    ...extra,
  };
}

export interface TestStandIn extends MicrosoftStandIn {
  advance(ms: number): void;
  authorizeUrl(params?: Record<string, string>): string;
  tokenUrl: string;
}

export async function startTest(options: Partial<MicrosoftStandInOptions> = {}): Promise<TestStandIn> {
  let offset = 0;
  const emu = await startMicrosoftStandIn({
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
        state: "state-123",
        code_challenge_method: "S256",
        ...params,
      });
      return `${emu.url}/common/oauth2/v2.0/authorize?${p.toString()}`;
    },
    tokenUrl: `${emu.url}/common/oauth2/v2.0/token`,
  });
}

/** Consent as `email`, then redeem the code; returns the token response body. */
export async function connect(
  emu: TestStandIn,
  email = CASEY,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const { verifier, challenge } = pkcePair();
  const { location } = await consent(emu.authorizeUrl({ code_challenge: challenge, ...params }), { allow: email });
  const code = location.searchParams.get("code");
  if (!code) throw new Error(`No code in ${location.toString()}`);
  const res = await postForm(emu.tokenUrl, {
    grant_type: "authorization_code",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  if (res.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function graphGet(
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(url, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
