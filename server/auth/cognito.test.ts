import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { ApiError } from "../http";
import { classifyCognitoError, CognitoGateway, createCognitoClient } from "./cognito";
import { secretHash } from "./secret-hash";

const named = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("classifyCognitoError", () => {
  it.each([
    ["revoked refresh token", "refused", named("NotAuthorizedException", "Refresh Token has been revoked")],
    ["revoked access token", "refused", named("NotAuthorizedException", "Access Token has been revoked")],
    ["deleted user", "refused", named("UserNotFoundException")],
    ["malformed token", "refused", named("InvalidParameterException", "Invalid token")],
    [
      "wrong client secret",
      "misconfigured",
      named("NotAuthorizedException", "SecretHash does not match for the client: x"),
    ],
    [
      "missing client secret",
      "misconfigured",
      named("NotAuthorizedException", "Client x is configured with secret but SECRET_HASH was not received"),
    ],
    [
      "flow not enabled",
      "misconfigured",
      named("InvalidParameterException", "REFRESH_TOKEN_AUTH flow not enabled for this client"),
    ],
    ["unknown app client", "misconfigured", named("ResourceNotFoundException", "User pool client x does not exist.")],
    ["throttling", "unavailable", named("TooManyRequestsException")],
    ["Cognito failure", "unavailable", named("InternalErrorException")],
    ["timeout", "unavailable", named("TimeoutError")],
    ["network error", "unavailable", new Error("socket hang up")],
    ["something thrown that is no error", "unavailable", "not even an error"],
  ])("%s is %s", (_label, outcome, err) => {
    expect(classifyCognitoError(err)).toBe(outcome);
  });
});

function gateway(
  send: (command: { input: Record<string, unknown>; constructor: { name: string } }) => unknown,
  secret = "",
) {
  const client = { send: jest.fn(async (c) => send(c)) } as unknown as CognitoIdentityProviderClient;
  return { g: new CognitoGateway(client, { clientId: "cid", clientSecret: secret }), client };
}

async function status(p: Promise<unknown>): Promise<number | unknown> {
  try {
    return await p;
  } catch (err) {
    return err instanceof ApiError ? err.status : err;
  }
}

describe("CognitoGateway", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("GetUser: alive, refused, or 503", async () => {
    expect(await gateway(() => ({})).g.sessionActive("at")).toBe(true);
    expect(
      await gateway(() =>
        Promise.reject(named("NotAuthorizedException", "Access Token has been revoked")),
      ).g.sessionActive("at"),
    ).toBe(false);
    expect(await status(gateway(() => Promise.reject(new Error("ECONNREFUSED"))).g.sessionActive("at"))).toBe(503);
  });

  it("refresh: adds SECRET_HASH only with a client secret, and returns the tokens", async () => {
    const result = { AuthenticationResult: { IdToken: "i", AccessToken: "a", ExpiresIn: 300 } };
    const pub = gateway(() => result);
    expect(await pub.g.refresh("rt", "ada")).toEqual({ idToken: "i", accessToken: "a", expiresIn: 300 });
    const sent = (pub.client.send as jest.Mock).mock.calls[0][0].input;
    expect(sent).toEqual({ AuthFlow: "REFRESH_TOKEN_AUTH", ClientId: "cid", AuthParameters: { REFRESH_TOKEN: "rt" } });

    const conf = gateway(() => result, "s3cret");
    await conf.g.refresh("rt", "ada");
    expect((conf.client.send as jest.Mock).mock.calls[0][0].input.AuthParameters).toEqual({
      REFRESH_TOKEN: "rt",
      SECRET_HASH: secretHash("s3cret", "ada", "cid"),
    });
  });

  it("refresh: null when refused or when no id token comes back; 500 on a secret problem", async () => {
    expect(
      await gateway(() => Promise.reject(named("NotAuthorizedException", "Refresh Token has expired"))).g.refresh(
        "rt",
        "u",
      ),
    ).toBeNull();
    expect(await gateway(() => ({ AuthenticationResult: { AccessToken: "a" } })).g.refresh("rt", "u")).toBeNull();
    expect(
      await status(
        gateway(() =>
          Promise.reject(named("NotAuthorizedException", "SecretHash does not match for the client: cid")),
        ).g.refresh("rt", "u"),
      ),
    ).toBe(500);
  });

  it("revoke: ClientSecret only with a secret; refused is not an error", async () => {
    const pub = gateway(() => ({}));
    expect(await pub.g.revoke("rt")).toBe(true);
    expect((pub.client.send as jest.Mock).mock.calls[0][0].input).toEqual({ Token: "rt", ClientId: "cid" });
    const conf = gateway(() => ({}), "s3cret");
    await conf.g.revoke("rt");
    expect((conf.client.send as jest.Mock).mock.calls[0][0].input.ClientSecret).toBe("s3cret");
    expect(await gateway(() => Promise.reject(named("UnsupportedTokenTypeException"))).g.revoke("x")).toBe(false);
    expect(await status(gateway(() => Promise.reject(new Error("timeout"))).g.revoke("x"))).toBe(503);
  });
});

describe("createCognitoClient", () => {
  it("points at the configured endpoint, region from the pool id", async () => {
    const client = createCognitoClient({ userPoolId: "eu-west-1_Abc", endpoint: "http://127.0.0.1:9229/" });
    expect(await client.config.region()).toBe("eu-west-1");
    const endpoint = await client.config.endpoint?.();
    expect(endpoint?.hostname).toBe("127.0.0.1");
    expect(endpoint?.port).toBe(9229);
    const aws = createCognitoClient({ userPoolId: "us-west-2_Abc", endpoint: "" });
    expect(aws.config.endpoint).toBeUndefined();
  });
});
