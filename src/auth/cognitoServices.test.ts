/**
 * @jest-environment node
 *
 * The authenticator flow with the real services (amazon-cognito-identity-js) against the local Cognito
 * emulator: each seeded account's path through the flow, as the sign-in screens will drive it.
 */
import { createCognitoServices } from "./cognitoServices";
import { startedFlow, submitForm } from "../../test/authFlow";
import type { AuthServices } from "./flow/types";
import {
  freshTotp,
  MemoryStorage,
  PASSWORDS,
  sdk,
  startTestEmulator,
  TOTP_SECRET,
  type TestEmulator,
} from "../../emulators/cognito/tests/helpers";

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

it("a wrong password shows Cognito's message on the sign-in form", async () => {
  const auth = await startedFlow(services());
  expect(await submitForm(auth, { username: "admin@example.com", password: "wrong-password" })).toMatchObject({
    route: "signIn",
    remoteError: "Incorrect username or password.",
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
