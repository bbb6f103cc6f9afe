/**
 * The identity pool with the real @aws-sdk/client-cognito-identity (unsigned calls, as from a browser): stable
 * identity ids per user, guest identities, one-hour credentials, and every refusal of a bad login with Cognito's
 * error and message.
 */
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from "@aws-sdk/client-cognito-identity";
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { DEFAULT_IDENTITY_POOL_ID, identityPoolFromEnv } from "../identity-pool-config";
import dotenv from "dotenv";
import { configFromEnv, DEFAULT_PORT, resolveConfig } from "../config";
import { SEED } from "../seed";
import { decodeJwt, signJwt } from "../tokens";
import { createConfirmedUser, PASSWORDS, sdk, startTestEmulator, type TestEmulator } from "../testing/helpers";

jest.setTimeout(60_000);

const UUID_ID = /^us-east-1:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function identityClient(emu: TestEmulator): CognitoIdentityClient {
  // No credentials: GetId and GetCredentialsForIdentity are unsigned calls.
  return new CognitoIdentityClient({ region: "us-east-1", endpoint: emu.url, maxAttempts: 1 });
}

function providerName(emu: TestEmulator): string {
  return `cognito-idp.${emu.region}.amazonaws.com/${emu.poolId}`;
}

interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

async function signIn(emu: TestEmulator, username: string, password: string): Promise<Tokens> {
  const out = await sdk(emu).send(
    new InitiateAuthCommand({
      AuthFlow: "USER_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken) throw new Error(`no tokens for ${username}`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

function getId(emu: TestEmulator, idToken?: string, key = providerName(emu)) {
  return identityClient(emu).send(
    new GetIdCommand({ IdentityPoolId: emu.identityPoolId, ...(idToken ? { Logins: { [key]: idToken } } : {}) }),
  );
}

function getCredentials(emu: TestEmulator, identityId: string, idToken?: string) {
  return identityClient(emu).send(
    new GetCredentialsForIdentityCommand({
      IdentityId: identityId,
      ...(idToken ? { Logins: { [providerName(emu)]: idToken } } : {}),
    }),
  );
}

/** A raw JSON 1.1 call to the identity service, as a browser sends it. */
async function identityApi(
  emu: TestEmulator,
  operation: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${emu.url}/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(payload),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** Re-signs modified claims with the emulator's own key (tokens only the emulator could have made). */
function resign(emu: TestEmulator, token: string, change: Record<string, unknown>): string {
  return signJwt({ ...decodeJwt(token), ...change }, emu.context.key);
}

let emu: TestEmulator;
beforeAll(async () => {
  // Guest identities on, as an identity pool may have them (the deployed one does not; see "a pool without guest access").
  emu = await startTestEmulator({ config: { identityPool: { allowUnauthenticatedIdentities: true } } });
});
afterAll(() => emu.stop());

describe("authenticated identities", () => {
  it("GetId gives each user one <region>:<uuid> id, the same at every sign-in, and credentials last one hour", async () => {
    const first = await signIn(emu, "super.admin@example.com", PASSWORDS.super);
    const again = await signIn(emu, "super.admin@example.com", PASSWORDS.super);
    const other = await signIn(emu, "admin@example.com", PASSWORDS.admin);

    const { IdentityId } = await getId(emu, first.idToken);
    expect(IdentityId).toMatch(UUID_ID);
    expect((await getId(emu, again.idToken)).IdentityId).toBe(IdentityId);
    const otherId = (await getId(emu, other.idToken)).IdentityId;
    expect(otherId).toMatch(UUID_ID);
    expect(otherId).not.toBe(IdentityId);

    const before = Date.now();
    const out = await getCredentials(emu, IdentityId as string, again.idToken);
    expect(out.IdentityId).toBe(IdentityId);
    const c = out.Credentials;
    expect(c?.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(c?.SecretKey).toHaveLength(40);
    expect(c?.SessionToken?.length).toBeGreaterThan(100);
    expect(c?.Expiration).toBeInstanceOf(Date);
    // An hour from the call, in whole seconds as the service sends it: between the second the call started in and
    // the moment it answered (a call that crosses a second's turn ends in the next one).
    const after = Date.now();
    const expires = (c?.Expiration as Date).getTime();
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3600_000);
    expect(expires).toBeLessThanOrEqual(after + 3600_000);
    // Fresh credentials at every call.
    const next = await getCredentials(emu, IdentityId as string, again.idToken);
    expect(next.Credentials?.AccessKeyId).not.toBe(c?.AccessKeyId);
  });

  it("answers on the wire like Cognito: x-amz-json-1.1, Expiration in epoch seconds, CORS for the site", async () => {
    const { idToken } = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    const origin = "http://127.0.0.1:8000";
    const got = await identityApi(
      emu,
      "GetId",
      { IdentityPoolId: emu.identityPoolId, Logins: { [providerName(emu)]: idToken } },
      { Origin: origin },
    );
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/x-amz-json-1.1");
    expect(got.headers.get("access-control-allow-origin")).toBe(origin);
    expect(Object.keys(got.body)).toEqual(["IdentityId"]);

    const creds = await identityApi(emu, "GetCredentialsForIdentity", {
      IdentityId: got.body.IdentityId,
      Logins: { [providerName(emu)]: idToken },
    });
    expect(Object.keys(creds.body).sort()).toEqual(["Credentials", "IdentityId"]);
    const c = creds.body.Credentials as Record<string, unknown>;
    expect(Object.keys(c).sort()).toEqual(["AccessKeyId", "Expiration", "SecretKey", "SessionToken"]);
    expect(typeof c.Expiration).toBe("number");
    expect(Math.abs((c.Expiration as number) - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThanOrEqual(5);

    const preflight = await fetch(`${emu.url}/`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-amz-target");
  });

  it("keeps identity ids in the state file, so a restarted emulator gives the user the same id", async () => {
    const a = await startTestEmulator();
    try {
      const { IdentityId } = await getId(a, (await signIn(a, "admin@example.com", PASSWORDS.admin)).idToken);
      await a.close();
      const saved = JSON.parse(await readFile(path.join(a.dataDir, "state.json"), "utf8")) as {
        identities: Record<string, { logins: Record<string, string> }>;
      };
      const sub = SEED.users.find((u) => u.username === "admin@example.com")?.sub;
      expect(saved.identities[IdentityId as string]?.logins).toEqual({ [providerName(a)]: sub });
      const b = await startTestEmulator({ dataDir: a.dataDir });
      try {
        // b listens on another port, so it has another issuer: sign in again there.
        const { idToken } = await signIn(b, "admin@example.com", PASSWORDS.admin);
        expect((await getId(b, idToken)).IdentityId).toBe(IdentityId);
      } finally {
        await b.close();
      }
    } finally {
      await a.stop();
    }
  });

  it("a user's identity needs that user's login: none, or another user's, is refused", async () => {
    const mine = await signIn(emu, "super.admin@example.com", PASSWORDS.super);
    const theirs = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    const { IdentityId } = await getId(emu, mine.idToken);
    await expect(getCredentials(emu, IdentityId as string)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: `Access to Identity '${IdentityId}' is forbidden.`,
    });
    await expect(getCredentials(emu, IdentityId as string, theirs.idToken)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Logins don't match. Please include at least one valid login for this identity or identity pool.",
    });
  });
});

describe("guest identities", () => {
  it("without Logins: a new identity per GetId, and credentials for it", async () => {
    const one = await getId(emu);
    const two = await getId(emu);
    expect(one.IdentityId).toMatch(UUID_ID);
    expect(two.IdentityId).not.toBe(one.IdentityId);
    const out = await getCredentials(emu, one.IdentityId as string);
    expect(out.IdentityId).toBe(one.IdentityId);
    expect(out.Credentials?.AccessKeyId).toMatch(/^ASIA/);
  });

  it("a guest who signs in keeps the guest identity; a user who already has one cannot take another", async () => {
    await createConfirmedUser(emu, "guest.turned.user@example.com", "guest-pass-1");
    const { IdentityId: guestId } = await getId(emu);
    const user = await signIn(emu, "guest.turned.user@example.com", "guest-pass-1");
    await expect(getCredentials(emu, guestId as string, user.idToken)).resolves.toMatchObject({ IdentityId: guestId });
    expect((await getId(emu, user.idToken)).IdentityId).toBe(guestId);
    // Now linked: guests may no longer use it.
    await expect(getCredentials(emu, guestId as string)).rejects.toMatchObject({ name: "NotAuthorizedException" });

    const { IdentityId: otherGuest } = await getId(emu);
    await expect(getCredentials(emu, otherGuest as string, user.idToken)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: expect.stringMatching(/^Logins don't match/),
    });
  });

  it("a pool without guest access (the deployed one) refuses calls without Logins, with Cognito's message", async () => {
    const strict = await startTestEmulator();
    try {
      await expect(getId(strict)).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: "Unauthenticated access is not supported for this identity pool.",
      });
      const { idToken } = await signIn(strict, "admin@example.com", PASSWORDS.admin);
      await expect(getId(strict, idToken)).resolves.toMatchObject({ IdentityId: expect.stringMatching(UUID_ID) });
    } finally {
      await strict.stop();
    }
  });
});

describe("refused logins", () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(emu, "admin@example.com", PASSWORDS.admin);
  });

  const foreignKey = () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    return { kid: emu.context.key.kid, privateKey, publicKey };
  };
  const segments = (t: string) => t.split(".") as [string, string, string];
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

  const cases: Array<[string, () => string, string | RegExp]> = [
    ["not a JWT", () => "not-a-token", "Invalid login token. Not a valid OpenId Connect identity token."],
    [
      "a tampered claim (groups added) under the original signature",
      () => {
        const [h, p, s] = segments(tokens.idToken);
        const claims = { ...JSON.parse(Buffer.from(p, "base64url").toString()), "cognito:groups": ["Admins"] };
        return `${h}.${b64(claims)}.${s}`;
      },
      "Invalid login token. Couldn't verify signed token.",
    ],
    [
      "signed with another key under the pool's kid",
      () => signJwt(decodeJwt(tokens.idToken), foreignKey()),
      "Invalid login token. Couldn't verify signed token.",
    ],
    [
      'alg "none"',
      () => `${b64({ alg: "none", kid: emu.context.key.kid })}.${segments(tokens.idToken)[1]}.`,
      "Invalid login token. Couldn't verify signed token.",
    ],
    [
      "the access token instead of the id token",
      () => tokens.accessToken,
      "Invalid login token. Missing a required claim: aud",
    ],
    [
      "another issuer",
      () => resign(emu, tokens.idToken, { iss: "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1" }),
      "Invalid login token. Issuer doesn't match providerName",
    ],
    [
      "another app client's audience",
      () => resign(emu, tokens.idToken, { aud: "someotherclient0000000001" }),
      "Token is not from a supported provider of this identity pool.",
    ],
    [
      "no exp claim",
      () => resign(emu, tokens.idToken, { exp: undefined }),
      "Invalid login token. Missing a required claim: exp",
    ],
  ];

  it.each(cases)(
    "%s: GetId and GetCredentialsForIdentity answer NotAuthorizedException",
    async (_name, make, message) => {
      const token = make();
      const guest = (await getId(emu)).IdentityId as string;
      await expect(getId(emu, token)).rejects.toMatchObject({ name: "NotAuthorizedException", message });
      await expect(getCredentials(emu, guest, token)).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message,
      });
    },
  );

  it("an expired id token, with Cognito's 'Token expired: now >= exp'", async () => {
    const { idToken } = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    const exp = decodeJwt(idToken).exp as number;
    emu.advance(3600_000);
    try {
      await expect(getId(emu, idToken)).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: expect.stringMatching(new RegExp(`^Invalid login token\\. Token expired: \\d+ >= ${exp}$`)),
      });
    } finally {
      emu.advance(-3600_000);
    }
  });

  it("a Logins key other than the user pool's provider name (e.g. the emulator's issuer URL) is not a provider", async () => {
    const issuerHost = new URL(emu.issuer).host;
    for (const key of [
      "cognito-idp.us-east-1.amazonaws.com/us-east-1_SomeOther",
      emu.issuer,
      // Another emulator's issuer (another port), and this one's with another pool.
      `${issuerHost.replace(/:\d+$/, ":1")}/${emu.poolId}`,
      `${issuerHost}/us-east-1_SomeOther`,
      "accounts.google.com",
    ]) {
      await expect(getId(emu, tokens.idToken, key)).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: "Token is not from a supported provider of this identity pool.",
      });
    }
  });

  it("Amplify v6's Logins key, the id token's issuer without its scheme, names the same provider", async () => {
    const { idToken } = await signIn(emu, "super.admin@example.com", PASSWORDS.super);
    // What Amplify's formLoginsMap computes: iss.replace(/(^\w+:|^)\/\//, "").
    const amplifyKey = (decodeJwt(idToken).iss as string).replace(/(^\w+:|^)\/\//, "");
    expect(amplifyKey).toBe(`localhost:${new URL(emu.issuer).port}/${emu.poolId}`);
    const { IdentityId } = await getId(emu, idToken, amplifyKey);
    expect(IdentityId).toBe((await getId(emu, idToken)).IdentityId);
    const out = await identityClient(emu).send(
      new GetCredentialsForIdentityCommand({ IdentityId, Logins: { [amplifyKey]: idToken } }),
    );
    expect(out.IdentityId).toBe(IdentityId);
    expect(out.Credentials?.AccessKeyId).toMatch(/^ASIA/);
    // The identity keeps Cognito's provider name, whichever key linked it.
    expect(emu.context.store.state.identities?.[IdentityId as string]?.logins).toEqual({
      [providerName(emu)]: decodeJwt(idToken).sub,
    });
    // Both names at once are one provider: fine with the same user's tokens, refused with two users'.
    const other = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    await expect(
      identityClient(emu).send(
        new GetIdCommand({
          IdentityPoolId: emu.identityPoolId,
          Logins: { [amplifyKey]: idToken, [providerName(emu)]: idToken },
        }),
      ),
    ).resolves.toMatchObject({ IdentityId });
    await expect(
      identityClient(emu).send(
        new GetIdCommand({
          IdentityPoolId: emu.identityPoolId,
          Logins: { [amplifyKey]: idToken, [providerName(emu)]: other.idToken },
        }),
      ),
    ).rejects.toMatchObject({ name: "NotAuthorizedException" });
    // The key form does not relax the token checks.
    await expect(
      getId(
        emu,
        resign(emu, idToken, { iss: "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1" }),
        amplifyKey,
      ),
    ).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Invalid login token. Issuer doesn't match providerName",
    });
  });

  it("revoked sign-ins (RevokeToken, GlobalSignOut, disabled or deleted user) are refused (ServerSideTokenCheck)", async () => {
    await createConfirmedUser(emu, "leaver@example.com", "leaver-pass-1");
    const revoked = await signIn(emu, "leaver@example.com", "leaver-pass-1");
    const kept = await signIn(emu, "leaver@example.com", "leaver-pass-1");
    const { IdentityId } = await getId(emu, revoked.idToken);
    await sdk(emu).send(new RevokeTokenCommand({ Token: revoked.refreshToken, ClientId: emu.clientId }));
    const refused = { name: "NotAuthorizedException", message: "Invalid login token. Token has been revoked." };
    await expect(getId(emu, revoked.idToken)).rejects.toMatchObject(refused);
    await expect(getCredentials(emu, IdentityId as string, revoked.idToken)).rejects.toMatchObject(refused);
    // Only that sign-in: the other one still works.
    await expect(getCredentials(emu, IdentityId as string, kept.idToken)).resolves.toMatchObject({ IdentityId });

    await sdk(emu).send(new GlobalSignOutCommand({ AccessToken: kept.accessToken }));
    await expect(getId(emu, kept.idToken)).rejects.toMatchObject(refused);

    const again = await signIn(emu, "leaver@example.com", "leaver-pass-1");
    await sdk(emu).send(new AdminDisableUserCommand({ UserPoolId: emu.poolId, Username: "leaver@example.com" }));
    await expect(getId(emu, again.idToken)).rejects.toMatchObject(refused);

    await createConfirmedUser(emu, "deleted@example.com", "deleted-pass-1");
    const gone = await signIn(emu, "deleted@example.com", "deleted-pass-1");
    await sdk(emu).send(new AdminDeleteUserCommand({ UserPoolId: emu.poolId, Username: "deleted@example.com" }));
    await expect(getId(emu, gone.idToken)).rejects.toMatchObject(refused);
  });

  it("without ServerSideTokenCheck a revoked but unexpired id token is still accepted, as in Cognito", async () => {
    const lax = await startTestEmulator({ config: { identityPool: { serverSideTokenCheck: false } } });
    try {
      const t = await signIn(lax, "admin@example.com", PASSWORDS.admin);
      await sdk(lax).send(new RevokeTokenCommand({ Token: t.refreshToken, ClientId: lax.clientId }));
      await expect(getId(lax, t.idToken)).resolves.toMatchObject({ IdentityId: expect.stringMatching(UUID_ID) });
    } finally {
      await lax.stop();
    }
  });
});

describe("request checks", () => {
  it("an unknown identity pool or identity is ResourceNotFoundException; malformed ids are InvalidParameterException", async () => {
    const otherPool = "us-east-1:00000000-0000-0000-0000-000000000000";
    await expect(identityClient(emu).send(new GetIdCommand({ IdentityPoolId: otherPool }))).rejects.toMatchObject({
      name: "ResourceNotFoundException",
      message: `IdentityPool '${otherPool}' not found.`,
    });
    const unknown = "us-east-1:11111111-2222-3333-4444-555555555555";
    await expect(getCredentials(emu, unknown)).rejects.toMatchObject({
      name: "ResourceNotFoundException",
      message: `Identity '${unknown}' not found.`,
    });
    await expect(
      identityClient(emu).send(new GetIdCommand({ IdentityPoolId: "us-east-1_LocalPool1" })),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
    await expect(getCredentials(emu, "not an id")).rejects.toMatchObject({ name: "InvalidParameterException" });
  });

  it("Logins: more than 10 providers, or an empty token, are InvalidParameterException; wrong types SerializationException", async () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`provider${i}.example.com`, "x"]));
    const tooMany = await identityApi(emu, "GetId", { IdentityPoolId: emu.identityPoolId, Logins: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.__type).toBe("InvalidParameterException");
    const empty = await identityApi(emu, "GetId", {
      IdentityPoolId: emu.identityPoolId,
      Logins: { [providerName(emu)]: "" },
    });
    expect(empty.body.__type).toBe("InvalidParameterException");
    const wrongType = await identityApi(emu, "GetId", { IdentityPoolId: emu.identityPoolId, Logins: ["x"] });
    expect(wrongType.body.__type).toBe("SerializationException");
    expect(wrongType.headers.get("x-amzn-errortype")).toBe("SerializationException:");
  });

  it("the two services are kept apart by X-Amz-Target", async () => {
    const other = await identityApi(emu, "ListIdentityPools", { MaxResults: 10 });
    expect(other.body.__type).toBe("UnknownOperationException");
    const crossed = await identityApi(emu, "InitiateAuth", {});
    expect(crossed.body.__type).toBe("UnknownOperationException");
  });
});

describe("configuration", () => {
  it("defaults to a fixed <region>:<uuid> pool without guests, as deployed; the environment can change both", () => {
    const config = resolveConfig();
    expect(config.identityPool).toEqual({
      id: DEFAULT_IDENTITY_POOL_ID,
      name: "northwind-identities",
      allowUnauthenticatedIdentities: false,
      serverSideTokenCheck: true,
    });
    const id = "eu-west-1:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    expect(
      resolveConfig(configFromEnv({ COGNITO_EMULATOR_IDENTITY_POOL_ID: id, COGNITO_EMULATOR_IDENTITY_GUESTS: "on" }))
        .identityPool,
    ).toMatchObject({ id, allowUnauthenticatedIdentities: true, serverSideTokenCheck: true });
    expect(identityPoolFromEnv({})).toBeUndefined();
    expect(() => identityPoolFromEnv({ COGNITO_EMULATOR_IDENTITY_GUESTS: "maybe" })).toThrow(/on" or "off/);
    expect(() => resolveConfig({ identityPool: { id: "not-a-pool-id" } })).toThrow(/Invalid identity pool id/);
  });

  it.each([".env.development", ".env.production.defaults"])("%s points the site at this identity pool", (name) => {
    const env = dotenv.parse(readFileSync(path.resolve(__dirname, "..", "..", "..", name), "utf8"));
    expect(env.GATSBY_COGNITO_IDENTITY_POOL_ID).toBe(DEFAULT_IDENTITY_POOL_ID);
    expect(env.GATSBY_COGNITO_IDENTITY_ENDPOINT).toBe(`http://127.0.0.1:${DEFAULT_PORT}/`);
  });

  it("the running emulator reports the pool id and the site settings that point at it", () => {
    expect(emu.identityPoolId).toBe(DEFAULT_IDENTITY_POOL_ID);
    expect(emu.env.GATSBY_COGNITO_IDENTITY_POOL_ID).toBe(DEFAULT_IDENTITY_POOL_ID);
    expect(emu.env.GATSBY_COGNITO_IDENTITY_ENDPOINT).toBe(`${emu.publicUrl}/`);
  });
});
