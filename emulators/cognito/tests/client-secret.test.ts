/**
 * An app client with a secret: SECRET_HASH on InitiateAuth (password, SRP, refresh) and RespondToAuthChallenge,
 * ClientSecret on RevokeToken, client authentication on /oauth2/token and /oauth2/revoke; a public client ignores
 * all of them. Driven with the AWS SDK, as the site's functions do.
 */
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { secretHash } from "../client-secret";
import { configFromEnv, resolveConfig } from "../config";
import { PASSWORDS, sdk, startTestEmulator, type TestEmulator } from "../testing/helpers";

jest.setTimeout(60_000);

const SECRET = "emulator-test-client-secret-0123456789abcdef";
const USER = "admin@example.com";
const ADMIN_SUB = "0b5e6f3a-1c2d-4e5f-8a9b-000000000002";

let emu: TestEmulator;
let client: CognitoIdentityProviderClient;
beforeAll(async () => {
  emu = await startTestEmulator({ config: { clientSecret: SECRET } });
  client = sdk(emu);
});
afterAll(() => emu.stop());

const hash = (name: string) => secretHash(SECRET, name, emu.clientId);

function passwordSignIn(extra: Record<string, string> = {}) {
  return client.send(
    new InitiateAuthCommand({
      AuthFlow: "USER_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: USER, PASSWORD: PASSWORDS.admin, ...extra },
    }),
  );
}

function refresh(token: string, extra: Record<string, string> = {}) {
  return client.send(
    new InitiateAuthCommand({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { REFRESH_TOKEN: token, ...extra },
    }),
  );
}

async function signedIn(): Promise<string> {
  const res = await passwordSignIn({ SECRET_HASH: hash(USER) });
  const token = res.AuthenticationResult?.RefreshToken;
  if (!token) throw new Error("no refresh token");
  return token;
}

const missing = "Client localdevclient000000000001 is configured with secret but SECRET_HASH was not received";
const mismatch = "SecretHash does not match for the client: localdevclient000000000001";

describe("SECRET_HASH", () => {
  it("is Base64(HMAC-SHA256(secret, username + clientId))", () => {
    // Reference value computed with `openssl dgst -sha256 -hmac secret -binary | base64`.
    expect(secretHash("secret", "user", "client")).toBe("wvW87lzZoI+qQCVGmWVBJLlucdJ65huAVP1z+0MgA6E=");
  });

  it("is required on a password sign-in, and must match", async () => {
    await expect(passwordSignIn()).rejects.toMatchObject({ name: "NotAuthorizedException", message: missing });
    await expect(passwordSignIn({ SECRET_HASH: hash("someone.else@example.com") })).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: mismatch,
    });
    const ok = await passwordSignIn({ SECRET_HASH: hash(USER) });
    expect(ok.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it("is required on USER_SRP_AUTH and on challenge answers", async () => {
    await expect(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: "USER_SRP_AUTH",
          ClientId: emu.clientId,
          AuthParameters: { USERNAME: USER, SRP_A: "abcdef" },
        }),
      ),
    ).rejects.toMatchObject({ message: missing });
    await expect(
      client.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: "PASSWORD_VERIFIER",
          ClientId: emu.clientId,
          ChallengeResponses: { USERNAME: USER, SECRET_HASH: hash("nobody") },
        }),
      ),
    ).rejects.toMatchObject({ message: mismatch });
  });

  it("is required on REFRESH_TOKEN_AUTH, over the user's user name or sub", async () => {
    const token = await signedIn();
    await expect(refresh(token)).rejects.toMatchObject({ message: missing });
    await expect(refresh(token, { SECRET_HASH: hash("someone.else@example.com") })).rejects.toMatchObject({
      message: mismatch,
    });
    expect((await refresh(token, { SECRET_HASH: hash(USER) })).AuthenticationResult?.IdToken).toBeTruthy();
    expect((await refresh(token, { SECRET_HASH: hash(ADMIN_SUB) })).AuthenticationResult?.AccessToken).toBeTruthy();
    // An unknown token with a hash fails as an invalid token, not as a hash mismatch.
    await expect(refresh("not-a-refresh-token", { SECRET_HASH: hash(USER) })).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Invalid Refresh Token.",
    });
  });
});

describe("RevokeToken ClientSecret", () => {
  it("is required and must match; then the refresh token is dead", async () => {
    const token = await signedIn();
    const revoke = (ClientSecret?: string) =>
      client.send(
        new RevokeTokenCommand({ Token: token, ClientId: emu.clientId, ...(ClientSecret ? { ClientSecret } : {}) }),
      );
    await expect(revoke()).rejects.toMatchObject({ name: "NotAuthorizedException" });
    await expect(revoke("wrong-secret")).rejects.toMatchObject({ name: "NotAuthorizedException" });
    expect((await refresh(token, { SECRET_HASH: hash(USER) })).AuthenticationResult).toBeTruthy();
    await revoke(SECRET);
    await expect(refresh(token, { SECRET_HASH: hash(USER) })).rejects.toMatchObject({
      message: "Refresh Token has been revoked",
    });
  });
});

describe("OAuth endpoints", () => {
  const post = (path: string, form: Record<string, string>, basic?: string) =>
    fetch(`${emu.url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(basic ? { Authorization: `Basic ${Buffer.from(basic).toString("base64")}` } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });

  it("/oauth2/token needs the secret (Basic or form) for a client with one", async () => {
    const token = await signedIn();
    const form = { grant_type: "refresh_token", refresh_token: token, client_id: emu.clientId };
    const none = await post("/oauth2/token", form);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: "invalid_client" });
    expect((await post("/oauth2/token", { ...form, client_secret: "nope" })).status).toBe(400);
    expect((await post("/oauth2/token", { ...form, client_secret: SECRET })).status).toBe(200);
    expect((await post("/oauth2/token", form, `${emu.clientId}:${SECRET}`)).status).toBe(200);
  });

  it("/oauth2/revoke needs the secret too", async () => {
    const token = await signedIn();
    expect((await post("/oauth2/revoke", { token, client_id: emu.clientId })).status).toBe(401);
    expect((await post("/oauth2/revoke", { token }, `${emu.clientId}:${SECRET}`)).status).toBe(200);
    await expect(refresh(token, { SECRET_HASH: hash(USER) })).rejects.toMatchObject({
      message: "Refresh Token has been revoked",
    });
  });
});

describe("a public client", () => {
  it("ignores SECRET_HASH and ClientSecret", async () => {
    const pub = await startTestEmulator();
    try {
      const c = sdk(pub);
      const res = await c.send(
        new InitiateAuthCommand({
          AuthFlow: "USER_AUTH",
          ClientId: pub.clientId,
          AuthParameters: {
            PREFERRED_CHALLENGE: "PASSWORD",
            USERNAME: USER,
            PASSWORD: PASSWORDS.admin,
            SECRET_HASH: "anything",
          },
        }),
      );
      const token = res.AuthenticationResult?.RefreshToken as string;
      await c.send(new RevokeTokenCommand({ Token: token, ClientId: pub.clientId, ClientSecret: "anything" }));
    } finally {
      await pub.stop();
    }
  });
});

describe("configuration from the environment", () => {
  it("reads the client secret and a short token validity", () => {
    const config = resolveConfig(
      configFromEnv({ COGNITO_EMULATOR_CLIENT_SECRET: "s3cret", COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS: "90" }),
    );
    expect(config.clientSecret).toBe("s3cret");
    expect(config.accessTokenValiditySeconds).toBe(90);
    expect(config.idTokenValiditySeconds).toBe(90);
    expect(resolveConfig(configFromEnv({})).clientSecret).toBeNull();
    expect(() => configFromEnv({ COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS: "0" })).toThrow(/1\.\.86400/);
    expect(() => configFromEnv({ COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS: "soon" })).toThrow();
  });
});
