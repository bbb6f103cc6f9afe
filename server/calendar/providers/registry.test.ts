import { checkProviderSettings, createProviders } from "./registry";
import { fakeFetch } from "../testing/fake-fetch";
import { testSettings } from "../testing/settings";
import { calendarSettingsFrom } from "../settings";

describe("createProviders", () => {
  test("builds one provider per id, each on its own settings", async () => {
    const fake = fakeFetch(
      { json: { id: "u-1", mail: "ada@contoso.com" } },
      { json: { sub: "s-1", email: "ada@example.com" } },
    );
    const providers = createProviders(testSettings(), { fetch: fake.fetch });
    expect(providers.microsoft.id).toBe("microsoft");
    expect(providers.google.id).toBe("google");
    await providers.microsoft.account("at-m");
    await providers.google.account("at-g");
    expect(fake.requests.map((r) => r.endpoint)).toEqual([
      "http://127.0.0.1:9412/v1.0/me",
      "http://127.0.0.1:9423/oauth2/v3/userinfo",
    ]);
  });
});

describe("checkProviderSettings", () => {
  test("stand-in settings with both apps are usable", () => {
    expect(checkProviderSettings(testSettings())).toEqual([]);
  });

  test("production defaults with both apps are usable", () => {
    const settings = calendarSettingsFrom({
      MICROSOFT_CLIENT_ID: "m",
      MICROSOFT_CLIENT_SECRET: "ms",
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
    });
    expect(checkProviderSettings(settings)).toEqual([]);
  });

  test("names each missing client id and secret", () => {
    const settings = testSettings({ MICROSOFT_CLIENT_SECRET: "", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: " " });
    expect(checkProviderSettings(settings)).toEqual([
      {
        variable: "MICROSOFT_CLIENT_SECRET",
        message: "The Microsoft OAuth app's client id and secret are both required.",
      },
      {
        variable: "GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET",
        message: "The Google OAuth app's client id and secret are both required.",
      },
    ]);
  });

  test("checks only the providers asked about", () => {
    const settings = testSettings({ GOOGLE_CLIENT_ID: "" });
    expect(checkProviderSettings(settings, ["microsoft"])).toEqual([]);
    expect(checkProviderSettings(settings, ["google"]).map((p) => p.variable)).toEqual(["GOOGLE_CLIENT_ID"]);
  });

  test.each([
    ["MICROSOFT_LOGIN_URL", "login.microsoftonline.com", /Expected an http\(s\) base URL/],
    ["MICROSOFT_GRAPH_URL", "ftp://graph.example.com", /Expected an http\(s\) base URL/],
    ["GOOGLE_ACCOUNTS_URL", "http://accounts.example.com", /only on a loopback host/],
    ["GOOGLE_OAUTH2_URL", "https://oauth2.example.com?x=1", /without query or fragment/],
    ["GOOGLE_API_URL", "not a url", /Expected an http\(s\) base URL/],
  ])("refuses %s=%s", (variable, value, message) => {
    const problems = checkProviderSettings(testSettings({ [variable]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.variable).toBe(variable);
    expect(problems[0]?.message).toMatch(message);
  });

  test.each(["http://localhost:9411", "http://[::1]:9411", "https://login.example.com/prefix"])(
    "accepts the base URL %s",
    (value) => {
      expect(checkProviderSettings(testSettings({ MICROSOFT_LOGIN_URL: value }))).toEqual([]);
    },
  );

  test.each(["organizations", "consumers", "contoso.onmicrosoft.com", "8eaef023-2b34-4da1-9baa-8bc8c9d6a490"])(
    "accepts the tenant %s",
    (tenant) => {
      expect(checkProviderSettings(testSettings({ MICROSOFT_TENANT: tenant }))).toEqual([]);
    },
  );

  test.each(["con toso", "a/b", "../x"])("refuses the tenant %s", (tenant) => {
    expect(checkProviderSettings(testSettings({ MICROSOFT_TENANT: tenant })).map((p) => p.variable)).toEqual([
      "MICROSOFT_TENANT",
    ]);
  });
});
