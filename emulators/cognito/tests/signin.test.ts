/**
 * SRP sign-in of every seeded user with the real amazon-cognito-identity-js, through its
 * challenges, and the errors Cognito gives for wrong credentials.
 */
import { InitiateAuthCommand, RespondToAuthChallengeCommand } from "@aws-sdk/client-cognito-identity-provider";
import {
  acijPool,
  acijUser,
  api,
  authenticate,
  AuthFailure,
  completeNewPassword,
  decodePayload,
  expectSuccess,
  MemoryStorage,
  PASSWORDS,
  sdk,
  sendMfaCode,
  signInSimple,
  startTestEmulator,
  TOTP_SECRET,
  freshTotp,
  verifierFor,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  // ALLOW_USER_PASSWORD_AUTH on, as a client may have it (the deployed one does not; see "the deployed client" below).
  emu = await startTestEmulator({ config: { allowUserPasswordAuth: true } });
});
afterAll(async () => {
  await emu.stop();
});

async function failure(p: Promise<unknown>): Promise<AuthFailure> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AuthFailure) return e;
    throw e;
  }
  throw new Error("expected a failure");
}

describe("SRP sign-in with amazon-cognito-identity-js", () => {
  it("signs in super.admin (group Admins) with tokens that aws-jwt-verify accepts", async () => {
    const { session } = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    const idToken = session.getIdToken().getJwtToken();
    const accessToken = session.getAccessToken().getJwtToken();
    const id = await (await verifierFor(emu, "id", ["Admins"])).verify(idToken);
    const access = await (await verifierFor(emu, "access")).verify(accessToken);
    expect(id).toMatchObject({
      sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000001",
      aud: emu.clientId,
      email: "super.admin@example.com",
      email_verified: true,
      "cognito:username": "super.admin@example.com",
      "cognito:groups": ["Admins"],
      token_use: "id",
      iss: `http://localhost:${emu.port}/${emu.poolId}`,
    });
    for (const claim of ["auth_time", "iat", "exp", "origin_jti", "jti"]) expect(id).toHaveProperty(claim);
    expect((id.exp as number) - (id.iat as number)).toBe(3600);
    expect(access).toMatchObject({
      client_id: emu.clientId,
      scope: "aws.cognito.signin.user.admin",
      username: "super.admin@example.com",
      token_use: "access",
      origin_jti: id.origin_jti,
    });
    expect(access).toHaveProperty("jti");
    expect(session.getRefreshToken().getToken().length).toBeGreaterThan(100);
    expect(session.isValid()).toBe(true);
  });

  it("signs in admin (no group): no cognito:groups claim, and the Admins group check fails", async () => {
    const { session } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
    const payload = session.getIdToken().decodePayload();
    expect(payload["cognito:groups"]).toBeUndefined();
    await expect(
      (await verifierFor(emu, "id", ["Admins"])).verify(session.getIdToken().getJwtToken()),
    ).rejects.toThrow();
    await expect((await verifierFor(emu, "id")).verify(session.getIdToken().getJwtToken())).resolves.toBeTruthy();
  });

  it("usernames are case-insensitive; USER_ID_FOR_SRP carries the stored one", async () => {
    const { session } = await signInSimple(emu, "Super.Admin@Example.com", PASSWORDS.super);
    expect(session.getIdToken().decodePayload()["cognito:username"]).toBe("super.admin@example.com");
  });

  it("signs in totp.admin through SOFTWARE_TOKEN_MFA with a code computed from the secret", async () => {
    const pool = acijPool(emu);
    const user = acijUser(pool, "totp.admin@example.com");
    const first = await authenticate(user, PASSWORDS.totp);
    expect(first.kind).toBe("totpRequired");
    const wrong = await failure(sendMfaCode(user, "000000", "SOFTWARE_TOKEN_MFA"));
    expect(wrong.code).toBe("CodeMismatchException");
    const code = freshTotp(emu, "totp.admin@example.com", TOTP_SECRET);
    const session = expectSuccess(await sendMfaCode(user, code, "SOFTWARE_TOKEN_MFA"));
    expect(session.getIdToken().decodePayload().email).toBe("totp.admin@example.com");

    // The same code again (replay) is refused, in a new sign-in.
    const again = acijUser(acijPool(emu), "totp.admin@example.com");
    expect((await authenticate(again, PASSWORDS.totp)).kind).toBe("totpRequired");
    const replay = await failure(sendMfaCode(again, code, "SOFTWARE_TOKEN_MFA"));
    expect(replay.code).toBe("ExpiredCodeException");
    expectSuccess(
      await sendMfaCode(again, freshTotp(emu, "totp.admin@example.com", TOTP_SECRET), "SOFTWARE_TOKEN_MFA"),
    );
  });

  it("takes new.admin through NEW_PASSWORD_REQUIRED, enforcing the policy, then signs in with the new password", async () => {
    const user = acijUser(acijPool(emu), "new.admin@example.com");
    const first = await authenticate(user, PASSWORDS.temp);
    expect(first).toMatchObject({ kind: "newPasswordRequired", requiredAttributes: [] });
    if (first.kind === "newPasswordRequired") expect(first.userAttributes.email).toBe("new.admin@example.com");
    const weak = await failure(completeNewPassword(user, "short"));
    expect(weak.code).toBe("InvalidPasswordException");
    // The challenge session survives a policy error; the next attempt goes through.
    const done = expectSuccess(await completeNewPassword(user, "Brand-New-Pass-1"));
    expect(done.getIdToken().decodePayload()["cognito:username"]).toBe("new.admin@example.com");
    await signInSimple(emu, "new.admin@example.com", "Brand-New-Pass-1");
    const old = await failure(authenticate(acijUser(acijPool(emu), "new.admin@example.com"), PASSWORDS.temp));
    expect(old.code).toBe("NotAuthorizedException");
  });

  it("refuses unconfirmed@example.com with UserNotConfirmedException (after checking the password)", async () => {
    const right = await failure(
      authenticate(acijUser(acijPool(emu), "unconfirmed@example.com"), PASSWORDS.unconfirmed),
    );
    expect(right.code).toBe("UserNotConfirmedException");
    expect(right.cause.message).toBe("User is not confirmed.");
    const wrong = await failure(authenticate(acijUser(acijPool(emu), "unconfirmed@example.com"), "wrong-password"));
    expect(wrong.code).toBe("NotAuthorizedException");
  });

  it("gives NotAuthorizedException for a wrong password and UserNotFoundException for an unknown user", async () => {
    const wrong = await failure(authenticate(acijUser(acijPool(emu), "admin@example.com"), "not-my-password"));
    expect(wrong.code).toBe("NotAuthorizedException");
    expect(wrong.cause.message).toBe("Incorrect username or password.");
    const unknown = await failure(authenticate(acijUser(acijPool(emu), "nobody@example.com"), "whatever-123"));
    expect(unknown.code).toBe("UserNotFoundException");
  });

  it("supports USER_PASSWORD_AUTH with the real client", async () => {
    const user = acijUser(acijPool(emu, new MemoryStorage()), "admin@example.com");
    const session = expectSuccess(await authenticate(user, PASSWORDS.admin, "USER_PASSWORD_AUTH"));
    expect(session.getAccessToken().decodePayload().username).toBe("admin@example.com");
  });
});

describe("sessions and errors through the AWS SDK", () => {
  const client = () => sdk(emu);

  it("USER_PASSWORD_AUTH via the SDK, with Cognito's error types", async () => {
    const ok = await client().send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: emu.clientId,
        AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin },
      }),
    );
    expect(ok.AuthenticationResult?.TokenType).toBe("Bearer");
    expect(ok.AuthenticationResult?.ExpiresIn).toBe(300); // the deployed pool's 5 minutes
    expect(ok.AuthenticationResult?.NewDeviceMetadata?.DeviceKey).toMatch(/^us-east-1_/);
    await expect(
      client().send(
        new InitiateAuthCommand({
          AuthFlow: "USER_PASSWORD_AUTH",
          ClientId: emu.clientId,
          AuthParameters: { USERNAME: "admin@example.com", PASSWORD: "nope-nope" },
        }),
      ),
    ).rejects.toMatchObject({ name: "NotAuthorizedException", $metadata: { httpStatusCode: 400 } });
    await expect(
      client().send(
        new InitiateAuthCommand({
          AuthFlow: "USER_PASSWORD_AUTH",
          ClientId: "unknownclient",
          AuthParameters: { USERNAME: "a", PASSWORD: "b" },
        }),
      ),
    ).rejects.toMatchObject({ name: "ResourceNotFoundException" });
    await expect(
      client().send(
        new InitiateAuthCommand({
          AuthFlow: "CUSTOM_AUTH",
          ClientId: emu.clientId,
          AuthParameters: { USERNAME: "admin@example.com" },
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException", message: expect.stringContaining("CUSTOM_AUTH") });
  });

  it("challenge sessions are single-use and bound to their challenge", async () => {
    const first = await client().send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: emu.clientId,
        AuthParameters: { USERNAME: "totp.admin@example.com", PASSWORD: PASSWORDS.totp },
      }),
    );
    expect(first.ChallengeName).toBe("SOFTWARE_TOKEN_MFA");
    expect(first.Session).toBeTruthy();
    const respond = (code: string, name: "SOFTWARE_TOKEN_MFA" | "SMS_MFA" = "SOFTWARE_TOKEN_MFA") =>
      client().send(
        new RespondToAuthChallengeCommand({
          ClientId: emu.clientId,
          ChallengeName: name,
          Session: first.Session,
          ChallengeResponses: { USERNAME: "totp.admin@example.com", SOFTWARE_TOKEN_MFA_CODE: code, SMS_MFA_CODE: code },
        }),
      );
    await expect(respond("123456", "SMS_MFA")).rejects.toMatchObject({ name: "InvalidParameterException" });
    const ok = await respond(freshTotp(emu, "totp.admin@example.com", TOTP_SECRET));
    expect(ok.AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(respond("123456")).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: expect.stringContaining("only be used once"),
    });
  });

  it("challenge sessions expire after 3 minutes", async () => {
    const first = await client().send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: emu.clientId,
        AuthParameters: { USERNAME: "totp.admin@example.com", PASSWORD: PASSWORDS.totp },
      }),
    );
    emu.advance(181_000);
    try {
      await expect(
        client().send(
          new RespondToAuthChallengeCommand({
            ClientId: emu.clientId,
            ChallengeName: "SOFTWARE_TOKEN_MFA",
            Session: first.Session,
            ChallengeResponses: { USERNAME: "totp.admin@example.com", SOFTWARE_TOKEN_MFA_CODE: "123456" },
          }),
        ),
      ).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: "Invalid session for the user, session is expired.",
      });
    } finally {
      emu.advance(-181_000);
    }
  });

  it("too many wrong MFA codes end the session with LimitExceededException", async () => {
    const first = await client().send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: emu.clientId,
        AuthParameters: { USERNAME: "totp.admin@example.com", PASSWORD: PASSWORDS.totp },
      }),
    );
    const wrong = () =>
      client().send(
        new RespondToAuthChallengeCommand({
          ClientId: emu.clientId,
          ChallengeName: "SOFTWARE_TOKEN_MFA",
          Session: first.Session,
          ChallengeResponses: { USERNAME: "totp.admin@example.com", SOFTWARE_TOKEN_MFA_CODE: "000001" },
        }),
      );
    for (let i = 0; i < 4; i++) await expect(wrong()).rejects.toMatchObject({ name: "CodeMismatchException" });
    await expect(wrong()).rejects.toMatchObject({ name: "LimitExceededException" });
    await expect(wrong()).rejects.toMatchObject({ name: "NotAuthorizedException" });
  });

  it("a forged PASSWORD_VERIFIER signature is refused", async () => {
    const start = await api(emu, "InitiateAuth", {
      AuthFlow: "USER_SRP_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { USERNAME: "admin@example.com", SRP_A: "abcdef0123456789".repeat(24) },
    });
    expect(start.status).toBe(200);
    const params = start.body.ChallengeParameters as Record<string, string>;
    expect(Object.keys(params).sort()).toEqual(["SALT", "SECRET_BLOCK", "SRP_B", "USERNAME", "USER_ID_FOR_SRP"]);
    const res = await api(emu, "RespondToAuthChallenge", {
      ClientId: emu.clientId,
      ChallengeName: "PASSWORD_VERIFIER",
      Session: start.body.Session,
      ChallengeResponses: {
        USERNAME: "admin@example.com",
        PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK,
        PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString("base64"),
        TIMESTAMP: new Date()
          .toUTCString()
          .replace(
            /^(\w+), (\d+) (\w+) (\d+) ([\d:]+) GMT$/,
            (_m, d, day, mon, y, t) => `${d} ${mon} ${Number(day)} ${t} UTC ${y}`,
          ),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ __type: "NotAuthorizedException", message: "Incorrect username or password." });
    expect(res.headers.get("x-amzn-errortype")).toBe("NotAuthorizedException:");
  });

  it("reports its own time per request in Server-Timing", async () => {
    const res = await api(emu, "GetUser", { AccessToken: "x" });
    expect(res.headers.get("server-timing")).toMatch(/^emu;desc="GetUser";dur=\d+(\.\d+)?$/);
    expect(decodePayload).toBeDefined();
  });
});
