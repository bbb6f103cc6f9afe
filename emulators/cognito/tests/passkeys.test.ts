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
} from "../testing/helpers";
import {
  SoftwareAuthenticator,
  type CeremonyOverrides,
  type CreationOptions,
  type RequestOptions,
} from "../testing/software-authenticator";

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
    AuthFlow: "USER_AUTH",
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
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

describe("signing in with a passkey (USER_AUTH, WEB_AUTHN)", () => {
  it("answers WEB_AUTHN with request options, and a verified assertion gives tokens like any other sign-in", async () => {
    const { authenticator } = await withPasskey();
    const { challenge, answer } = await passkeySignIn(authenticator);
    const options = requestOptions(challenge.body);
    expect(options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rpId: "localhost",
      allowCredentials: [{ type: "public-key", id: stored()[0]?.credentialId, transports: ["internal", "hybrid"] }],
      userVerification: "preferred",
      timeout: 180_000,
    });
    expect(typeof challenge.body.Session).toBe("string");

    expect(answer.status).toBe(200);
    const result = answer.body.AuthenticationResult as Record<string, unknown>;
    for (const key of ["AccessToken", "IdToken", "RefreshToken"]) expect(typeof result[key]).toBe("string");
    expect(result.NewDeviceMetadata).toBeDefined();
    const id = await (await verifierFor(emu, "id")).verify(result.IdToken as string);
    expect(id).toMatchObject({ sub: ADMIN_SUB, "cognito:username": ADMIN });
    expect(Math.abs((id.auth_time as number) - Math.floor(emu.context.now() / 1000))).toBeLessThanOrEqual(1);
    expect(stored()[0]).toMatchObject({ counter: 1, lastUsedAt: expect.any(Number) });
    const user = await api(emu, "GetUser", { AccessToken: result.AccessToken });
    expect(user.body.Username).toBe(ADMIN);
  });

  it("refuses a replayed assertion: the same session, or the same assertion under a new challenge", async () => {
    const { authenticator } = await withPasskey();
    const { challenge, assertion, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    const sameSession = await respond("WEB_AUTHN", challenge.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(assertion),
    });
    expect(sameSession.body).toEqual({
      __type: "NotAuthorizedException",
      message: "Invalid session for the user, session can only be used once.",
    });
    const fresh = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    const replayed = await respond("WEB_AUTHN", fresh.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(assertion),
    });
    expect(replayed.body.__type).toBe("NotAuthorizedException");
    expect(replayed.body.message).toMatch(/challenge/);
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }, /Origin https:\/\/evil\.example is not allowed/],
    ["the site on 127.0.0.1", { origin: "http://127.0.0.1:8000" }, /not allowed/],
    ["another relying party", { rpId: "evil.example" }, /another relying party/],
    ["a missing user verification when required", { userVerified: false }, /user verification/],
  ] as const)("refuses an assertion from %s", async (label, bend, message) => {
    const { authenticator } = await withPasskey();
    if (label.includes("user verification"))
      emu.context.store.state.webAuthnConfiguration = { userVerification: "required" };
    const { answer } = await passkeySignIn(authenticator, ADMIN, bend);
    expect(answer.body.__type).toBe("NotAuthorizedException");
    expect(answer.body.message).toMatch(message);
    expect(stored()[0]?.counter).toBe(0);
    // A genuine one still works afterwards.
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
  });

  it("enforces the signature counter when the authenticator keeps one, and accepts authenticators that keep none", async () => {
    const { authenticator } = await withPasskey();
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
    expect(stored()[0]?.counter).toBe(2);
    const stale = await passkeySignIn(authenticator, ADMIN, { counter: 2 });
    expect(stale.answer.body).toMatchObject({
      __type: "NotAuthorizedException",
      message: expect.stringMatching(/counter/),
    });
    const cloned = await passkeySignIn(authenticator, ADMIN, { counter: 1 });
    expect(cloned.answer.body.__type).toBe("NotAuthorizedException");
    expect((await passkeySignIn(authenticator, ADMIN, { counter: 7 })).answer.status).toBe(200);
    expect(stored()[0]?.counter).toBe(7);

    const synced = new SoftwareAuthenticator(undefined, 0);
    await withPasskey(SUPER, PASSWORDS.super, synced);
    for (let i = 0; i < 2; i++) expect((await passkeySignIn(synced, SUPER)).answer.status).toBe(200);
  });

  it("refuses a deleted passkey, even between challenge and answer, and stops offering WEB_AUTHN", async () => {
    const { token, authenticator } = await withPasskey();
    const challenge = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    const id = stored()[0]?.credentialId as string;
    await api(emu, "DeleteWebAuthnCredential", { AccessToken: token, CredentialId: id });
    const assertion = authenticator.authenticate(requestOptions(challenge.body));
    const answer = await respond("WEB_AUTHN", challenge.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(assertion),
    });
    expect(answer.body).toMatchObject({
      __type: "NotAuthorizedException",
      message: expect.stringMatching(/not registered/),
    });
    const after = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    expect(after.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"],
    });
  });

  it("refuses another user's passkey", async () => {
    const mine = await withPasskey();
    const theirs = await withPasskey(SUPER, PASSWORDS.super);
    const challenge = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    const foreignId = stored(SUPER)[0]?.credentialId as string;
    const assertion = theirs.authenticator.authenticate(requestOptions(challenge.body), { credentialId: foreignId });
    const answer = await respond("WEB_AUTHN", challenge.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(assertion),
    });
    expect(answer.body).toMatchObject({
      __type: "NotAuthorizedException",
      message: expect.stringMatching(/another user/),
    });
    expect((await passkeySignIn(mine.authenticator)).answer.status).toBe(200);
  });

  it("does not offer WEB_AUTHN to a user without a passkey", async () => {
    const preferred = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    expect(preferred.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"],
    });
    const chosen = await respond("SELECT_CHALLENGE", preferred.body.Session, { USERNAME: ADMIN, ANSWER: "WEB_AUTHN" });
    expect(chosen.body).toEqual({
      __type: "InvalidParameterException",
      message: "The challenge WEB_AUTHN is not available for this user.",
    });
  });

  it("with PreventUserExistenceErrors, answers an unknown user exactly as a real user without a passkey", async () => {
    const hidden = await startTestEmulator({ config: { preventUserExistenceErrors: true } });
    try {
      const answers = [];
      for (const username of [ADMIN, "nobody@example.com"]) {
        const preferred = await userAuth({ USERNAME: username, PREFERRED_CHALLENGE: "WEB_AUTHN" }, hidden);
        const chosen = await respond(
          "SELECT_CHALLENGE",
          preferred.body.Session,
          { USERNAME: username, ANSWER: "WEB_AUTHN" },
          hidden,
        );
        answers.push([preferred.body.ChallengeName, preferred.body.AvailableChallenges, chosen.body]);
      }
      expect(answers[1]).toEqual(answers[0]);
    } finally {
      await hidden.stop();
    }
  });

  it("offers WEB_AUTHN in SELECT_CHALLENGE to a user with a passkey, and ANSWER WEB_AUTHN leads to tokens", async () => {
    const { authenticator } = await withPasskey();
    const select = await userAuth({ USERNAME: ADMIN });
    expect(select.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP", "WEB_AUTHN"],
    });
    const chosen = await respond("SELECT_CHALLENGE", select.body.Session, { USERNAME: ADMIN, ANSWER: "WEB_AUTHN" });
    expect(chosen.body).toMatchObject({
      ChallengeName: "WEB_AUTHN",
      ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: expect.any(String) },
    });
    const assertion = authenticator.authenticate(requestOptions(chosen.body));
    const done = await respond("WEB_AUTHN", chosen.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(assertion),
    });
    expect(done.body).toHaveProperty("AuthenticationResult.AccessToken");
  });

  it("stands in for MFA: a TOTP user signs in with a passkey without an MFA challenge", async () => {
    const TOTP_USER = "totp.admin@example.com";
    const first = await api(emu, "InitiateAuth", {
      ClientId: emu.clientId,
      AuthFlow: "USER_AUTH",
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: TOTP_USER, PASSWORD: PASSWORDS.totp },
    });
    const mfa = await respond("SOFTWARE_TOKEN_MFA", first.body.Session, {
      USERNAME: TOTP_USER,
      SOFTWARE_TOKEN_MFA_CODE: freshTotp(emu, TOTP_USER, TOTP_SECRET),
    });
    const token = (mfa.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const authenticator = new SoftwareAuthenticator();
    expect((await register(token, authenticator)).status).toBe(200);
    const select = await userAuth({ USERNAME: TOTP_USER });
    expect(select.body.AvailableChallenges).toEqual(["PASSWORD", "PASSWORD_SRP", "WEB_AUTHN"]);
    const { answer } = await passkeySignIn(authenticator, TOTP_USER);
    expect(answer.body).toHaveProperty("AuthenticationResult.AccessToken");
  });

  it("in a pool requiring MFA, counts only with MULTI_FACTOR_WITH_USER_VERIFICATION, which then requires verification", async () => {
    const { authenticator } = await withPasskey();
    emu.context.store.state.mfaConfiguration = "ON";
    const single = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    expect(single.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP"],
    });

    await sdk(emu).send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: emu.poolId,
        WebAuthnConfiguration: { FactorConfiguration: "MULTI_FACTOR_WITH_USER_VERIFICATION" },
      }),
    );
    const unverified = await passkeySignIn(authenticator, ADMIN, { userVerified: false });
    expect(requestOptions(unverified.challenge.body).userVerification).toBe("required");
    expect(unverified.answer.body.__type).toBe("NotAuthorizedException");
    const verified = await passkeySignIn(authenticator);
    expect(verified.answer.body).toHaveProperty("AuthenticationResult.AccessToken");
  });

  it("refuses malformed answers with Cognito's error shape", async () => {
    const { authenticator } = await withPasskey();
    const challenge = await userAuth({ USERNAME: ADMIN, PREFERRED_CHALLENGE: "WEB_AUTHN" });
    expect((await respond("WEB_AUTHN", challenge.body.Session, { USERNAME: ADMIN })).body.message).toBe(
      "Missing required parameter CREDENTIAL",
    );
    expect(
      (await respond("WEB_AUTHN", challenge.body.Session, { USERNAME: ADMIN, CREDENTIAL: "{not json" })).body.__type,
    ).toBe("InvalidParameterException");
    const assertion = authenticator.authenticate(requestOptions(challenge.body));
    expect(
      (await respond("WEB_AUTHN", challenge.body.Session, { USERNAME: SUPER, CREDENTIAL: JSON.stringify(assertion) }))
        .body.__type,
    ).toBe("NotAuthorizedException");
    const broken = { ...assertion, response: { ...assertion.response, authenticatorData: "AAAA" } };
    const res = await respond("WEB_AUTHN", challenge.body.Session, {
      USERNAME: ADMIN,
      CREDENTIAL: JSON.stringify(broken),
    });
    expect(res.body.__type).toBe("InvalidParameterException");
  });

  it("keeps passkeys across a restart", async () => {
    const dataDir = emu.dataDir;
    const { authenticator } = await withPasskey();
    await emu.close();
    emu = await startTestEmulator({ dataDir });
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
  });

  it("works for a newly signed-up user", async () => {
    await createConfirmedUser(emu, "passkey.user@example.com", "passkey-user-1");
    const { authenticator } = await withPasskey("passkey.user@example.com", "passkey-user-1");
    expect((await passkeySignIn(authenticator, "passkey.user@example.com")).answer.status).toBe(200);
  });
});
