import { checkCognitoSettings, cognitoSettingsFrom, regionOf, type CognitoSettings } from "./cognito";

const good: CognitoSettings = {
  userPoolId: "us-east-1_LocalPool1",
  clientId: "localdevclient000000000001",
  endpoint: "http://127.0.0.1:9229/",
  hostedUiDomain: "https://auth.example.com",
};

describe("checkCognitoSettings", () => {
  it("accepts the local emulator's and a production-like configuration", () => {
    expect(checkCognitoSettings(good)).toEqual([]);
    expect(checkCognitoSettings({ ...good, endpoint: "", hostedUiDomain: "" })).toEqual([]);
  });

  it("requires both the pool id and the client id, naming the missing variables", () => {
    expect(checkCognitoSettings({ ...good, userPoolId: "", clientId: "" })).toEqual([
      {
        variable: "GATSBY_COGNITO_USER_POOL_ID, GATSBY_COGNITO_CLIENT_ID",
        message: "Both UserPoolId and ClientId are required.",
      },
    ]);
    expect(checkCognitoSettings({ ...good, clientId: "" })[0]?.variable).toBe("GATSBY_COGNITO_CLIENT_ID");
  });

  it.each(["uspool", "us-east-1_", "_abc", "us-east-1_abc!", `us-east-1_${"a".repeat(46)}`])(
    "refuses the pool id %j",
    (userPoolId) => {
      const [problem] = checkCognitoSettings({ ...good, userPoolId });
      expect(problem?.variable).toBe("GATSBY_COGNITO_USER_POOL_ID");
      expect(problem?.message).toMatch(/^Invalid UserPoolId format\. .*got "/);
    },
  );

  it("accepts a pool id of exactly 55 characters", () => {
    const userPoolId = `us-east-1_${"a".repeat(45)}`;
    expect(userPoolId).toHaveLength(55);
    expect(checkCognitoSettings({ ...good, userPoolId })).toEqual([]);
  });

  it("refuses endpoints and domains that are not http(s) URLs", () => {
    const problems = checkCognitoSettings({ ...good, endpoint: "cognito-idp", hostedUiDomain: "ftp://auth" });
    expect(problems.map((p) => p.variable)).toEqual(["GATSBY_COGNITO_ENDPOINT", "GATSBY_COGNITO_DOMAIN"]);
  });
});

describe("cognitoSettingsFrom", () => {
  it("trims values and drops a trailing slash from the hosted UI domain", () => {
    expect(
      cognitoSettingsFrom({
        GATSBY_COGNITO_USER_POOL_ID: " eu-west-1_Abc ",
        GATSBY_COGNITO_CLIENT_ID: "client",
        GATSBY_COGNITO_DOMAIN: "https://auth.example.com/",
      }),
    ).toEqual({
      userPoolId: "eu-west-1_Abc",
      clientId: "client",
      endpoint: "",
      hostedUiDomain: "https://auth.example.com",
    });
  });

  it("reads the region from the pool id", () => {
    expect(regionOf("eu-west-1_Abc")).toBe("eu-west-1");
  });
});
