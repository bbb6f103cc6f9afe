/**
 * E-mail one-time codes as an MFA factor (EMAIL_OTP after a password), over the wire as a browser or the SDK sends
 * it: the user's preference, the challenge with its code in the outbox, wrong and right codes, SELECT_MFA_TYPE, the
 * pool's template, and the hosted UI's code page.
 */
import {
  AdminSetUserMFAPreferenceCommand,
  AdminUpdateUserAttributesCommand,
  GetUserCommand,
  GetUserPoolMfaConfigCommand,
  SetUserMFAPreferenceCommand,
  SetUserPoolMfaConfigCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import {
  api,
  formFields,
  freshTotp,
  PASSWORDS,
  sdk,
  srpSignIn,
  startTestEmulator,
  TestBrowser,
  TOTP_SECRET,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());
beforeEach(() => emu.reset());

const ADMIN = "admin@example.com";
const TOTP_ADMIN = "totp.admin@example.com";

function passwordAuth(username: string, password: string) {
  return api(emu, "InitiateAuth", {
    ClientId: emu.clientId,
    AuthFlow: "USER_AUTH",
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
  });
}

function respond(name: string, session: unknown, responses: Record<string, string>) {
  return api(emu, "RespondToAuthChallenge", {
    ClientId: emu.clientId,
    ChallengeName: name,
    Session: session,
    ChallengeResponses: responses,
  });
}

async function accessToken(username: string, password: string): Promise<string> {
  const res = await passwordAuth(username, password);
  const token = (res.body.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
  if (!token) throw new Error(`no tokens for ${username}: ${JSON.stringify(res.body)}`);
  return token;
}

function adminPreference(username: string, settings: Record<string, unknown>) {
  return sdk(emu).send(
    new AdminSetUserMFAPreferenceCommand({ UserPoolId: emu.poolId, Username: username, ...settings }),
  );
}

const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("the user's e-mail MFA preference", () => {
  it("SetUserMFAPreference turns it on and GetUser reports it, preferred", async () => {
    const AccessToken = await accessToken(ADMIN, PASSWORDS.admin);
    const client = sdk(emu);
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );
    const user = await client.send(new GetUserCommand({ AccessToken }));
    expect(user.UserMFASettingList).toEqual(["EMAIL_OTP"]);
    expect(user.PreferredMfaSetting).toBe("EMAIL_OTP");
    expect(user.MFAOptions).toBeUndefined();

    await client.send(new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: false } }));
    const off = await client.send(new GetUserCommand({ AccessToken }));
    expect(off.UserMFASettingList).toBeUndefined();
    expect(off.PreferredMfaSetting).toBeUndefined();
  });

  it("needs a verified e-mail, and cannot be preferred while off", async () => {
    const AccessToken = await accessToken(ADMIN, PASSWORDS.admin);
    await sdk(emu).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: emu.poolId,
        Username: ADMIN,
        UserAttributes: [{ Name: "email_verified", Value: "false" }],
      }),
    );
    await expect(
      sdk(emu).send(new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } })),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: "User does not have delivery config set to turn on EMAIL_OTP",
    });
    await expect(adminPreference(ADMIN, { EmailMfaSettings: { PreferredMfa: true } })).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: "EMAIL_OTP must be enabled to be preferred.",
    });
  });

  it("AdminSetUserMFAPreference sets it for another user, and a pool without e-mail MFA refuses it", async () => {
    await adminPreference(ADMIN, { EmailMfaSettings: { Enabled: true, PreferredMfa: true } });
    expect(emu.context.store.state.users[ADMIN]?.mfa).toMatchObject({ emailEnabled: true, preferred: "EMAIL_OTP" });

    const off = await startTestEmulator({ config: { emailMfa: false } });
    try {
      await expect(
        sdk(off).send(
          new AdminSetUserMFAPreferenceCommand({
            UserPoolId: off.poolId,
            Username: ADMIN,
            EmailMfaSettings: { Enabled: true },
          }),
        ),
      ).rejects.toMatchObject({
        name: "InvalidParameterException",
        message: "Email MFA is not enabled for this user pool.",
      });
      const config = await sdk(off).send(new GetUserPoolMfaConfigCommand({ UserPoolId: off.poolId }));
      expect(config.EmailMfaConfiguration).toBeUndefined();
    } finally {
      await off.stop();
    }
  });
});

describe("signing in with e-mail MFA", () => {
  beforeEach(() => adminPreference(ADMIN, { EmailMfaSettings: { Enabled: true, PreferredMfa: true } }));

  it("a password sign-in raises EMAIL_OTP with the code in the outbox; a wrong code is refused, the right one signs in", async () => {
    const first = await passwordAuth(ADMIN, PASSWORDS.admin);
    expect(first.body).toMatchObject({
      ChallengeName: "EMAIL_OTP",
      ChallengeParameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL",
        CODE_DELIVERY_DESTINATION: "a***@e***",
        USER_ID_FOR_SRP: ADMIN,
      },
    });
    const [message] = emu.outbox(ADMIN);
    expect(message).toMatchObject({ channel: "EMAIL", kind: "EMAIL_OTP", subject: "Your sign-in code" });
    const code = message?.code as string;
    expect(message?.body).toBe(`Your sign-in code is ${code}`);

    const wrong = await respond("EMAIL_OTP", first.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrongCode(code) });
    expect(wrong.body).toEqual({ __type: "CodeMismatchException", message: "Invalid code received for user" });
    const ok = await respond("EMAIL_OTP", first.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(ok.status).toBe(200);
    const result = ok.body.AuthenticationResult as Record<string, unknown>;
    for (const key of ["AccessToken", "IdToken", "RefreshToken"]) expect(typeof result[key]).toBe("string");
    expect(result.NewDeviceMetadata).toBeDefined();
    const again = await respond("EMAIL_OTP", first.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(again.body.message).toBe("Invalid session for the user, session can only be used once.");
  });

  it("follows an SRP sign-in too, and USER_AUTH with a password", async () => {
    const verifier = await srpSignIn(emu, ADMIN, PASSWORDS.admin);
    expect(verifier.body).toMatchObject({ ChallengeName: "EMAIL_OTP" });
    const done = await respond("EMAIL_OTP", verifier.body.Session, {
      USERNAME: ADMIN,
      EMAIL_OTP_CODE: emu.latestCode(ADMIN) as string,
    });
    expect(done.body).toHaveProperty("AuthenticationResult.AccessToken");

    const choice = await api(emu, "InitiateAuth", {
      ClientId: emu.clientId,
      AuthFlow: "USER_AUTH",
      AuthParameters: { USERNAME: ADMIN, PREFERRED_CHALLENGE: "PASSWORD", PASSWORD: PASSWORDS.admin },
    });
    expect(choice.body).toMatchObject({ ChallengeName: "EMAIL_OTP" });
  });

  it("keeps e-mail codes from being the first factor of a user with e-mail MFA", async () => {
    const res = await api(emu, "InitiateAuth", {
      ClientId: emu.clientId,
      AuthFlow: "USER_AUTH",
      AuthParameters: { USERNAME: ADMIN, PREFERRED_CHALLENGE: "EMAIL_OTP" },
    });
    expect(res.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP"],
    });
    expect(emu.outbox(ADMIN)).toHaveLength(0);
  });

  it("ends the session after five wrong codes", async () => {
    const first = await passwordAuth(ADMIN, PASSWORDS.admin);
    const wrong = wrongCode(emu.latestCode(ADMIN) as string);
    for (let i = 0; i < 4; i++)
      await respond("EMAIL_OTP", first.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrong });
    const fifth = await respond("EMAIL_OTP", first.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrong });
    expect(fifth.body.__type).toBe("LimitExceededException");
  });

  it("is skipped when the pool's MFA is OFF", async () => {
    emu.context.store.state.mfaConfiguration = "OFF";
    const res = await passwordAuth(ADMIN, PASSWORDS.admin);
    expect(res.body).toHaveProperty("AuthenticationResult.AccessToken");
  });
});

describe("SELECT_MFA_TYPE with e-mail codes", () => {
  it("lists EMAIL_OTP beside TOTP when neither is preferred, and either answer works", async () => {
    await adminPreference(TOTP_ADMIN, {
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
      EmailMfaSettings: { Enabled: true, PreferredMfa: false },
    });
    const select = await passwordAuth(TOTP_ADMIN, PASSWORDS.totp);
    expect(select.body).toMatchObject({ ChallengeName: "SELECT_MFA_TYPE" });
    const choices = JSON.parse((select.body.ChallengeParameters as Record<string, string>).MFAS_CAN_CHOOSE ?? "[]");
    expect(choices).toEqual(["SOFTWARE_TOKEN_MFA", "EMAIL_OTP"]);

    const chosen = await respond("SELECT_MFA_TYPE", select.body.Session, { USERNAME: TOTP_ADMIN, ANSWER: "EMAIL_OTP" });
    expect(chosen.body).toMatchObject({ ChallengeName: "EMAIL_OTP" });
    const done = await respond("EMAIL_OTP", chosen.body.Session, {
      USERNAME: TOTP_ADMIN,
      EMAIL_OTP_CODE: emu.latestCode(TOTP_ADMIN) as string,
    });
    expect(done.body).toHaveProperty("AuthenticationResult.AccessToken");

    const viaTotp = await passwordAuth(TOTP_ADMIN, PASSWORDS.totp);
    const totpChosen = await respond("SELECT_MFA_TYPE", viaTotp.body.Session, {
      USERNAME: TOTP_ADMIN,
      ANSWER: "SOFTWARE_TOKEN_MFA",
    });
    const totpDone = await respond("SOFTWARE_TOKEN_MFA", totpChosen.body.Session, {
      USERNAME: TOTP_ADMIN,
      SOFTWARE_TOKEN_MFA_CODE: freshTotp(emu, TOTP_ADMIN, TOTP_SECRET),
    });
    expect(totpDone.body).toHaveProperty("AuthenticationResult.AccessToken");
  });

  it("refuses a factor the user turned off meanwhile", async () => {
    await adminPreference(TOTP_ADMIN, {
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
      EmailMfaSettings: { Enabled: true },
    });
    const select = await passwordAuth(TOTP_ADMIN, PASSWORDS.totp);
    await adminPreference(TOTP_ADMIN, { EmailMfaSettings: { Enabled: false } });
    const answer = await respond("SELECT_MFA_TYPE", select.body.Session, { USERNAME: TOTP_ADMIN, ANSWER: "EMAIL_OTP" });
    expect(answer.body).toEqual({
      __type: "InvalidParameterException",
      message: "EMAIL_OTP is not enabled for the user.",
    });
  });
});

describe("the pool's e-mail code template (SetUserPoolMfaConfig)", () => {
  it("is reported, can be changed, and is what the codes are sent with", async () => {
    const client = sdk(emu);
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }))).resolves.toMatchObject({
      EmailMfaConfiguration: { Subject: "Your sign-in code", Message: "Your sign-in code is {####}" },
    });
    const set = await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: emu.poolId,
        MfaConfiguration: "OPTIONAL",
        EmailMfaConfiguration: { Subject: "Northwind code", Message: "Use {####} to sign in." },
      }),
    );
    expect(set.EmailMfaConfiguration).toEqual({ Subject: "Northwind code", Message: "Use {####} to sign in." });
    await adminPreference(ADMIN, { EmailMfaSettings: { Enabled: true } });
    await passwordAuth(ADMIN, PASSWORDS.admin);
    const [message] = emu.outbox(ADMIN);
    expect(message).toMatchObject({ subject: "Northwind code", body: `Use ${message?.code as string} to sign in.` });
  });

  it("refuses a template without the code, and e-mail MFA in a pool with MFA OFF", async () => {
    const client = sdk(emu);
    await expect(
      client.send(
        new SetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId, EmailMfaConfiguration: { Message: "No code here" } }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
    await expect(
      client.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: emu.poolId,
          MfaConfiguration: "OFF",
          EmailMfaConfiguration: { Subject: "Code" },
        }),
      ),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: "Invalid MFA configuration given, can't turn off MFA and configure an MFA together.",
    });
    await expect(client.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }))).resolves.toMatchObject({
      MfaConfiguration: "OPTIONAL",
      EmailMfaConfiguration: { Subject: "Your sign-in code" },
    });
  });
});

describe("the hosted UI", () => {
  it("asks an e-mail MFA user for the e-mailed code and completes the sign-in", async () => {
    await adminPreference(ADMIN, { EmailMfaSettings: { Enabled: true, PreferredMfa: true } });
    const browser = new TestBrowser(emu.url);
    const q = new URLSearchParams({
      client_id: emu.clientId,
      response_type: "code",
      redirect_uri: "http://localhost:8000/login/",
      state: "s1",
      identity_provider: "COGNITO",
    });
    const page = await browser.follow(await browser.get(`/oauth2/authorize?${q.toString()}`));
    const challenge = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: ADMIN,
      password: PASSWORDS.admin,
    });
    expect(challenge.html).toContain("Enter the code we e-mailed you");
    expect(challenge.html).toContain("a***@e***");
    const code = emu.latestCode(ADMIN) as string;
    const wrong = await browser.post("/login/challenge", {
      ...formFields(challenge.html, "/login/challenge"),
      code: wrongCode(code),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("Invalid code received for user");
    const done = await browser.post("/login/challenge", { ...formFields(wrong.html, "/login/challenge"), code });
    expect(done.status).toBe(302);
    expect(new URL(done.location as string).searchParams.get("code")).toBeTruthy();
  });
});
