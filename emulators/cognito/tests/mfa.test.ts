/**
 * MFA with the real client: TOTP setup during sign-in (MFA_SETUP, pool MFA "ON"), TOTP setup
 * after sign-in (access token), SMS MFA with codes from the outbox, SELECT_MFA_TYPE.
 */
import { GetUserPoolMfaConfigCommand, SetUserPoolMfaConfigCommand } from "@aws-sdk/client-cognito-identity-provider";
import type { CognitoUser } from "amazon-cognito-identity-js";
import {
  acijPool,
  acijUser,
  authenticate,
  AuthFailure,
  cb,
  createConfirmedUser,
  expectSuccess,
  formFields,
  freshTotp,
  outcomeCallbacks,
  sdk,
  sendMfaCode,
  startTestEmulator,
  TestBrowser,
  totpCode,
  type AuthOutcome,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

function associate(user: CognitoUser): Promise<string> {
  return new Promise((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
  );
}

function verify(user: CognitoUser, code: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    user.verifySoftwareToken(code, "Test phone", { onSuccess: resolve, onFailure: (e) => reject(new AuthFailure(e)) }),
  );
}

function selectMfa(user: CognitoUser, answer: "SMS_MFA" | "SOFTWARE_TOKEN_MFA"): Promise<AuthOutcome> {
  return new Promise((resolve, reject) => user.sendMFASelectionAnswer(answer, outcomeCallbacks(resolve, reject)));
}

describe("pool with MFA required (ON): setup during sign-in", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator({ config: { mfaConfiguration: "ON" } });
  });
  afterAll(() => emu.stop());

  it("a fresh user gets MFA_SETUP, associates and verifies a token with the Session, and is signed in", async () => {
    await createConfirmedUser(emu, "fresh.mfa@example.com", "fresh-password-1");
    const user = acijUser(acijPool(emu), "fresh.mfa@example.com");
    const first = await authenticate(user, "fresh-password-1");
    expect(first).toMatchObject({ kind: "mfaSetup", parameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } });
    const secret = await associate(user);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(verify(user, "000000")).rejects.toMatchObject({ code: "EnableSoftwareTokenMFAException" });
    const session = (await verify(user, totpCode(secret, 0, emu))) as {
      getIdToken(): { decodePayload(): Record<string, unknown> };
    };
    expect(session.getIdToken().decodePayload().email).toBe("fresh.mfa@example.com");

    // Next sign-in asks for the TOTP code.
    const again = acijUser(acijPool(emu), "fresh.mfa@example.com");
    expect((await authenticate(again, "fresh-password-1")).kind).toBe("totpRequired");
    expectSuccess(await sendMfaCode(again, freshTotp(emu, "fresh.mfa@example.com", secret), "SOFTWARE_TOKEN_MFA"));
  });

  it("the hosted UI sets up TOTP for a fresh user (MFA_SETUP page)", async () => {
    await createConfirmedUser(emu, "hosted.setup@example.com", "hosted-setup-1");
    const browser = new TestBrowser(emu.url);
    const q = new URLSearchParams({
      client_id: emu.clientId,
      response_type: "code",
      redirect_uri: "http://localhost:8000/login/",
      state: "s1",
      identity_provider: "COGNITO",
    });
    const page = await browser.follow(await browser.get(`/oauth2/authorize?${q.toString()}`));
    const setup = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: "hosted.setup@example.com",
      password: "hosted-setup-1",
    });
    expect(setup.status).toBe(200);
    expect(setup.html).toContain("Set up an authenticator app");
    const secret = /<code aria-labelledby="secret-label">([A-Z2-7]{32})<\/code>/.exec(setup.html)?.[1] as string;
    expect(secret).toBeTruthy();
    const wrong = await browser.post("/login/challenge", {
      ...formFields(setup.html, "/login/challenge"),
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(secret);
    const done = await browser.post("/login/challenge", {
      ...formFields(wrong.html, "/login/challenge"),
      code: totpCode(secret, 0, emu),
    });
    expect(done.status).toBe(302);
    expect(new URL(done.location as string).searchParams.get("code")).toBeTruthy();
  });

  it("the seeded TOTP user signs in as usual", async () => {
    const user = acijUser(acijPool(emu), "totp.admin@example.com");
    expect((await authenticate(user, "T0tp-Admin!pass")).kind).toBe("totpRequired");
  });
});

describe("pool with optional MFA", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.stop());

  it("a signed-in user sets up TOTP with its access token and enables it", async () => {
    await createConfirmedUser(emu, "later.mfa@example.com", "later-password-1");
    const user = acijUser(acijPool(emu), "later.mfa@example.com");
    expectSuccess(await authenticate(user, "later-password-1"));
    const secret = await associate(user);
    await expect(verify(user, "000000")).rejects.toMatchObject({ code: "EnableSoftwareTokenMFAException" });
    await expect(verify(user, totpCode(secret, 0, emu))).resolves.toEqual({ Status: "SUCCESS" });
    await cb((done) => user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, done as never));
    const data = await cb<{ UserMFASettingList?: string[]; PreferredMfaSetting?: string }>((done) =>
      user.getUserData(done as never, { bypassCache: true }),
    );
    expect(data).toMatchObject({
      UserMFASettingList: ["SOFTWARE_TOKEN_MFA"],
      PreferredMfaSetting: "SOFTWARE_TOKEN_MFA",
    });

    const again = acijUser(acijPool(emu), "later.mfa@example.com");
    expect((await authenticate(again, "later-password-1")).kind).toBe("totpRequired");
    expectSuccess(await sendMfaCode(again, freshTotp(emu, "later.mfa@example.com", secret), "SOFTWARE_TOKEN_MFA"));
  });

  it("SMS MFA: the code goes to the outbox for the phone number", async () => {
    await createConfirmedUser(emu, "sms.user@example.com", "sms-password-1", { phone_number: "+15555550123" });
    const user = acijUser(acijPool(emu), "sms.user@example.com");
    expectSuccess(await authenticate(user, "sms-password-1"));
    await cb((done) => user.setUserMfaPreference({ Enabled: true, PreferredMfa: true }, null, done as never));

    const again = acijUser(acijPool(emu), "sms.user@example.com");
    const challenge = await authenticate(again, "sms-password-1");
    expect(challenge).toMatchObject({
      kind: "smsRequired",
      parameters: { CODE_DELIVERY_DELIVERY_MEDIUM: "SMS", CODE_DELIVERY_DESTINATION: "+*******0123" },
    });
    const res = await fetch(`${emu.url}/_dev/outbox?to=${encodeURIComponent("+15555550123")}`);
    const messages = (await res.json()) as Array<{ code: string; channel: string; kind: string }>;
    expect(messages[0]).toMatchObject({ channel: "SMS", kind: "SMS_MFA" });
    await expect(
      sendMfaCode(again, messages[0]!.code === "000000" ? "111111" : "000000", "SMS_MFA"),
    ).rejects.toMatchObject({ code: "CodeMismatchException" });
    expectSuccess(await sendMfaCode(again, messages[0]!.code, "SMS_MFA"));
  });

  it("SELECT_MFA_TYPE when both are enabled and none is preferred", async () => {
    await createConfirmedUser(emu, "both.mfa@example.com", "both-password-1", { phone_number: "+15555550199" });
    const user = acijUser(acijPool(emu), "both.mfa@example.com");
    expectSuccess(await authenticate(user, "both-password-1"));
    const secret = await associate(user);
    await verify(user, totpCode(secret, 0, emu));
    await cb((done) =>
      user.setUserMfaPreference(
        { Enabled: true, PreferredMfa: false },
        { Enabled: true, PreferredMfa: false },
        done as never,
      ),
    );

    const again = acijUser(acijPool(emu), "both.mfa@example.com");
    const select = await authenticate(again, "both-password-1");
    expect(select).toMatchObject({ kind: "selectMfaType" });
    if (select.kind === "selectMfaType")
      expect(JSON.parse(select.parameters.MFAS_CAN_CHOOSE ?? "[]")).toEqual(["SMS_MFA", "SOFTWARE_TOKEN_MFA"]);
    expect((await selectMfa(again, "SOFTWARE_TOKEN_MFA")).kind).toBe("totpRequired");
    expectSuccess(await sendMfaCode(again, freshTotp(emu, "both.mfa@example.com", secret), "SOFTWARE_TOKEN_MFA"));

    const viaSms = acijUser(acijPool(emu), "both.mfa@example.com");
    expect((await authenticate(viaSms, "both-password-1")).kind).toBe("selectMfaType");
    expect((await selectMfa(viaSms, "SMS_MFA")).kind).toBe("smsRequired");
    expectSuccess(await sendMfaCode(viaSms, emu.latestCode("+15555550199") as string, "SMS_MFA"));
  });

  it("SetUserSettings (acij enableMFA / disableMFA) turns SMS MFA on and off", async () => {
    await createConfirmedUser(emu, "legacy.sms@example.com", "legacy-sms-pass", { phone_number: "+15555550142" });
    const user = acijUser(acijPool(emu), "legacy.sms@example.com");
    expectSuccess(await authenticate(user, "legacy-sms-pass"));
    await cb((done) => user.enableMFA(done as never));
    const options = await cb<Array<{ DeliveryMedium: string }>>((done) => user.getMFAOptions(done as never));
    expect(options).toEqual([{ DeliveryMedium: "SMS", AttributeName: "phone_number" }]);
    const again = acijUser(acijPool(emu), "legacy.sms@example.com");
    expect((await authenticate(again, "legacy-sms-pass")).kind).toBe("smsRequired");
    expectSuccess(await sendMfaCode(again, emu.latestCode("+15555550142") as string, "SMS_MFA"));
    await cb((done) => again.disableMFA(done as never));
    expectSuccess(await authenticate(acijUser(acijPool(emu), "legacy.sms@example.com"), "legacy-sms-pass"));
  });

  it("cannot enable TOTP before verifying a token", async () => {
    await createConfirmedUser(emu, "noverify@example.com", "noverify-pass-1");
    const user = acijUser(acijPool(emu), "noverify@example.com");
    expectSuccess(await authenticate(user, "noverify-pass-1"));
    await expect(
      cb((done) => user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, done as never)),
    ).rejects.toMatchObject({
      code: "InvalidParameterException",
    });
  });
});

describe("the pool's MFA setting at runtime (SetUserPoolMfaConfig / GetUserPoolMfaConfig)", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator({ config: { mfaConfiguration: "OPTIONAL" } });
  });
  afterAll(() => emu.stop());

  it("reports the configured setting, then requires MFA setup once turned ON, and stops when turned back", async () => {
    const client = sdk(emu);
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }))).resolves.toMatchObject({
      MfaConfiguration: "OPTIONAL",
      SoftwareTokenMfaConfiguration: { Enabled: true },
    });
    await createConfirmedUser(emu, "runtime.mfa@example.com", "runtime-password-1");
    expectSuccess(await authenticate(acijUser(acijPool(emu), "runtime.mfa@example.com"), "runtime-password-1"));

    const set = await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: emu.poolId,
        MfaConfiguration: "ON",
        SoftwareTokenMfaConfiguration: { Enabled: true },
      }),
    );
    expect(set.MfaConfiguration).toBe("ON");
    const challenged = await authenticate(acijUser(acijPool(emu), "runtime.mfa@example.com"), "runtime-password-1");
    expect(challenged).toMatchObject({ kind: "mfaSetup" });

    await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId, MfaConfiguration: "OPTIONAL" }));
    expectSuccess(await authenticate(acijUser(acijPool(emu), "runtime.mfa@example.com"), "runtime-password-1"));
  });

  it("refuses an unknown setting, MFA ON with every factor off, and another pool, each with Cognito's error", async () => {
    const client = sdk(emu);
    await expect(
      client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId, MfaConfiguration: "SOMETIMES" as "ON" })),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: expect.stringContaining("[OFF, ON, OPTIONAL]"),
    });
    await expect(
      client.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: emu.poolId,
          MfaConfiguration: "ON",
          SoftwareTokenMfaConfiguration: { Enabled: false },
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: "eu-west-1_Other" }))).rejects.toMatchObject(
      { name: "ResourceNotFoundException" },
    );
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }))).resolves.toMatchObject({
      MfaConfiguration: "OPTIONAL",
    });
  });
});
