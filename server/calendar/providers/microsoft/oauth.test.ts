import { fakeClock, fakeFetch } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createMicrosoftProvider } from ".";

function setup(env: Record<string, string> = {}) {
  const fake = fakeFetch();
  const clock = fakeClock();
  const provider = createMicrosoftProvider(testSettings(env).microsoft, { fetch: fake.fetch, now: clock.now });
  return { fake, clock, provider };
}

const LOGIN = STAND_IN.MICROSOFT_LOGIN_URL;
const REDIRECT = "http://localhost:8000/api/calendar/callback/microsoft";

describe("Microsoft OAuth", () => {
  test("the consent URL: v2 authorize on the tenant, code + PKCE S256, offline access, account picker", () => {
    const url = setup().provider.authorizationUrl({ state: "st", codeChallenge: "ch", redirectUri: REDIRECT });
    expect(url.origin + url.pathname).toBe(`${LOGIN}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "ms-client",
      response_type: "code",
      redirect_uri: REDIRECT,
      scope: "offline_access Calendars.Read User.Read",
      state: "st",
      code_challenge: "ch",
      code_challenge_method: "S256",
      prompt: "select_account",
    });
  });

  test("the tenant comes from settings", () => {
    const url = setup({ MICROSOFT_TENANT: "organizations" }).provider.authorizationUrl({
      state: "st",
      codeChallenge: "ch",
      redirectUri: REDIRECT,
    });
    expect(url.pathname).toBe("/organizations/oauth2/v2.0/authorize");
  });

  test("production defaults point at login.microsoftonline.com over https", () => {
    const fake = fakeFetch();
    const settings = testSettings({ MICROSOFT_LOGIN_URL: "" }).microsoft;
    const url = createMicrosoftProvider(settings, { fetch: fake.fetch }).authorizationUrl({
      state: "st",
      codeChallenge: "ch",
      redirectUri: "https://northwind.example/api/calendar/callback/microsoft",
    });
    expect(url.origin + url.pathname).toBe("https://login.microsoftonline.com/common/oauth2/v2.0/authorize");
  });

  test("exchanges the code at the tenant's token endpoint with the verifier and client_secret_post", async () => {
    const { fake, clock, provider } = setup();
    fake.reply({
      json: {
        token_type: "Bearer",
        scope: "Calendars.Read User.Read",
        expires_in: 4419,
        ext_expires_in: 4419,
        access_token: "at-1",
        refresh_token: "rt-1",
      },
    });
    const grant = await provider.exchangeCode({ code: "c-1", codeVerifier: "v".repeat(43), redirectUri: REDIRECT });
    expect(grant).toEqual({
      accessToken: "at-1",
      refreshToken: "rt-1",
      expiresAt: clock.now() + 4_419_000,
      scope: "Calendars.Read User.Read",
    });
    const [request] = fake.requests;
    expect(request?.url.href).toBe(`${LOGIN}/common/oauth2/v2.0/token`);
    expect(request?.form.get("grant_type")).toBe("authorization_code");
    expect(request?.form.get("code")).toBe("c-1");
    expect(request?.form.get("code_verifier")).toBe("v".repeat(43));
    expect(request?.form.get("client_id")).toBe("ms-client");
    expect(request?.form.get("client_secret")).toBe("ms-secret");
  });

  test("refresh sends the scopes, as the v2 endpoint documents", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { token_type: "Bearer", expires_in: 3600, access_token: "at-2", refresh_token: "rt-2" } });
    expect(await provider.refresh("rt-1")).toMatchObject({ accessToken: "at-2", refreshToken: "rt-2" });
    expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toEqual({
      grant_type: "refresh_token",
      refresh_token: "rt-1",
      scope: "offline_access Calendars.Read User.Read",
      client_id: "ms-client",
      client_secret: "ms-secret",
    });
  });

  test("an expired or revoked grant (AADSTS70008) is 'invalid_grant'", async () => {
    const { fake, provider } = setup();
    fake.reply({
      status: 400,
      json: {
        error: "invalid_grant",
        error_description:
          "AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.",
        error_codes: [70008],
        timestamp: "2026-03-02 09:00:00Z",
        trace_id: "t",
        correlation_id: "c",
      },
    });
    await expect(provider.refresh("rt-1")).rejects.toMatchObject({
      provider: "microsoft",
      operation: "refresh",
      kind: "invalid_grant",
      status: 400,
      message: expect.stringContaining("AADSTS70008"),
    });
  });

  test("revoke is not supported and sends nothing", async () => {
    const { fake, provider } = setup();
    await expect(provider.revoke("rt-1")).resolves.toBe("not_supported");
    expect(fake.requests).toHaveLength(0);
  });
});

test("calendar access is Calendars.Read or ReadWrite, with or without Graph's prefix; ReadBasic is not enough", () => {
  const { provider } = setup();
  expect(provider.grantsCalendarAccess("Calendars.Read User.Read profile openid email")).toBe(true);
  expect(provider.grantsCalendarAccess("https://graph.microsoft.com/Calendars.ReadWrite")).toBe(true);
  expect(provider.grantsCalendarAccess("Calendars.ReadBasic User.Read")).toBe(false);
  expect(provider.grantsCalendarAccess("User.Read offline_access")).toBe(false);
});
