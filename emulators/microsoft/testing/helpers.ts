/**
 * Test helpers for the Microsoft stand-in: a stand-in on a free port with a movable clock, small Graph fixture
 * events, and the code flow run end to end (consent page, token exchange) for one fixture account.
 */
import { bearerGet, connectAccount, movableClock } from "../../kit/testing";
import { startMicrosoftStandIn, type MicrosoftStandIn, type MicrosoftStandInOptions } from "../emulator";

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

/** How a delta lists an event deleted since its token: the id and `@removed` only. */
export function removedStub(id: string): Record<string, unknown> {
  return { "@odata.type": "#microsoft.graph.event", id, "@removed": { reason: "deleted" } };
}

export interface TestStandIn extends MicrosoftStandIn {
  advance(ms: number): void;
  authorizeUrl(params?: Record<string, string>): string;
  tokenUrl: string;
}

export async function startTest(options: Partial<MicrosoftStandInOptions> = {}): Promise<TestStandIn> {
  const clock = movableClock();
  const emu = await startMicrosoftStandIn({
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
  return connectAccount({
    client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT },
    authorizeUrl: (p) => emu.authorizeUrl(p),
    tokenUrl: emu.tokenUrl,
    email,
    params,
  });
}

/** A bearer GET against the stand-in (the kit's helper, under the name the tests use). */
export const graphGet = bearerGet;
