/**
 * @jest-environment node
 *
 * The authenticator flow with the real services (amazon-cognito-identity-js) against the local Cognito
 * emulator: each seeded account's path through the flow, as the sign-in screens will drive it.
 */
import { createCognitoServices } from "./services";
import type { ServerSession } from "../session/serverSession";
import { startedFlow, submitForm } from "../../../test/authFlow";
import type { AuthServices } from "../flow/types";
import {
  createConfirmedUser,
  freshTotp,
  MemoryStorage,
  PASSWORDS,
  sdk,
  startTestEmulator,
  TOTP_SECRET,
  type TestEmulator,
} from "../../../emulators/cognito/testing";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

function services(storage = new MemoryStorage()): AuthServices {
  return createCognitoServices({
    settings: { userPoolId: emu.poolId, clientId: emu.clientId, endpoint: `${emu.url}/`, hostedUiDomain: "" },
    storage,
  });
}

async function latestCode(to: string): Promise<string> {
  const messages = (await (await fetch(`${emu.url}/_dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{
    code?: string;
  }>;
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => quiet.mockRestore());

it("super admin: signs in with SRP, carries the Admins group, stays signed in across a reload, signs out with revocation", async () => {
  const storage = new MemoryStorage();
  const auth = await startedFlow(services(storage));
  expect(auth.getContext().route).toBe("signIn");
  const ctx = await submitForm(auth, { username: "super.admin@example.com", password: PASSWORDS.super });
  expect(ctx.route).toBe("authenticated");
  expect(ctx.user).toMatchObject({ username: "super.admin@example.com", groups: ["Admins"] });

  // A reload: a new flow over the same storage finds the current user.
  const reloaded = await startedFlow(services(storage));
  expect(reloaded.getContext()).toMatchObject({ route: "authenticated", user: { groups: ["Admins"] } });

  reloaded.send({ type: "SIGN_OUT" });
  expect((await reloaded.settled()).route).toBe("signIn");
  expect(emu.operations).toContain("RevokeToken");
  expect((await startedFlow(services(storage))).getContext().route).toBe("signIn");
});

it("a wrong password from the emulator shows the form's words, not Cognito's, on the sign-in form", async () => {
  const auth = await startedFlow(services());
  expect(await submitForm(auth, { username: "admin@example.com", password: "wrong-password" })).toMatchObject({
    route: "signIn",
    remoteError: "That user name and password do not match an account. Check both, or reset your password.",
  });
});

it("TOTP admin: the authenticator-app code screen, then signed in without the Admins group", async () => {
  const auth = await startedFlow(services());
  expect((await submitForm(auth, { username: "totp.admin@example.com", password: PASSWORDS.totp })).route).toBe(
    "confirmSignIn",
  );
  const ctx = await submitForm(auth, { confirmation_code: freshTotp(emu, "totp.admin@example.com", TOTP_SECRET) });
  expect(ctx).toMatchObject({ route: "authenticated", user: { username: "totp.admin@example.com", groups: [] } });
});

it("new admin: forced to choose a new password (validated), then signed in", async () => {
  const auth = await startedFlow(services());
  expect((await submitForm(auth, { username: "new.admin@example.com", password: PASSWORDS.temp })).route).toBe(
    "forceNewPassword",
  );
  expect((await submitForm(auth, { password: "short", confirm_password: "short" })).validationErrors).toEqual({
    password: "Password must have at least 8 characters",
  });
  const ctx = await submitForm(auth, { password: "Chosen-Pass-2026", confirm_password: "Chosen-Pass-2026" });
  expect(ctx.route).toBe("authenticated");
});

it("unconfirmed user: sign-in resends the code, the code from the outbox confirms and signs in", async () => {
  const auth = await startedFlow(services());
  const ctx = await submitForm(auth, { username: "unconfirmed@example.com", password: PASSWORDS.unconfirmed });
  expect(ctx).toMatchObject({ route: "confirmSignUp", redirectIntent: "confirmSignUp" });
  expect((await submitForm(auth, { confirmation_code: await latestCode("unconfirmed@example.com") })).route).toBe(
    "authenticated",
  );
});

it("sign-up of a new account: confirm with the e-mailed code, signed in automatically", async () => {
  const auth = await startedFlow(services());
  auth.send({ type: "SIGN_UP" });
  const ctx = await submitForm(auth, {
    username: "fresh.person@example.com",
    email: "fresh.person@example.com",
    password: "Fresh-Person-1",
    confirm_password: "Fresh-Person-1",
  });
  expect(ctx).toMatchObject({ route: "confirmSignUp", codeDeliveryDetails: { DeliveryMedium: "EMAIL" } });
  expect((await submitForm(auth, { confirmation_code: await latestCode("fresh.person@example.com") })).route).toBe(
    "authenticated",
  );
});

it("reset password: the code from the outbox sets a new password, then sign-in works with it", async () => {
  const auth = await startedFlow(services());
  auth.send({ type: "RESET_PASSWORD" });
  expect((await submitForm(auth, { username: "admin@example.com" })).route).toBe("confirmResetPassword");
  const code = await latestCode("admin@example.com");
  expect(
    (
      await submitForm(auth, {
        confirmation_code: code,
        password: "Reset-Pass-2026",
        confirm_password: "Reset-Pass-2026",
      })
    ).route,
  ).toBe("signIn");
  expect((await submitForm(auth, { username: "admin@example.com", password: "Reset-Pass-2026" })).route).toBe(
    "authenticated",
  );
});

it("a user with only an unverified e-mail is asked to verify it, confirms the code, and is signed in verified", async () => {
  const { AdminCreateUserCommand, AdminSetUserPasswordCommand, AdminGetUserCommand } =
    await import("@aws-sdk/client-cognito-identity-provider");
  const client = sdk(emu);
  const username = "unverified.contact@example.com";
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: emu.poolId,
      Username: username,
      MessageAction: "SUPPRESS",
      UserAttributes: [
        { Name: "email", Value: username },
        { Name: "email_verified", Value: "false" },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: emu.poolId,
      Username: username,
      Password: "Unverified-1",
      Permanent: true,
    }),
  );

  const auth = await startedFlow(services());
  const ctx = await submitForm(auth, { username, password: "Unverified-1" });
  expect(ctx).toMatchObject({
    route: "verifyUser",
    unverifiedContactMethods: { email: username },
    attributeToVerify: "email",
  });
  expect((await submitForm(auth, { unverifiedAttr: "email" })).route).toBe("confirmVerifyUser");
  expect((await submitForm(auth, { confirmation_code: await latestCode(username) })).route).toBe("authenticated");
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: emu.poolId, Username: username }));
  expect(user.UserAttributes?.find((a) => a.Name === "email_verified")?.Value).toBe("true");
});

describe("with the refresh token held by a server (serverSession)", () => {
  /**
   * A stand-in for the site's functions: it keeps the token it is handed and renews with REFRESH_TOKEN_AUTH
   * against the emulator, as POST /api/auth/refresh does; the real functions have their own tests.
   */
  function serverStandIn() {
    let held: string | null = null;
    const calls: string[] = [];
    const server: ServerSession = {
      async handOver(storage) {
        const user = storage.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.LastAuthUser`);
        const key = `CognitoIdentityServiceProvider.${emu.clientId}.${user}.refreshToken`;
        const token = storage.getItem(key);
        if (!token) return { held: held !== null, contact: null };
        calls.push("handOver");
        held = token;
        storage.removeItem(key);
        return { held: true, contact: null };
      },
      isServerHeld: () => held !== null,
      async renew(storage) {
        calls.push("renew");
        const user = storage.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.LastAuthUser`);
        const res = await fetch(`${emu.url}/`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-amz-json-1.1",
            "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
          },
          body: JSON.stringify({
            AuthFlow: "REFRESH_TOKEN_AUTH",
            ClientId: emu.clientId,
            AuthParameters: { REFRESH_TOKEN: held },
          }),
        });
        const body = (await res.json()) as { AuthenticationResult?: { IdToken: string; AccessToken: string } };
        if (!body.AuthenticationResult) throw Object.assign(new Error("refused"), { code: "NotAuthorizedException" });
        const prefix = `CognitoIdentityServiceProvider.${emu.clientId}.${user}`;
        storage.setItem(`${prefix}.idToken`, body.AuthenticationResult.IdToken);
        storage.setItem(`${prefix}.accessToken`, body.AuthenticationResult.AccessToken);
        storage.setItem(`${prefix}.clockDrift`, "0");
      },
      async end() {
        calls.push("end");
        held = null;
        return { confirmed: true };
      },
    };
    return { server, calls, held: () => held };
  }

  function serverServices(storage: MemoryStorage, server: ServerSession) {
    return createCognitoServices({
      settings: { userPoolId: emu.poolId, clientId: emu.clientId, endpoint: `${emu.url}/`, hostedUiDomain: "" },
      storage,
      serverSession: server,
    });
  }

  const USER = "held.by.server@example.com";
  const PASSWORD = "Held-By-Server-1";
  const key = (name: string) => `CognitoIdentityServiceProvider.${emu.clientId}.${USER}.${name}`;
  beforeAll(() => createConfirmedUser(emu, USER, PASSWORD));

  it("hands the refresh token over after sign-in, renews an expired session through the server, signs out there", async () => {
    const storage = new MemoryStorage();
    const { server, calls, held } = serverStandIn();
    const auth = await startedFlow(serverServices(storage, server));
    const ctx = await submitForm(auth, { username: USER, password: PASSWORD });
    expect(ctx.remoteError).toBe("");
    expect(ctx.route).toBe("authenticated");
    expect(calls).toEqual(["handOver"]);
    expect(storage.getItem(key("refreshToken"))).toBeNull();
    expect(held()).toMatch(/\S{20,}/);

    // The library now believes the tokens expired (its validity check is now - clockDrift < exp).
    storage.setItem(key("clockDrift"), "-100000");
    const reloaded = serverServices(storage, server);
    await expect(reloaded.getCurrentUser()).resolves.toMatchObject({ username: USER });
    expect(calls).toEqual(["handOver", "renew"]);

    await expect(reloaded.refreshSession()).resolves.toMatchObject({ username: USER });
    expect(calls).toEqual(["handOver", "renew", "renew"]);
    const tokens = await reloaded.sessionTokens();
    expect(tokens.idToken.split(".")).toHaveLength(3);

    await reloaded.signOut();
    expect(calls.at(-1)).toBe("end");
    await expect(reloaded.getCurrentUser()).rejects.toThrow();
  });

  it("when the server cannot take the token over, the browser drops it and the user says the session is not kept", async () => {
    const storage = new MemoryStorage();
    const { server } = serverStandIn();
    const down: ServerSession = {
      ...server,
      handOver: async (s) => {
        s.removeItem(key("refreshToken"));
        return { held: false, contact: null };
      },
      isServerHeld: () => false,
    };
    const auth = await startedFlow(serverServices(storage, down));
    const ctx = await submitForm(auth, { username: USER, password: PASSWORD });
    expect(ctx.route).toBe("authenticated");
    expect(ctx.user?.sessionNotKept).toBe(true);
    expect(storage.getItem(key("refreshToken"))).toBeNull();
    // The next page load says so too, for as long as the sign-in's tokens last.
    await expect(serverServices(storage, down).getCurrentUser()).resolves.toMatchObject({ sessionNotKept: true });
  });

  it("without the server's help an expired session is over (the library has no refresh token)", async () => {
    const storage = new MemoryStorage();
    const { server } = serverStandIn();
    const auth = await startedFlow(serverServices(storage, server));
    await submitForm(auth, { username: USER, password: PASSWORD });
    storage.setItem(key("clockDrift"), "-100000");
    await expect(services(storage).getCurrentUser()).rejects.toThrow("Cannot retrieve a new session");
  });
});
