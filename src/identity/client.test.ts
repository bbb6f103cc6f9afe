/**
 * @jest-environment node
 *
 * The browser's identity client with the real AWS SDK against the local emulator (Node's build of the SDK: jsdom
 * would pick its browser ES modules, which jest does not load): the user's identity id and credentials, and how
 * the service's refusals and an unreachable endpoint come back.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { SEED, startCognitoEmulator, type RunningCognitoEmulator } from "../../emulators/cognito";
import { createIdentityService, identitySetupFromEnv, toIdentityError } from "./client";
import { identitySettingsFrom } from "./settings";
import { IdentityError } from "./types";

jest.setTimeout(60_000);

const start = () => startCognitoEmulator({ port: 0, dataDir: null, logger: "silent" });

let emu: RunningCognitoEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());

/** A seeded user's id token (a USER_AUTH password sign-in through the user-pool SDK). */
async function idTokenOf(username: string): Promise<string> {
  const password = SEED.users.find((u) => u.username === username)?.password as string;
  const userPool = new CognitoIdentityProviderClient({ region: emu.region, endpoint: emu.url, maxAttempts: 1 });
  const out = await userPool.send(
    new InitiateAuthCommand({
      AuthFlow: "USER_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult?.IdToken as string;
}

describe("identity client against the emulator", () => {
  it("gets the user's stable identity id and one-hour credentials with the settings the emulator gives the site", async () => {
    const setup = identitySetupFromEnv(emu.env);
    if (!("service" in setup)) throw new Error(`unexpected problems: ${JSON.stringify(setup)}`);
    expect(setup.endpoint).toBe(`${emu.publicUrl}/`);

    const first = await setup.service.getCredentials(await idTokenOf("super.admin@example.com"));
    const second = await setup.service.getCredentials(await idTokenOf("super.admin@example.com"));
    expect(first.identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect(second.identityId).toBe(first.identityId);
    expect(first.credentials.accessKeyId).toMatch(/^ASIA/);
    expect(first.credentials.secretAccessKey).toHaveLength(40);
    expect(first.credentials.sessionToken).toBeTruthy();
    const lifetime = first.credentials.expiration.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect(second.credentials.accessKeyId).not.toBe(first.credentials.accessKeyId);
  });

  it("a refused login is a `refused` error with Cognito's code and message", async () => {
    const service = createIdentityService(identitySettingsFrom(emu.env), { maxAttempts: 1 });
    const token = await idTokenOf("admin@example.com");
    const [h, p] = token.split(".");
    await expect(service.getCredentials(`${h}.${p}.forged-signature`)).rejects.toMatchObject({
      kind: "refused",
      code: "NotAuthorizedException",
      message: "Invalid login token. Couldn't verify signed token.",
    });
  });

  it("a wrong identity pool id is the service's ResourceNotFoundException", async () => {
    const settings = {
      ...identitySettingsFrom(emu.env),
      identityPoolId: "us-east-1:00000000-0000-0000-0000-000000000000",
    };
    await expect(
      createIdentityService(settings, { maxAttempts: 1 }).getCredentials(await idTokenOf("admin@example.com")),
    ).rejects.toMatchObject({ kind: "refused", code: "ResourceNotFoundException" });
  });

  it("no answer at the endpoint is `unreachable`, naming the endpoint", async () => {
    const closed = await start();
    const endpoint = `${closed.url}/`;
    await closed.close();
    const service = createIdentityService({ ...identitySettingsFrom(emu.env), endpoint }, { maxAttempts: 1 });
    const error = await service.getCredentials("token").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ kind: "unreachable" });
    expect((error as Error).message).toContain(endpoint);
  });

  it("settings problems come back instead of a service", () => {
    expect(identitySetupFromEnv({})).toEqual({
      problems: [
        expect.objectContaining({ variable: "GATSBY_COGNITO_IDENTITY_POOL_ID" }),
        expect.objectContaining({ variable: "GATSBY_COGNITO_USER_POOL_ID" }),
      ],
    });
  });

  it("maps a browser's failed fetch (TypeError) to unreachable and anything unknown to unexpected", () => {
    expect(toIdentityError(new TypeError("Failed to fetch"), "https://x/")).toMatchObject({
      kind: "unreachable",
      message: "No answer from https://x/.",
    });
    expect(toIdentityError(new Error("odd"), "https://x/")).toMatchObject({ kind: "unexpected", message: "odd" });
  });
});
