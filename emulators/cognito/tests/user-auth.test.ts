/**
 * Choice-based sign-in (InitiateAuth USER_AUTH): e-mail one-time codes as a first factor, SELECT_CHALLENGE,
 * and passwords through the same flow, over the raw wire as a browser would send it.
 */
import { api, PASSWORDS, startTestEmulator, type TestEmulator } from "../testing/helpers";
import { maskEmailDestination } from "../user-auth";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(async () => {
  await emu.reset();
});

const ADMIN = "admin@example.com";

function initiate(target: TestEmulator, params: Record<string, string>) {
  return api(target, "InitiateAuth", { ClientId: target.clientId, AuthFlow: "USER_AUTH", AuthParameters: params });
}

function respond(target: TestEmulator, name: string, session: unknown, responses: Record<string, string>) {
  return api(target, "RespondToAuthChallenge", {
    ClientId: target.clientId,
    ChallengeName: name,
    Session: session,
    ChallengeResponses: responses,
  });
}

async function emailChallenge(target: TestEmulator, username = ADMIN) {
  const res = await initiate(target, { USERNAME: username, PREFERRED_CHALLENGE: "EMAIL_OTP" });
  expect(res.status).toBe(200);
  return res.body;
}

describe("USER_AUTH with PREFERRED_CHALLENGE EMAIL_OTP", () => {
  it("sends a code to the verified e-mail and answers the EMAIL_OTP challenge with a masked destination", async () => {
    const body = await emailChallenge(emu);
    expect(body).toMatchObject({
      ChallengeName: "EMAIL_OTP",
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
    });
    expect(typeof body.Session).toBe("string");
    expect(body).not.toHaveProperty("AvailableChallenges");
    const [message] = emu.outbox(ADMIN);
    expect(message).toMatchObject({ channel: "EMAIL", kind: "EMAIL_OTP", subject: "Your sign-in code" });
    expect(message?.code).toMatch(/^\d{6}$/);
  });

  it("issues tokens for the right code, and the session cannot be used again", async () => {
    const { Session } = await emailChallenge(emu);
    const code = emu.latestCode(ADMIN) as string;
    const ok = await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(ok.status).toBe(200);
    const result = ok.body.AuthenticationResult as Record<string, unknown>;
    for (const key of ["AccessToken", "IdToken", "RefreshToken"]) expect(typeof result[key]).toBe("string");
    expect(result.TokenType).toBe("Bearer");
    const again = await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(again.body).toEqual({
      __type: "NotAuthorizedException",
      message: "Invalid session for the user, session can only be used once.",
    });
  });

  it("refuses a wrong code with CodeMismatchException, keeps the session, and ends it after 5 misses", async () => {
    const { Session } = await emailChallenge(emu);
    const code = emu.latestCode(ADMIN) as string;
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrong });
    expect(first.body).toEqual({ __type: "CodeMismatchException", message: "Invalid code received for user" });
    const right = await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(right.status).toBe(200);

    const next = await emailChallenge(emu);
    for (let i = 0; i < 4; i++)
      await respond(emu, "EMAIL_OTP", next.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrong });
    const fifth = await respond(emu, "EMAIL_OTP", next.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: wrong });
    expect(fifth.body.__type).toBe("LimitExceededException");
  });

  it("refuses an expired session as Cognito does", async () => {
    const { Session } = await emailChallenge(emu);
    const code = emu.latestCode(ADMIN) as string;
    emu.advance(181_000);
    const res = await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(res.body).toEqual({
      __type: "NotAuthorizedException",
      message: "Invalid session for the user, session is expired.",
    });
  });

  it("needs EMAIL_OTP_CODE and the session's user", async () => {
    const { Session } = await emailChallenge(emu);
    expect((await respond(emu, "EMAIL_OTP", Session, { USERNAME: ADMIN })).body.message).toBe(
      "Missing required parameter EMAIL_OTP_CODE",
    );
    const other = await respond(emu, "EMAIL_OTP", Session, {
      USERNAME: "super.admin@example.com",
      EMAIL_OTP_CODE: "1",
    });
    expect(other.body.__type).toBe("NotAuthorizedException");
  });

  it("falls back to SELECT_CHALLENGE without EMAIL_OTP for a user with MFA (passwordless and MFA do not mix)", async () => {
    const res = await initiate(emu, { USERNAME: "totp.admin@example.com", PREFERRED_CHALLENGE: "EMAIL_OTP" });
    expect(res.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP"],
    });
    expect(emu.outbox("totp.admin@example.com")).toHaveLength(0);
  });

  it("does not offer EMAIL_OTP when the pool requires MFA, nor to a user who must change a temporary password", async () => {
    emu.context.store.state.mfaConfiguration = "ON";
    const on = await initiate(emu, { USERNAME: ADMIN, PREFERRED_CHALLENGE: "EMAIL_OTP" });
    expect(on.body.AvailableChallenges).toEqual(["PASSWORD", "PASSWORD_SRP"]);
    delete emu.context.store.state.mfaConfiguration;
    const temp = await initiate(emu, { USERNAME: "new.admin@example.com", PREFERRED_CHALLENGE: "EMAIL_OTP" });
    expect(temp.body.AvailableChallenges).toEqual(["PASSWORD", "PASSWORD_SRP"]);
  });

  it("answers unknown and unconfirmed users as Cognito does with existence errors shown", async () => {
    const unknown = await initiate(emu, { USERNAME: "nobody@example.com", PREFERRED_CHALLENGE: "EMAIL_OTP" });
    expect(unknown.body).toEqual({ __type: "UserNotFoundException", message: "User does not exist." });
    const unconfirmed = await initiate(emu, { USERNAME: "unconfirmed@example.com", PREFERRED_CHALLENGE: "EMAIL_OTP" });
    expect(unconfirmed.body).toEqual({ __type: "UserNotConfirmedException", message: "User is not confirmed." });
  });
});

describe("USER_AUTH without a preference: SELECT_CHALLENGE", () => {
  it("lists the user's first factors and sends a code when EMAIL_OTP is chosen", async () => {
    const res = await initiate(emu, { USERNAME: ADMIN });
    expect(res.body).toMatchObject({
      ChallengeName: "SELECT_CHALLENGE",
      AvailableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"],
    });
    const chosen = await respond(emu, "SELECT_CHALLENGE", res.body.Session, { USERNAME: ADMIN, ANSWER: "EMAIL_OTP" });
    expect(chosen.body).toMatchObject({ ChallengeName: "EMAIL_OTP" });
    const code = emu.latestCode(ADMIN) as string;
    const done = await respond(emu, "EMAIL_OTP", chosen.body.Session, { USERNAME: ADMIN, EMAIL_OTP_CODE: code });
    expect(done.body).toHaveProperty("AuthenticationResult.AccessToken");
  });

  it("signs in with ANSWER PASSWORD, refuses a wrong one, and starts SRP with ANSWER PASSWORD_SRP", async () => {
    const first = await initiate(emu, { USERNAME: ADMIN });
    const wrong = await respond(emu, "SELECT_CHALLENGE", first.body.Session, {
      USERNAME: ADMIN,
      ANSWER: "PASSWORD",
      PASSWORD: "not-it-at-all",
    });
    expect(wrong.body).toEqual({ __type: "NotAuthorizedException", message: "Incorrect username or password." });
    const second = await initiate(emu, { USERNAME: ADMIN });
    const ok = await respond(emu, "SELECT_CHALLENGE", second.body.Session, {
      USERNAME: ADMIN,
      ANSWER: "PASSWORD",
      PASSWORD: PASSWORDS.admin,
    });
    expect(ok.body).toHaveProperty("AuthenticationResult.IdToken");
    const third = await initiate(emu, { USERNAME: ADMIN });
    const srp = await respond(emu, "SELECT_CHALLENGE", third.body.Session, {
      USERNAME: ADMIN,
      ANSWER: "PASSWORD_SRP",
      SRP_A: "ab".repeat(64),
    });
    expect(srp.body).toMatchObject({ ChallengeName: "PASSWORD_VERIFIER", ChallengeParameters: { USERNAME: ADMIN } });
  });

  it("with PASSWORD preferred, signs in at once (the MFA challenge follows for a user with MFA)", async () => {
    const admin = await initiate(emu, { USERNAME: ADMIN, PREFERRED_CHALLENGE: "PASSWORD", PASSWORD: PASSWORDS.admin });
    expect(admin.body).toHaveProperty("AuthenticationResult.AccessToken");
    const totp = await initiate(emu, {
      USERNAME: "totp.admin@example.com",
      PREFERRED_CHALLENGE: "PASSWORD",
      PASSWORD: PASSWORDS.totp,
    });
    expect(totp.body).toMatchObject({ ChallengeName: "SOFTWARE_TOKEN_MFA" });
  });

  it("refuses an answer the user was not offered", async () => {
    const res = await initiate(emu, { USERNAME: "totp.admin@example.com" });
    const answer = await respond(emu, "SELECT_CHALLENGE", res.body.Session, {
      USERNAME: "totp.admin@example.com",
      ANSWER: "EMAIL_OTP",
    });
    expect(answer.body.__type).toBe("InvalidParameterException");
  });
});

describe("settings", () => {
  it("refuses USER_AUTH when the app client does not allow it", async () => {
    const off = await startTestEmulator({ config: { allowUserAuth: false } });
    try {
      const res = await initiate(off, { USERNAME: ADMIN, PREFERRED_CHALLENGE: "EMAIL_OTP" });
      expect(res.body).toEqual({
        __type: "InvalidParameterException",
        message: "USER_AUTH (choice-based sign-in) is not enabled for this client.",
      });
    } finally {
      await off.stop();
    }
  });

  it("with PreventUserExistenceErrors, an unknown user gets a plausible challenge that never succeeds", async () => {
    const hidden = await startTestEmulator({ config: { preventUserExistenceErrors: true } });
    try {
      const res = await initiate(hidden, { USERNAME: "nobody@example.com", PREFERRED_CHALLENGE: "EMAIL_OTP" });
      expect(res.body).toMatchObject({
        ChallengeName: "EMAIL_OTP",
        ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "n***@e***" },
      });
      expect(hidden.outbox("nobody@example.com")).toHaveLength(0);
      const answer = await respond(hidden, "EMAIL_OTP", res.body.Session, {
        USERNAME: "nobody@example.com",
        EMAIL_OTP_CODE: "123456",
      });
      expect(answer.body.__type).toBe("CodeMismatchException");
      const select = await initiate(hidden, { USERNAME: "nobody@example.com" });
      expect(select.body.AvailableChallenges).toEqual(["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"]);
    } finally {
      await hidden.stop();
    }
  });

  it("masks destinations as a***@e***", () => {
    expect(maskEmailDestination("admin@example.com")).toBe("a***@e***");
    expect(maskEmailDestination("x@localhost")).toBe("x***@l***");
  });
});
