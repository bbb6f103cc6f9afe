/**
 * Sign-up, confirmation and resend, forgotten and changed passwords, attributes and their
 * verification, account deletion: through the real client (and the SDK where it is shorter),
 * with codes read from the outbox and Cognito's error types.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserMFAPreferenceCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateGroupCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CognitoUserAttribute, type ISignUpResult } from "amazon-cognito-identity-js";
import {
  acijPool,
  acijUser,
  api,
  authenticate,
  AuthFailure,
  cb,
  completeNewPassword,
  createConfirmedUser,
  expectSuccess,
  PASSWORDS,
  sdk,
  signInSimple,
  startTestEmulator,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

describe("sign-up", () => {
  it("signs up with the real client, confirms with the code from the outbox, then signs in", async () => {
    const pool = acijPool(emu);
    const result = await cb<ISignUpResult>((done) =>
      pool.signUp(
        "new.person@example.com",
        "new-person-pass",
        [new CognitoUserAttribute({ Name: "name", Value: "New Person" })],
        [],
        done as never,
      ),
    );
    expect(result.userConfirmed).toBe(false);
    expect(result.userSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.codeDeliveryDetails).toEqual({
      AttributeName: "email",
      DeliveryMedium: "EMAIL",
      Destination: "n***@e***.com",
    });

    const outbox = (await (await fetch(`${emu.url}/_dev/outbox?to=new.person@example.com`)).json()) as Array<
      Record<string, string>
    >;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: "new.person@example.com", channel: "EMAIL", kind: "SIGN_UP" });
    const code = outbox[0]!.code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox[0]!.body).toContain(code);

    const user = acijUser(pool, "new.person@example.com");
    await expect(authenticate(user, "new-person-pass")).rejects.toMatchObject({ code: "UserNotConfirmedException" });
    await expect(
      cb((done) => user.confirmRegistration(code === "000000" ? "000001" : "000000", false, done as never)),
    ).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    await expect(cb((done) => user.confirmRegistration(code, false, done as never))).resolves.toBe("SUCCESS");
    await expect(cb((done) => user.confirmRegistration(code, false, done as never))).rejects.toMatchObject({
      code: "NotAuthorizedException",
    });
    const session = expectSuccess(
      await authenticate(acijUser(acijPool(emu), "new.person@example.com"), "new-person-pass"),
    );
    expect(session.getIdToken().decodePayload()).toMatchObject({
      email: "new.person@example.com",
      email_verified: true,
      name: "New Person",
    });
  });

  it("refuses duplicates, weak passwords and non-e-mail usernames", async () => {
    const client = sdk(emu);
    await expect(
      client.send(
        new SignUpCommand({ ClientId: emu.clientId, Username: "admin@example.com", Password: "long-enough-1" }),
      ),
    ).rejects.toMatchObject({
      name: "UsernameExistsException",
    });
    await expect(
      client.send(new SignUpCommand({ ClientId: emu.clientId, Username: "weak@example.com", Password: "short" })),
    ).rejects.toMatchObject({
      name: "InvalidPasswordException",
      message: "Password did not conform with policy: Password not long enough",
    });
    await expect(
      client.send(new SignUpCommand({ ClientId: emu.clientId, Username: "not-an-email", Password: "long-enough-1" })),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
    });
    await expect(
      client.send(
        new SignUpCommand({
          ClientId: emu.clientId,
          Username: "p@example.com",
          Password: "long-enough-1",
          UserAttributes: [{ Name: "phone_number", Value: "555" }],
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException", message: "Invalid phone number format." });
  });

  it("resends the code for the seeded unconfirmed user: the old code dies, the new one confirms", async () => {
    const client = sdk(emu);
    const seeded = emu.latestCode("unconfirmed@example.com");
    expect(seeded).toMatch(/^\d{6}$/);
    const resent = await client.send(
      new ResendConfirmationCodeCommand({ ClientId: emu.clientId, Username: "unconfirmed@example.com" }),
    );
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe("EMAIL");
    const messages = emu.outbox("unconfirmed@example.com");
    expect(messages).toHaveLength(2);
    expect(messages[0]!.kind).toBe("RESEND_CODE");
    const fresh = messages[0]!.code as string;
    if (seeded !== fresh) {
      await expect(
        client.send(
          new ConfirmSignUpCommand({
            ClientId: emu.clientId,
            Username: "unconfirmed@example.com",
            ConfirmationCode: seeded as string,
          }),
        ),
      ).rejects.toMatchObject({
        name: "CodeMismatchException",
      });
    }
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: emu.clientId,
        Username: "unconfirmed@example.com",
        ConfirmationCode: fresh,
      }),
    );
    await signInSimple(emu, "unconfirmed@example.com", PASSWORDS.unconfirmed);
    // acij/Amplify treat this exact message as "already confirmed".
    await expect(
      client.send(new ResendConfirmationCodeCommand({ ClientId: emu.clientId, Username: "unconfirmed@example.com" })),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: "User is already confirmed.",
    });
  });

  it("too many wrong codes give LimitExceededException; expired codes give ExpiredCodeException", async () => {
    const client = sdk(emu);
    await client.send(
      new SignUpCommand({ ClientId: emu.clientId, Username: "guesser@example.com", Password: "guesser-pass-1" }),
    );
    const code = emu.latestCode("guesser@example.com") as string;
    const wrong = code === "999999" ? "999998" : "999999";
    const confirm = (c: string) =>
      client.send(
        new ConfirmSignUpCommand({ ClientId: emu.clientId, Username: "guesser@example.com", ConfirmationCode: c }),
      );
    for (let i = 0; i < 4; i++) await expect(confirm(wrong)).rejects.toMatchObject({ name: "CodeMismatchException" });
    await expect(confirm(wrong)).rejects.toMatchObject({ name: "LimitExceededException" });
    await expect(confirm(code)).rejects.toMatchObject({ name: "LimitExceededException" });

    await client.send(new ResendConfirmationCodeCommand({ ClientId: emu.clientId, Username: "guesser@example.com" }));
    const next = emu.latestCode("guesser@example.com") as string;
    emu.advance(24 * 3600 * 1000 + 1000);
    try {
      await expect(confirm(next)).rejects.toMatchObject({ name: "ExpiredCodeException" });
    } finally {
      emu.advance(-(24 * 3600 * 1000 + 1000));
    }
    await client.send(new ResendConfirmationCodeCommand({ ClientId: emu.clientId, Username: "guesser@example.com" }));
    await confirm(emu.latestCode("guesser@example.com") as string);
  });
});

describe("passwords", () => {
  it("forgot password with the real client: code from the outbox, policy enforced, old password dead", async () => {
    await createConfirmedUser(emu, "forgetful@example.com", "first-password-1");
    const user = acijUser(acijPool(emu), "forgetful@example.com");
    const delivery = await new Promise<unknown>((resolve, reject) =>
      user.forgotPassword({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
    );
    expect(delivery).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: "EMAIL", Destination: "f***@e***.com" } });
    const message = emu.outbox("forgetful@example.com")[0]!;
    expect(message.kind).toBe("FORGOT_PASSWORD");
    const confirm = (code: string, pw: string) =>
      new Promise<string>((resolve, reject) =>
        user.confirmPassword(code, pw, { onSuccess: resolve, onFailure: (e) => reject(new AuthFailure(e)) }),
      );
    await expect(confirm(message.code as string, "short")).rejects.toMatchObject({ code: "InvalidPasswordException" });
    await expect(confirm(message.code === "123456" ? "654321" : "123456", "second-password-2")).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    await expect(confirm(message.code as string, "second-password-2")).resolves.toBe("SUCCESS");
    await expect(confirm(message.code as string, "third-password-3")).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    await expect(
      authenticate(acijUser(acijPool(emu), "forgetful@example.com"), "first-password-1"),
    ).rejects.toMatchObject({ code: "NotAuthorizedException" });
    await signInSimple(emu, "forgetful@example.com", "second-password-2");
  });

  it("forgot password errors: unknown user, no verified e-mail", async () => {
    const client = sdk(emu);
    await expect(
      client.send(new ForgotPasswordCommand({ ClientId: emu.clientId, Username: "ghost@example.com" })),
    ).rejects.toMatchObject({
      name: "UserNotFoundException",
    });
    await client.send(
      new SignUpCommand({ ClientId: emu.clientId, Username: "unverified@example.com", Password: "unverified-1" }),
    );
    await expect(
      client.send(new ForgotPasswordCommand({ ClientId: emu.clientId, Username: "unverified@example.com" })),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
    });
    await expect(
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: emu.clientId,
          Username: "admin@example.com",
          ConfirmationCode: "123456",
          Password: "whatever-123",
        }),
      ),
    ).rejects.toMatchObject({ name: "CodeMismatchException" });
  });

  it("changes the password of a signed-in user", async () => {
    await createConfirmedUser(emu, "changer@example.com", "change-me-1");
    const { user } = await signInSimple(emu, "changer@example.com", "change-me-1");
    await expect(
      cb((done) => user.changePassword("wrong-old-1", "changed-pass-2", done as never)),
    ).rejects.toMatchObject({ code: "NotAuthorizedException" });
    await expect(cb((done) => user.changePassword("change-me-1", "tiny", done as never))).rejects.toMatchObject({
      code: "InvalidPasswordException",
    });
    await expect(cb((done) => user.changePassword("change-me-1", "changed-pass-2", done as never))).resolves.toBe(
      "SUCCESS",
    );
    await signInSimple(emu, "changer@example.com", "changed-pass-2");
  });
});

describe("attributes", () => {
  it("updates, verifies and deletes attributes", async () => {
    await createConfirmedUser(emu, "attrs@example.com", "attrs-pass-1");
    const { user } = await signInSimple(emu, "attrs@example.com", "attrs-pass-1");
    await cb((done) =>
      user.updateAttributes(
        [
          { Name: "name", Value: "Attr Person" },
          { Name: "phone_number", Value: "+15555550100" },
        ],
        done as never,
      ),
    );
    let attrs = await cb<CognitoUserAttribute[]>((done) => user.getUserAttributes(done as never));
    const map = () => Object.fromEntries(attrs.map((a) => [a.getName(), a.getValue()]));
    expect(map()).toMatchObject({
      name: "Attr Person",
      phone_number: "+15555550100",
      phone_number_verified: "false",
      email_verified: "true",
    });
    expect(emu.latestCode("+15555550100")).toMatch(/^\d{6}$/);

    await new Promise((resolve, reject) =>
      user.getAttributeVerificationCode("phone_number", {
        onSuccess: resolve,
        onFailure: reject,
        inputVerificationCode: resolve,
      }),
    );
    const code = emu.latestCode("+15555550100") as string;
    await expect(
      new Promise((resolve, reject) =>
        user.verifyAttribute("phone_number", code === "000000" ? "000001" : "000000", {
          onSuccess: resolve,
          onFailure: reject,
        }),
      ),
    ).rejects.toMatchObject({ code: "CodeMismatchException" });
    await new Promise((resolve, reject) =>
      user.verifyAttribute("phone_number", code, { onSuccess: resolve, onFailure: reject }),
    );
    attrs = await cb<CognitoUserAttribute[]>((done) => user.getUserAttributes(done as never));
    expect(map().phone_number_verified).toBe("true");

    await cb((done) => user.deleteAttributes(["name"], done as never));
    attrs = await cb<CognitoUserAttribute[]>((done) => user.getUserAttributes(done as never));
    expect(map().name).toBeUndefined();
    await expect(
      cb((done) => user.updateAttributes([{ Name: "sub", Value: "x" }], done as never)),
    ).rejects.toMatchObject({ code: "InvalidParameterException" });
    await expect(
      cb((done) => user.updateAttributes([{ Name: "email_verified", Value: "true" }], done as never)),
    ).rejects.toMatchObject({ code: "NotAuthorizedException" });
  });

  it("deletes the account", async () => {
    await createConfirmedUser(emu, "leaver@example.com", "leaver-pass-1");
    const { user, session } = await signInSimple(emu, "leaver@example.com", "leaver-pass-1");
    await expect(cb((done) => user.deleteUser(done as never))).resolves.toBe("SUCCESS");
    const res = await api(emu, "GetUser", { AccessToken: session.getAccessToken().getJwtToken() });
    expect(res.status).toBe(400);
    expect(res.body.__type).toMatch(/NotAuthorizedException|UserNotFoundException/);
    await expect(authenticate(acijUser(acijPool(emu), "leaver@example.com"), "leaver-pass-1")).rejects.toMatchObject({
      code: "UserNotFoundException",
    });
  });
});

describe("admin operations (SDK with dummy credentials)", () => {
  it("AdminGetUser and AdminListGroupsForUser", async () => {
    const client = sdk(emu);
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: emu.poolId, Username: "super.admin@example.com" }),
    );
    expect(user).toMatchObject({ Username: "super.admin@example.com", UserStatus: "CONFIRMED", Enabled: true });
    expect(user.UserCreateDate).toBeInstanceOf(Date);
    const groups = await client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: emu.poolId, Username: "super.admin@example.com" }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(["Admins"]);
    await expect(
      client.send(new AdminGetUserCommand({ UserPoolId: emu.poolId, Username: "ghost@example.com" })),
    ).rejects.toMatchObject({ name: "UserNotFoundException" });
    await expect(
      client.send(new AdminGetUserCommand({ UserPoolId: "us-east-1_Other", Username: "admin@example.com" })),
    ).rejects.toMatchObject({
      name: "ResourceNotFoundException",
    });
  });

  it("CreateGroup adds a group users can join; a second one of the name, or a bad name, is refused", async () => {
    const client = sdk(emu);
    const created = await client.send(
      new CreateGroupCommand({
        UserPoolId: emu.poolId,
        GroupName: "Editors",
        Description: "Content editors",
        Precedence: 5,
      }),
    );
    expect(created.Group).toMatchObject({ GroupName: "Editors", Description: "Content editors", Precedence: 5 });
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: emu.poolId, Username: "admin@example.com", GroupName: "Editors" }),
    );
    const groups = await client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: emu.poolId, Username: "admin@example.com" }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(["Editors"]);
    await expect(
      client.send(new CreateGroupCommand({ UserPoolId: emu.poolId, GroupName: "Editors" })),
    ).rejects.toMatchObject({ name: "GroupExistsException" });
    await expect(
      client.send(new CreateGroupCommand({ UserPoolId: emu.poolId, GroupName: "two words" })),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
  });

  it("AdminSetUserMFAPreference turning TOTP off resets the user's MFA: no code asked at the next sign-in", async () => {
    const client = sdk(emu);
    const username = "totp.admin@example.com";
    const before = await client.send(new AdminGetUserCommand({ UserPoolId: emu.poolId, Username: username }));
    expect(before.UserMFASettingList).toEqual(["SOFTWARE_TOKEN_MFA"]);
    expect((await authenticate(acijUser(acijPool(emu), username), PASSWORDS.totp)).kind).toBe("totpRequired");
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: emu.poolId,
        Username: username,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        SMSMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const after = await client.send(new AdminGetUserCommand({ UserPoolId: emu.poolId, Username: username }));
    expect(after.UserMFASettingList).toBeUndefined();
    expect(after.PreferredMfaSetting).toBeUndefined();
    expectSuccess(await authenticate(acijUser(acijPool(emu), username), PASSWORDS.totp));
    await expect(
      client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: emu.poolId,
          Username: "admin@example.com",
          SMSMfaSettings: { Enabled: true },
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
    await expect(
      client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: emu.poolId,
          Username: "ghost@example.com",
          SoftwareTokenMfaSettings: { Enabled: false },
        }),
      ),
    ).rejects.toMatchObject({ name: "UserNotFoundException" });
  });

  it("AdminCreateUser with a temporary password leads to NEW_PASSWORD_REQUIRED", async () => {
    const client = sdk(emu);
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: emu.poolId,
        Username: "invited@example.com",
        TemporaryPassword: "Invite-Temp-1",
        UserAttributes: [{ Name: "email_verified", Value: "true" }],
      }),
    );
    expect(created.User?.UserStatus).toBe("FORCE_CHANGE_PASSWORD");
    expect(emu.outbox("invited@example.com")[0]).toMatchObject({ kind: "ADMIN_CREATE_USER", code: "Invite-Temp-1" });
    const user = acijUser(acijPool(emu), "invited@example.com");
    expect((await authenticate(user, "Invite-Temp-1")).kind).toBe("newPasswordRequired");
    expectSuccess(await completeNewPassword(user, "Invite-Final-2"));
    await expect(
      client.send(new AdminCreateUserCommand({ UserPoolId: emu.poolId, Username: "invited@example.com" })),
    ).rejects.toMatchObject({
      name: "UsernameExistsException",
    });
  });

  it("AdminResetUserPassword: sign-in gives PasswordResetRequiredException until the user resets with the mailed code", async () => {
    await createConfirmedUser(emu, "reset.me@example.com", "reset-me-pass-1");
    await sdk(emu).send(
      new AdminResetUserPasswordCommand({ UserPoolId: emu.poolId, Username: "reset.me@example.com" }),
    );
    await expect(
      authenticate(acijUser(acijPool(emu), "reset.me@example.com"), "reset-me-pass-1"),
    ).rejects.toMatchObject({
      code: "PasswordResetRequiredException",
    });
    const code = emu.outbox("reset.me@example.com")[0];
    expect(code?.kind).toBe("FORGOT_PASSWORD");
    await sdk(emu).send(
      new ConfirmForgotPasswordCommand({
        ClientId: emu.clientId,
        Username: "reset.me@example.com",
        ConfirmationCode: code?.code as string,
        Password: "reset-done-pass-2",
      }),
    );
    await signInSimple(emu, "reset.me@example.com", "reset-done-pass-2");
  });

  it("admin calls need a signed request", async () => {
    const res = await api(emu, "AdminGetUser", { UserPoolId: emu.poolId, Username: "admin@example.com" });
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe("MissingAuthenticationTokenException");
  });
});
