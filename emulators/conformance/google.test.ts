/**
 * The Google stand-in as Google's own Node clients see it (google-auth-library 10 and @googleapis/calendar,
 * unmodified): the code flow with PKCE, the id token verified with the PEM certificates of /oauth2/v1/certs,
 * events.list paged with pageToken and resumed with a syncToken, token refresh and revocation.
 */
import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import { consent } from "../kit/testing";
import { CASEY, CLIENT_ID, CLIENT_SECRET, googleEvent, REDIRECT, startTest, type TestStandIn } from "../google/testing";

const EVENTS = Array.from({ length: 5 }, (_, i) =>
  googleEvent(`e${i + 1}`, `2024-05-0${i + 1}T09:00:00+01:00`, `2024-05-0${i + 1}T10:00:00+01:00`),
);

// Real clients on a busy 2-core machine (Amplify runs SRP on its own JavaScript big integers).
jest.setTimeout(60_000);

let emu: TestStandIn;

beforeAll(async () => {
  emu = await startTest({ events: EVENTS });
});

afterAll(() => emu.close());

/** Google's OAuth2 client with every endpoint on the stand-in; its origin is the id tokens' issuer there. */
function oauthClient(): OAuth2Client {
  return new OAuth2Client({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: REDIRECT,
    endpoints: {
      oauth2AuthBaseUrl: `${emu.url}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${emu.url}/token`,
      oauth2RevokeUrl: `${emu.url}/revoke`,
      oauth2FederatedSignonPemCertsUrl: `${emu.url}/oauth2/v1/certs`,
    },
    issuers: [emu.publicUrl],
    // gaxios loads node-fetch with import(), which jest's CommonJS runtime refuses; Node's own fetch serves the same.
    transporterOptions: { fetchImplementation: fetch },
  });
}

/** The consent, as the person's browser would give it; the code from the redirect goes to getToken. */
async function signedIn(client: OAuth2Client) {
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const url = client.generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    scope: ["openid", "email", "https://www.googleapis.com/auth/calendar.readonly"],
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    state: "st-1",
  });
  const { location } = await consent(url, { allow: CASEY });
  expect(location.searchParams.get("state")).toBe("st-1");
  const { tokens } = await client.getToken({ code: location.searchParams.get("code") as string, codeVerifier });
  client.setCredentials(tokens);
  return tokens;
}

it("signs in with the code flow and PKCE, and verifies the id token with the PEM certificates", async () => {
  const client = oauthClient();
  const tokens = await signedIn(client);
  expect(tokens.refresh_token).toEqual(expect.any(String));
  const ticket = await client.verifyIdToken({ idToken: tokens.id_token as string, audience: CLIENT_ID });
  expect(ticket.getPayload()).toMatchObject({ email: CASEY, aud: CLIENT_ID, iss: emu.publicUrl });
});

it("lists events page by page, then asks only for changes with the sync token", async () => {
  const client = oauthClient();
  await signedIn(client);
  const api = calendar({ version: "v3", auth: client, rootUrl: `${emu.url}/` });

  const ids: string[] = [];
  let pageToken: string | undefined;
  let syncToken: string | null | undefined;
  let pages = 0;
  do {
    const { data }: { data: calendar_v3.Schema$Events } = await api.events.list({
      calendarId: "primary",
      maxResults: 2,
      singleEvents: true,
      ...(pageToken ? { pageToken } : {}),
    });
    pages += 1;
    ids.push(...(data.items ?? []).map((e) => e.id as string));
    pageToken = data.nextPageToken ?? undefined;
    syncToken = data.nextSyncToken;
  } while (pageToken);
  expect(ids.sort()).toEqual(["e1", "e2", "e3", "e4", "e5"]);
  expect(pages).toBe(3);
  expect(syncToken).toEqual(expect.any(String));

  const { data: changes } = await api.events.list({ calendarId: "primary", syncToken: syncToken as string });
  expect(changes.items).toEqual([]);
  expect(changes.nextSyncToken).toEqual(expect.any(String));
});

it("refreshes an expired access token by itself, and a revoked refresh token stops working", async () => {
  const client = oauthClient();
  const tokens = await signedIn(client);
  client.setCredentials({ ...tokens, access_token: "expired", expiry_date: Date.now() - 1_000 });
  const api = calendar({ version: "v3", auth: client, rootUrl: `${emu.url}/` });
  const { data } = await api.calendarList.list();
  expect(data.items?.map((c) => c.id)).toContain(CASEY);
  expect(client.credentials.access_token).not.toBe("expired");

  await client.revokeToken(tokens.refresh_token as string);
  const later = oauthClient();
  later.setCredentials({ refresh_token: tokens.refresh_token });
  await expect(later.getAccessToken()).rejects.toMatchObject({ response: { data: { error: "invalid_grant" } } });
});
