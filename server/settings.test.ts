import { DEFAULT_SESSION_LIMITS } from "../core/auth/sessionLimits";
import { authSettingsFrom, builtAuthSettings, DEFAULT_SITE_URL } from "./settings";

const cognito = { userPoolId: "us-east-1_X", clientId: "c", endpoint: "", hostedUiDomain: "" };

describe("auth settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads and trims the server variables, with the site default", () => {
    expect(
      authSettingsFrom(
        { COGNITO_CLIENT_SECRET: " s ", AUTH_COOKIE_KEY: "k\n", SITE_URL: "https://a.example/", COGNITO_ISSUER: "" },
        cognito,
      ),
    ).toEqual({
      cognito,
      clientSecret: "s",
      cookieKey: "k",
      siteUrl: "https://a.example",
      issuer: "",
      sessionLimits: DEFAULT_SESSION_LIMITS,
    });
    expect(authSettingsFrom({}, cognito).siteUrl).toBe(DEFAULT_SITE_URL);
    // The page's session limits, read by the functions from the same variables.
    expect(
      authSettingsFrom({ GATSBY_SESSION_IDLE_MINUTES: "45", GATSBY_SESSION_MAX_HOURS: "8" }, cognito).sessionLimits,
    ).toEqual({ ...DEFAULT_SESSION_LIMITS, idleMs: 45 * 60_000, absoluteMs: 8 * 3_600_000 });
  });

  it("reads each variable literally from process.env (what Gatsby bakes into the bundle)", () => {
    Object.assign(process.env, {
      COGNITO_CLIENT_SECRET: "sec",
      AUTH_COOKIE_KEY: "key",
      SITE_URL: "https://b.example",
      COGNITO_ISSUER: "https://issuer.example/pool",
      GATSBY_COGNITO_USER_POOL_ID: "eu-west-1_Abc",
    });
    const s = builtAuthSettings();
    expect(s).toMatchObject({
      clientSecret: "sec",
      cookieKey: "key",
      siteUrl: "https://b.example",
      issuer: "https://issuer.example/pool",
    });
    expect(s.cognito.userPoolId).toBe("eu-west-1_Abc");
  });
});
