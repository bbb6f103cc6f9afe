import {
  checkIdentitySettings,
  identityEndpointOf,
  identityRegionOf,
  identitySettingsFrom,
  userPoolLoginKey,
} from "./settings";

const GOOD = {
  GATSBY_COGNITO_IDENTITY_POOL_ID: "us-east-1:4f1e0c7a-9b2d-4e35-8a6c-2d7b1f0e9c53",
  GATSBY_COGNITO_IDENTITY_ENDPOINT: "http://127.0.0.1:9229/",
  GATSBY_COGNITO_USER_POOL_ID: "us-east-1_LocalPool1",
};

describe("identity settings", () => {
  it("reads and trims the three variables; good values have no problems", () => {
    const settings = identitySettingsFrom({
      ...GOOD,
      GATSBY_COGNITO_IDENTITY_POOL_ID: ` ${GOOD.GATSBY_COGNITO_IDENTITY_POOL_ID} `,
    });
    expect(settings).toEqual({
      identityPoolId: GOOD.GATSBY_COGNITO_IDENTITY_POOL_ID,
      endpoint: "http://127.0.0.1:9229/",
      userPoolId: "us-east-1_LocalPool1",
    });
    expect(checkIdentitySettings(settings)).toEqual([]);
  });

  it("names each missing or malformed variable", () => {
    const missing = checkIdentitySettings(identitySettingsFrom({}));
    expect(missing.map((p) => p.variable)).toEqual(["GATSBY_COGNITO_IDENTITY_POOL_ID", "GATSBY_COGNITO_USER_POOL_ID"]);
    expect(missing[0]?.message).toMatch(/^Not set/);

    const bad = checkIdentitySettings(
      identitySettingsFrom({
        GATSBY_COGNITO_IDENTITY_POOL_ID: "us-east-1_LocalPool1",
        GATSBY_COGNITO_IDENTITY_ENDPOINT: "ftp://example.com",
        GATSBY_COGNITO_USER_POOL_ID: "us-east-1:abc",
      }),
    );
    expect(bad.map((p) => p.variable)).toEqual([
      "GATSBY_COGNITO_IDENTITY_POOL_ID",
      "GATSBY_COGNITO_IDENTITY_ENDPOINT",
      "GATSBY_COGNITO_USER_POOL_ID",
    ]);
    expect(bad[0]?.message).toContain('got "us-east-1_LocalPool1"');
    const tooLong = `us-east-1:${"a".repeat(50)}`;
    expect(checkIdentitySettings({ ...identitySettingsFrom(GOOD), identityPoolId: tooLong })).toHaveLength(1);
  });

  it("the endpoint is optional: without it, the AWS regional endpoint of the identity pool", () => {
    const settings = identitySettingsFrom({ ...GOOD, GATSBY_COGNITO_IDENTITY_ENDPOINT: "" });
    expect(checkIdentitySettings(settings)).toEqual([]);
    expect(identityEndpointOf(settings)).toBe("https://cognito-identity.us-east-1.amazonaws.com/");
    expect(identityEndpointOf(identitySettingsFrom(GOOD))).toBe("http://127.0.0.1:9229/");
    expect(identityRegionOf("eu-west-2:0a1b")).toBe("eu-west-2");
  });

  it("the Logins key is Cognito's name for the user pool provider", () => {
    expect(userPoolLoginKey("us-east-1_LocalPool1")).toBe("cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1");
    expect(userPoolLoginKey("eu-central-1_AbC123")).toBe("cognito-idp.eu-central-1.amazonaws.com/eu-central-1_AbC123");
  });
});
