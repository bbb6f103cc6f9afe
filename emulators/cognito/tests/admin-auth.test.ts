/**
 * AdminInitiateAuth and AdminRespondToAuthChallenge, the server-side sign-in, with the real SDK: the password in
 * the request (ADMIN_USER_PASSWORD_AUTH), SRP, refresh, the same challenges as InitiateAuth (TOTP, new password),
 * device keys, the app client's ALLOW_ADMIN_USER_PASSWORD_AUTH and the IAM credentials admin calls need.
 */
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  type AdminInitiateAuthCommandInput,
} from "@aws-sdk/client-cognito-identity-provider";
import { g, modPowN } from "../srp";
import {
  api,
  decodePayload,
  freshTotp,
  passwordVerifierResponses,
  PASSWORDS,
  sdk,
  srpClientStart,
  startTestEmulator,
  TOTP_SECRET,
  verifierFor,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  // ALLOW_ADMIN_USER_PASSWORD_AUTH on, as a server-side client may have it (the site's deployed client does not).
  emu = await startTestEmulator({ config: { allowAdminUserPasswordAuth: true } });
});
afterAll(() => emu.stop());

function adminAuth(target: TestEmulator, input: Partial<AdminInitiateAuthCommandInput>) {
  return sdk(target).send(
    new AdminInitiateAuthCommand({
      UserPoolId: target.poolId,
      ClientId: target.clientId,
      AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
      ...input,
    }),
  );
}

const passwordAuth = (username: string, password: string, extra: Record<string, string> = {}) =>
  adminAuth(emu, { AuthParameters: { USERNAME: username, PASSWORD: password, ...extra } });

describe("AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH", () => {
  it("signs a user in with the password in the request: Cognito's tokens, NewDeviceMetadata, then REFRESH_TOKEN_AUTH", async () => {
    const out = await passwordAuth("super.admin@example.com", PASSWORDS.super);
    const r = out.AuthenticationResult;
    expect(out.ChallengeName).toBeUndefined();
    await (await verifierFor(emu, "id", ["Admins"])).verify(r?.IdToken as string);
    await (await verifierFor(emu, "access")).verify(r?.AccessToken as string);
    expect(r?.NewDeviceMetadata?.DeviceKey).toBeTruthy();
    expect(decodePayload(r?.AccessToken as string).device_key).toBe(r?.NewDeviceMetadata?.DeviceKey);

    const refreshed = await adminAuth(emu, {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: r?.RefreshToken as string },
    });
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
    expect(decodePayload(refreshed.AuthenticationResult?.AccessToken as string).origin_jti).toBe(
      decodePayload(r?.AccessToken as string).origin_jti,
    );
    // The legacy name of the flow works too.
    const legacy = await adminAuth(emu, {
      AuthFlow: "ADMIN_NO_SRP_AUTH",
      AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin },
    });
    expect(legacy.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it("goes through the user's MFA and NEW_PASSWORD_REQUIRED with AdminRespondToAuthChallenge", async () => {
    const mfa = await passwordAuth("totp.admin@example.com", PASSWORDS.totp);
    expect(mfa.ChallengeName).toBe("SOFTWARE_TOKEN_MFA");
    const wrong = await sdk(emu)
      .send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: emu.poolId,
          ClientId: emu.clientId,
          ChallengeName: "SOFTWARE_TOKEN_MFA",
          Session: mfa.Session,
          ChallengeResponses: { USERNAME: "totp.admin@example.com", SOFTWARE_TOKEN_MFA_CODE: "000000" },
        }),
      )
      .catch((e: Error) => e);
    expect(wrong).toMatchObject({ name: "CodeMismatchException" });
    const done = await sdk(emu).send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: emu.poolId,
        ClientId: emu.clientId,
        ChallengeName: "SOFTWARE_TOKEN_MFA",
        Session: mfa.Session,
        ChallengeResponses: {
          USERNAME: "totp.admin@example.com",
          SOFTWARE_TOKEN_MFA_CODE: freshTotp(emu, "totp.admin@example.com", TOTP_SECRET),
        },
      }),
    );
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();

    const temp = await passwordAuth("new.admin@example.com", PASSWORDS.temp);
    expect(temp.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
    const changed = await sdk(emu).send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: emu.poolId,
        ClientId: emu.clientId,
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: temp.Session,
        ChallengeResponses: { USERNAME: "new.admin@example.com", NEW_PASSWORD: "Brand-New-Pass-1" },
      }),
    );
    expect(changed.AuthenticationResult?.IdToken).toBeTruthy();
    expect((await passwordAuth("new.admin@example.com", "Brand-New-Pass-1")).AuthenticationResult).toBeTruthy();
  });

  it("a DEVICE_KEY of the user's confirmed device asks for the device proof (DEVICE_SRP_AUTH); an unknown one gets a new device", async () => {
    const first = await passwordAuth("admin@example.com", PASSWORDS.admin);
    const key = first.AuthenticationResult?.NewDeviceMetadata?.DeviceKey as string;
    // As ConfirmDevice would leave it (devices.test.ts runs the real device SRP through acij).
    emu.context.store.state.devices[key] = { ...emu.context.store.state.devices[key]!, confirmed: true };
    const again = await passwordAuth("admin@example.com", PASSWORDS.admin, { DEVICE_KEY: key });
    expect(again.ChallengeName).toBe("DEVICE_SRP_AUTH");
    expect(again.Session).toBeTruthy();
    const unknown = await passwordAuth("admin@example.com", PASSWORDS.admin, { DEVICE_KEY: "us-east-1_nope" });
    expect(unknown.AuthenticationResult?.NewDeviceMetadata?.DeviceKey).toBeTruthy();
  });

  it("refuses a wrong password, the user flow USER_PASSWORD_AUTH and a flow that does not exist", async () => {
    await expect(passwordAuth("admin@example.com", "wrong-password")).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Incorrect username or password.",
    });
    await expect(
      adminAuth(emu, {
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin },
      }),
    ).rejects.toMatchObject({ name: "InvalidParameterException", message: "Initiate Auth method not supported." });
    // There is no ADMIN_USER_SRP_AUTH in Cognito: admin SRP is USER_SRP_AUTH on AdminInitiateAuth.
    await expect(
      adminAuth(emu, { AuthFlow: "ADMIN_USER_SRP_AUTH" as never, AuthParameters: { USERNAME: "admin@example.com" } }),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: expect.stringMatching(
        /^1 validation error detected: Value 'ADMIN_USER_SRP_AUTH' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: \[.*USER_SRP_AUTH.*\]$/,
      ),
    });
  });
});

describe("AdminInitiateAuth USER_SRP_AUTH", () => {
  it("answers PASSWORD_VERIFIER, and AdminRespondToAuthChallenge with the SRP proof gives tokens", async () => {
    const client = srpClientStart();
    const init = await adminAuth(emu, {
      AuthFlow: "USER_SRP_AUTH",
      AuthParameters: { USERNAME: "super.admin@example.com", SRP_A: client.srpA },
    });
    expect(init.ChallengeName).toBe("PASSWORD_VERIFIER");
    const challenge = init.ChallengeParameters as Record<string, string>;
    const out = await sdk(emu).send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: emu.poolId,
        ClientId: emu.clientId,
        ChallengeName: "PASSWORD_VERIFIER",
        Session: init.Session,
        ChallengeResponses: passwordVerifierResponses(emu, client, challenge, PASSWORDS.super),
      }),
    );
    expect(decodePayload(out.AuthenticationResult?.IdToken as string)["cognito:username"]).toBe(
      "super.admin@example.com",
    );
  });
});

describe("what admin sign-in requires", () => {
  it("IAM credentials (a SigV4 Authorization header) and this pool's id", async () => {
    const unsigned = await api(emu, "AdminInitiateAuth", {
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({
      __type: "MissingAuthenticationTokenException",
      message: "Missing Authentication Token",
    });
    const respondUnsigned = await api(emu, "AdminRespondToAuthChallenge", {
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      ChallengeResponses: { USERNAME: "admin@example.com" },
    });
    expect(respondUnsigned.body.__type).toBe("MissingAuthenticationTokenException");
    await expect(
      adminAuth(emu, {
        UserPoolId: "us-east-1_OtherPool",
        AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin },
      }),
    ).rejects.toMatchObject({
      name: "ResourceNotFoundException",
      message: "User pool us-east-1_OtherPool does not exist.",
    });
  });

  it("an app client without ALLOW_ADMIN_USER_PASSWORD_AUTH (the deployed one) refuses the flow, and still allows admin SRP", async () => {
    const locked = await startTestEmulator();
    try {
      await expect(
        adminAuth(locked, { AuthParameters: { USERNAME: "admin@example.com", PASSWORD: PASSWORDS.admin } }),
      ).rejects.toMatchObject({ name: "InvalidParameterException", message: "Auth flow not enabled for this client" });
      const srp = await adminAuth(locked, {
        AuthFlow: "USER_SRP_AUTH",
        AuthParameters: { USERNAME: "admin@example.com", SRP_A: modPowN(g, 12345n).toString(16) },
      });
      expect(srp.ChallengeName).toBe("PASSWORD_VERIFIER");
    } finally {
      await locked.stop();
    }
  });
});
