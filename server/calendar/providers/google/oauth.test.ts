import { fakeClock, fakeFetch } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createGoogleProvider } from ".";

function setup(env: Record<string, string> = {}) {
  const fake = fakeFetch();
  const clock = fakeClock();
  const provider = createGoogleProvider(testSettings(env).google, { fetch: fake.fetch, now: clock.now });
  return { fake, clock, provider };
}

const REDIRECT = "http://localhost:8000/api/calendar/callback/google";

describe("Google OAuth", () => {
  test("the consent URL: code + PKCE S256, calendar.readonly, offline access with a consent prompt", () => {
    const url = setup().provider.authorizationUrl({ state: "st", codeChallenge: "ch", redirectUri: REDIRECT });
    expect(url.origin + url.pathname).toBe(`${STAND_IN.GOOGLE_ACCOUNTS_URL}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "google-client.apps.googleusercontent.com",
      response_type: "code",
      redirect_uri: REDIRECT,
      scope: "openid email https://www.googleapis.com/auth/calendar.readonly",
      state: "st",
      code_challenge: "ch",
      code_challenge_method: "S256",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
    });
  });

  test("production defaults point at accounts.google.com over https", () => {
    const url = setup({ GOOGLE_ACCOUNTS_URL: "" }).provider.authorizationUrl({
      state: "st",
      codeChallenge: "ch",
      redirectUri: REDIRECT,
    });
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  });

  test("exchanges the code at ${oauth2Url}/token with the verifier and client_secret_post", async () => {
    const { fake, clock, provider } = setup();
    fake.reply({
      json: {
        access_token: "ya29.a",
        expires_in: 3599,
        refresh_token: "1//rt",
        scope:
          "openid https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/userinfo.email",
        token_type: "Bearer",
        id_token: "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20ifQ.sig",
      },
    });
    const grant = await provider.exchangeCode({ code: "4/0A", codeVerifier: "v".repeat(43), redirectUri: REDIRECT });
    expect(grant).toMatchObject({ accessToken: "ya29.a", refreshToken: "1//rt", expiresAt: clock.now() + 3_599_000 });
    const [request] = fake.requests;
    expect(request?.url.href).toBe(`${STAND_IN.GOOGLE_OAUTH2_URL}/token`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: "authorization_code",
      code: "4/0A",
      redirect_uri: REDIRECT,
      code_verifier: "v".repeat(43),
      client_id: "google-client.apps.googleusercontent.com",
      client_secret: "google-secret",
    });
  });

  test("refresh sends no scope and leaves the refresh token to the caller when none comes back", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { access_token: "ya29.b", expires_in: 3599, scope: "openid", token_type: "Bearer" } });
    const grant = await provider.refresh("1//rt");
    expect(grant.refreshToken).toBeUndefined();
    expect(fake.requests[0]?.form.has("scope")).toBe(false);
    expect(fake.requests[0]?.form.get("refresh_token")).toBe("1//rt");
  });

  test("'Token has been expired or revoked.' is 'invalid_grant'", async () => {
    const { fake, provider } = setup();
    fake.reply({
      status: 400,
      json: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
    });
    await expect(provider.refresh("1//rt")).rejects.toMatchObject({
      provider: "google",
      operation: "refresh",
      kind: "invalid_grant",
      message: "invalid_grant: Token has been expired or revoked.",
    });
  });

  test("revoke posts token= to ${oauth2Url}/revoke", async () => {
    const { fake, provider } = setup();
    fake.reply({ status: 200, json: {} });
    await expect(provider.revoke("1//rt")).resolves.toBe("revoked");
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.href).toBe(`${STAND_IN.GOOGLE_OAUTH2_URL}/revoke`);
    expect(request?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toBe("token=1%2F%2Frt");
  });

  test("revoke of a token Google no longer knows (400 invalid_token) counts as revoked", async () => {
    const { fake, provider } = setup();
    fake.reply({ status: 400, json: { error: "invalid_token", error_description: "Token expired or revoked" } });
    await expect(provider.revoke("1//rt")).resolves.toBe("revoked");
  });

  test("revoke failing otherwise is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ status: 500, text: "oops" });
    await expect(provider.revoke("1//rt")).rejects.toMatchObject({
      operation: "revoke",
      kind: "provider_error",
      status: 500,
    });
  });
});

test("calendar access is any scope events.list accepts; identity scopes alone are not", () => {
  const { provider } = setup();
  const scope = (name: string) => `https://www.googleapis.com/auth/${name}`;
  expect(provider.grantsCalendarAccess(`openid ${scope("userinfo.email")} ${scope("calendar.readonly")}`)).toBe(true);
  expect(provider.grantsCalendarAccess(scope("calendar.events.readonly"))).toBe(true);
  expect(provider.grantsCalendarAccess(`openid ${scope("userinfo.email")}`)).toBe(false);
  expect(provider.grantsCalendarAccess("calendar.readonly")).toBe(false);
});
