/**
 * Passkeys (WebAuthn) end to end, verified for real: registration with the unmodified SDK, sign-in over the raw wire
 * as Amplify sends it (USER_AUTH, WEB_AUTHN, CREDENTIAL as a JSON string), with the test suite's software
 * authenticator in the browser's place. Every refusal the relying party owes is checked: replay, foreign origin,
 * foreign RP id, stale counter, deleted or foreign passkey.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  GetUserPoolMfaConfigCommand,
  ListWebAuthnCredentialsCommand,
  SetUserPoolMfaConfigCommand,
  StartWebAuthnRegistrationCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import type { DocumentType } from "@smithy/types";
import {
  api,
  createConfirmedUser,
  freshTotp,
  PASSWORDS,
  sdk,
  startTestEmulator,
  TOTP_SECRET,
  verifierFor,
  type TestEmulator,
} from "./helpers";
import {
  SoftwareAuthenticator,
  type CeremonyOverrides,
  type CreationOptions,
  type RequestOptions,
} from "./software-authenticator";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());
beforeEach(() => emu.reset());

const ADMIN = "admin@example.com";
const ADMIN_SUB = "0b5e6f3a-1c2d-4e5f-8a9b-000000000002";
const SUPER = "super.admin@example.com";

async function accessToken(username: string, password: string, target = emu): Promise<string> {
  const res = await api(target, "InitiateAuth", {
    ClientId: target.clientId,
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const token = (res.body.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
  if (!token) throw new Error(`no tokens for ${username}: ${JSON.stringify(res.body)}`);
  return token;
}

function start(AccessToken: string, target = emu) {
  return api(target, "StartWebAuthnRegistration", { AccessToken });
}

function complete(AccessToken: string, Credential: unknown, target = emu) {
  return api(target, "CompleteWebAuthnRegistration", { AccessToken, Credential });
}

/** Start, create with the authenticator (optionally bent), complete: the CompleteWebAuthnRegistration answer. */
async function register(AccessToken: string, authenticator: SoftwareAuthenticator, bend: CeremonyOverrides = {}) {
  const started = await start(AccessToken);
  expect(started.status).toBe(200);
  const options = started.body.CredentialCreationOptions as CreationOptions;
  return complete(AccessToken, authenticator.register(options, bend));
}

function userAuth(params: Record<string, string>, target = emu) {
  return api(target, "InitiateAuth", { ClientId: target.clientId, AuthFlow: "USER_AUTH", AuthParameters: params });
}

function respond(name: string, session: unknown, responses: Record<string, string>, target = emu) {
  return api(target, "RespondToAuthChallenge", {
    ClientId: target.clientId,
    ChallengeName: name,
    Session: session,
    ChallengeResponses: responses,
  });
}

function requestOptions(body: Record<string, unknown>): RequestOptions & Record<string, unknown> {
  const params = body.ChallengeParameters as Record<string, string>;
  return JSON.parse(params.CREDENTIAL_REQUEST_OPTIONS as string) as RequestOptions & Record<string, unknown>;
}

/** InitiateAuth USER_AUTH preferring WEB_AUTHN, then the authenticator's assertion (optionally bent). */
async function passkeySignIn(
  authenticator: SoftwareAuthenticator,
  username = ADMIN,
  bend: CeremonyOverrides & { credentialId?: string } = {},
  target = emu,
) {
  const challenge = await userAuth({ USERNAME: username, PREFERRED_CHALLENGE: "WEB_AUTHN" }, target);
  expect(challenge.body.ChallengeName).toBe("WEB_AUTHN");
  const assertion = authenticator.authenticate(requestOptions(challenge.body), bend);
  const answer = await respond(
    "WEB_AUTHN",
    challenge.body.Session,
    { USERNAME: username, CREDENTIAL: JSON.stringify(assertion) },
    target,
  );
  return { challenge, assertion, answer };
}

async function withPasskey(
  username = ADMIN,
  password: string = PASSWORDS.admin,
  authenticator = new SoftwareAuthenticator(),
) {
  const token = await accessToken(username, password);
  const done = await register(token, authenticator);
  expect(done).toMatchObject({ status: 200, body: {} });
  return { token, authenticator };
}

const stored = (username = ADMIN) => emu.context.store.state.users[username]?.passkeys ?? [];

describe("registration (StartWebAuthnRegistration / CompleteWebAuthnRegistration)", () => {
  it("hands out Cognito's creation options for the signed-in user", async () => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const { CredentialCreationOptions: options } = await sdk(emu).send(
      new StartWebAuthnRegistrationCommand({ AccessToken: token }),
    );
    expect(options).toEqual({
      rp: { id: "localhost", name: "localhost" },
      user: { id: Buffer.from(ADMIN_SUB).toString("base64url"), name: ADMIN, displayName: "Admin Only" },
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      pubKeyCredParams: [
        { type: "public-key", alg: -7 },
        { type: "public-key", alg: -257 },
      ],
      timeout: 300_000,
      excludeCredentials: [],
      authenticatorSelection: { requireResidentKey: true, residentKey: "required", userVerification: "preferred" },
    });
  });

  it("verifies the browser's answer, stores the passkey (persisted), lists it and excludes it next time", async () => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const client = sdk(emu);
    const { CredentialCreationOptions } = await client.send(
      new StartWebAuthnRegistrationCommand({ AccessToken: token }),
    );
    const authenticator = new SoftwareAuthenticator();
    const credential = authenticator.register(CredentialCreationOptions as unknown as CreationOptions);
    await client.send(
      new CompleteWebAuthnRegistrationCommand({
        AccessToken: token,
        Credential: credential as unknown as DocumentType,
      }),
    );

    expect(stored()).toEqual([
      expect.objectContaining({
        credentialId: credential.id,
        publicKey: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        counter: 0,
        transports: ["internal", "hybrid"],
        authenticatorAttachment: "platform",
        friendlyName: "Passkey on this device",
        relyingPartyId: "localhost",
      }),
    ]);
    const onDisk = await readFile(path.join(emu.dataDir, "state.json"), "utf8");
    expect(onDisk).toContain(credential.id);

    const listed = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }));
    expect(listed.Credentials).toEqual([
      {
        CredentialId: credential.id,
        FriendlyCredentialName: "Passkey on this device",
        RelyingPartyId: "localhost",
        AuthenticatorAttachment: "platform",
        AuthenticatorTransports: ["internal", "hybrid"],
        CreatedAt: expect.any(Date),
      },
    ]);
    expect(listed.NextToken).toBeUndefined();

    const again = await start(token);
    expect((again.body.CredentialCreationOptions as { excludeCredentials: unknown }).excludeCredentials).toEqual([
      { type: "public-key", id: credential.id, transports: ["internal", "hybrid"] },
    ]);
  });

  it("uses a challenge once, and forgets it after five minutes", async () => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const started = await start(token);
    const credential = new SoftwareAuthenticator().register(started.body.CredentialCreationOptions as CreationOptions);
    expect((await complete(token, credential)).status).toBe(200);
    const replay = await complete(token, credential);
    expect(replay.body.__type).toBe("WebAuthnChallengeNotFoundException");

    const late = await start(token);
    emu.advance(5 * 60_000 + 1000);
    const token2 = await accessToken(ADMIN, PASSWORDS.admin);
    const lateCredential = new SoftwareAuthenticator().register(late.body.CredentialCreationOptions as CreationOptions);
    expect((await complete(token2, lateCredential)).body.__type).toBe("WebAuthnChallengeNotFoundException");
    expect(stored()).toHaveLength(1);
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }, "WebAuthnOriginNotAllowedException"],
    ["127.0.0.1 (no RP id can cover it)", { origin: "http://127.0.0.1:8000" }, "WebAuthnOriginNotAllowedException"],
    ["another relying party", { rpId: "evil.example" }, "WebAuthnRelyingPartyMismatchException"],
    ["another challenge", { challenge: "c29tZS1vdGhlci1jaGFsbGVuZ2U" }, "WebAuthnChallengeNotFoundException"],
    ["a get() instead of a create()", { type: "webauthn.get" }, "InvalidParameterException"],
  ] as const)("refuses %s with %s and stores nothing", async (_label, bend, error) => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const res = await register(token, new SoftwareAuthenticator(), bend);
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe(error);
    expect(typeof res.body.message).toBe("string");
    expect(stored()).toHaveLength(0);
  });

  it("requires user verification when the pool says so", async () => {
    await sdk(emu).send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: emu.poolId,
        WebAuthnConfiguration: { UserVerification: "required" },
      }),
    );
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const started = await start(token);
    expect(started.body.CredentialCreationOptions).toMatchObject({
      authenticatorSelection: { userVerification: "required" },
    });
    const res = await complete(
      token,
      new SoftwareAuthenticator().register(started.body.CredentialCreationOptions as CreationOptions, {
        userVerified: false,
      }),
    );
    expect(res.body.__type).toBe("WebAuthnCredentialNotSupportedException");
  });

  it("needs a valid access token for every passkey operation", async () => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    const calls = [
      ["StartWebAuthnRegistration", {}],
      ["CompleteWebAuthnRegistration", { Credential: {} }],
      ["ListWebAuthnCredentials", {}],
      ["DeleteWebAuthnCredential", { CredentialId: "abc" }],
    ] as const;
    for (const [operation, rest] of calls) {
      expect((await api(emu, operation, rest)).body).toEqual({
        __type: "InvalidParameterException",
        message: "Missing required parameter AccessToken",
      });
      expect((await api(emu, operation, { ...rest, AccessToken: "not.a.token" })).body).toEqual({
        __type: "NotAuthorizedException",
        message: "Invalid Access Token",
      });
    }
    await api(emu, "GlobalSignOut", { AccessToken: token });
    for (const [operation, rest] of calls) {
      expect((await api(emu, operation, { ...rest, AccessToken: token })).body.message).toBe(
        "Access Token has been revoked",
      );
    }
  });

  it("refuses a Credential that is not a RegistrationResponseJSON object, without crashing", async () => {
    const token = await accessToken(ADMIN, PASSWORDS.admin);
    expect((await complete(token, "a string")).body.__type).toBe("InvalidParameterException");
    expect((await complete(token, undefined)).body.message).toBe("Missing required parameter Credential");
    await start(token);
    const res = await complete(token, { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: 42 } });
    expect(res.body.__type).toBe("InvalidParameterException");
    expect(res.body.message).toMatch(/RegistrationResponseJSON/);
    expect((await api(emu, "ListWebAuthnCredentials", { AccessToken: token })).status).toBe(200);
  });

  it("pages the list, deletes a passkey, and refuses deleting an unknown one", async () => {
    const { token } = await withPasskey();
    for (let i = 0; i < 2; i++) expect((await register(token, new SoftwareAuthenticator())).status).toBe(200);
    const client = sdk(emu);
    const first = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken: token, MaxResults: 2 }));
    expect(first.Credentials).toHaveLength(2);
    expect(first.NextToken).toBeTruthy();
    const second = await client.send(
      new ListWebAuthnCredentialsCommand({ AccessToken: token, MaxResults: 2, NextToken: first.NextToken }),
    );
    expect(second.Credentials).toHaveLength(1);
    expect(second.NextToken).toBeUndefined();
    const ids = [...(first.Credentials ?? []), ...(second.Credentials ?? [])].map((c) => c.CredentialId);
    expect(new Set(ids).size).toBe(3);

    await client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: token, CredentialId: ids[0] }));
    expect(stored().map((p) => p.credentialId)).toEqual(ids.slice(1));
    await expect(
      client.send(new DeleteWebAuthnCredentialCommand({ AccessToken: token, CredentialId: ids[0] })),
    ).rejects.toMatchObject({ name: "ResourceNotFoundException" });
    expect((await api(emu, "ListWebAuthnCredentials", { AccessToken: token, MaxResults: 21 })).body.__type).toBe(
      "InvalidParameterException",
    );
    expect((await api(emu, "ListWebAuthnCredentials", { AccessToken: token, NextToken: "garbage" })).body.__type).toBe(
      "InvalidParameterException",
    );
  });

  it("answers WebAuthnNotEnabledException in a pool without passkeys", async () => {
    const off = await startTestEmulator({ config: { webAuthn: { enabled: false } } });
    try {
      const res = await start(await accessToken(ADMIN, PASSWORDS.admin, off), off);
      expect(res.body.__type).toBe("WebAuthnNotEnabledException");
    } finally {
      await off.stop();
    }
  });
});

describe("the pool's WebAuthnConfiguration (Get/SetUserPoolMfaConfig)", () => {
  it("reports the relying party, changes it, and refuses an IP address or a bad enum", async () => {
    const client = sdk(emu);
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }))).resolves.toMatchObject({
      WebAuthnConfiguration: {
        RelyingPartyId: "localhost",
        UserVerification: "preferred",
        FactorConfiguration: "SINGLE_FACTOR",
      },
    });
    await expect(
      client.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: emu.poolId,
          WebAuthnConfiguration: { RelyingPartyId: "127.0.0.1" },
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException", message: expect.stringContaining("IP address") });
    await expect(
      client.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: emu.poolId,
          WebAuthnConfiguration: { UserVerification: "sometimes" as "required" },
        }),
      ),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: expect.stringContaining("[required, preferred]"),
    });
    const set = await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: emu.poolId,
        MfaConfiguration: "OFF",
        WebAuthnConfiguration: { RelyingPartyId: "app.localhost" },
      }),
    );
    expect(set.WebAuthnConfiguration).toMatchObject({ RelyingPartyId: "app.localhost", UserVerification: "preferred" });
  });

  it("says so when no configured origin can use the relying party", async () => {
    emu.context.store.state.webAuthnConfiguration = { relyingPartyId: "example.com" };
    const res = await start(await accessToken(ADMIN, PASSWORDS.admin));
    expect(res.body.__type).toBe("WebAuthnConfigurationMissingException");
    expect(res.body.message).toContain("COGNITO_EMULATOR_ORIGINS");
  });
});
