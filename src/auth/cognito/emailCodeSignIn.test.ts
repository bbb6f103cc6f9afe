/**
 * @jest-environment node
 *
 * Sign-in with a code sent by e-mail (USER_AUTH / EMAIL_OTP) through the real services against the local
 * Cognito emulator: the tokens land where amazon-cognito-identity-js reads them, so the rest of the site sees
 * an ordinary session (current user, refresh, hand-over to the server, sign-out).
 */
import { createCognitoServices } from "./services";
import type { ServerSession } from "../session/serverSession";
import { MemoryStorage, startTestEmulator, type TestEmulator } from "../../../emulators/cognito/testing";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

const ADMIN = "admin@example.com";

function services(storage = new MemoryStorage(), serverSession?: ServerSession) {
  return createCognitoServices({
    settings: { userPoolId: emu.poolId, clientId: emu.clientId, endpoint: `${emu.url}/`, hostedUiDomain: "" },
    storage,
    ...(serverSession ? { serverSession } : {}),
  });
}

function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

it("sends a code, refuses a wrong one, signs in with the right one and caches a session the library can use", async () => {
  const storage = new MemoryStorage();
  const auth = services(storage);
  const challenge = await auth.startEmailCodeSignIn(ADMIN);
  expect(challenge).toEqual({
    username: ADMIN,
    challengeName: "EMAIL_OTP",
    challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
  });
  const code = emu.latestCode(ADMIN) as string;
  await expect(auth.confirmEmailCode(challenge, wrongCode(code))).rejects.toMatchObject({
    code: "CodeMismatchException",
    message: "Invalid code received for user",
  });
  // The same sign-in takes another try.
  const user = await auth.confirmEmailCode(challenge, code);
  expect(user).toMatchObject({ username: ADMIN, groups: [], attributes: { email: ADMIN } });
  expect(user.signedInAt).toBeGreaterThan(Date.now() - 60_000);
  const prefix = `CognitoIdentityServiceProvider.${emu.clientId}`;
  expect(storage.getItem(`${prefix}.LastAuthUser`)).toBe(ADMIN);
  expect(storage.getItem(`${prefix}.${ADMIN}.refreshToken`)).toMatch(/\S{20,}/);

  // A reload: the library finds the session, and refreshes it with the stored refresh token.
  const reloaded = services(storage);
  await expect(reloaded.getCurrentUser()).resolves.toMatchObject({ username: ADMIN });
  await expect(reloaded.refreshSession()).resolves.toMatchObject({ username: ADMIN });
  await reloaded.signOut();
  await expect(services(storage).getCurrentUser()).rejects.toThrow();
});

it("a resend starts a new sign-in: the earlier code no longer works", async () => {
  const auth = services();
  const first = await auth.startEmailCodeSignIn(ADMIN);
  const oldCode = emu.latestCode(ADMIN) as string;
  await auth.startEmailCodeSignIn(ADMIN);
  const newCode = emu.latestCode(ADMIN) as string;
  if (newCode !== oldCode) {
    await expect(auth.confirmEmailCode(first, oldCode)).rejects.toMatchObject({ code: "CodeMismatchException" });
  }
  await expect(auth.confirmEmailCode(first, newCode)).resolves.toMatchObject({ username: ADMIN });
});

it("explains when e-mail codes are not available (a user with MFA), and passes the pool's errors through", async () => {
  const auth = services();
  await expect(auth.startEmailCodeSignIn("totp.admin@example.com")).rejects.toMatchObject({
    code: "FactorNotAvailableException",
    message: "Sign-in codes by e-mail are not available for this account. Sign in with your password.",
  });
  await expect(auth.startEmailCodeSignIn("nobody@example.com")).rejects.toMatchObject({
    code: "UserNotFoundException",
  });
  await expect(auth.confirmEmailCode({ username: ADMIN }, "123456")).rejects.toMatchObject({
    code: "NotAuthorizedException",
  });
});

it("hands the refresh token to the server after the sign-in, as a password sign-in does", async () => {
  const storage = new MemoryStorage();
  const calls: string[] = [];
  const server: ServerSession = {
    async handOver(s) {
      const user = s.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.LastAuthUser`);
      const key = `CognitoIdentityServiceProvider.${emu.clientId}.${user}.refreshToken`;
      if (!s.getItem(key)) return { held: false, contact: null };
      calls.push(`handOver:${user}`);
      s.removeItem(key);
      return { held: true, contact: null };
    },
    isServerHeld: () => calls.length > 0,
    async renew() {
      calls.push("renew");
    },
    async end() {
      calls.push("end");
      return { confirmed: true };
    },
  };
  const auth = services(storage, server);
  const challenge = await auth.startEmailCodeSignIn(ADMIN);
  await auth.confirmEmailCode(challenge, emu.latestCode(ADMIN) as string);
  expect(calls).toEqual([`handOver:${ADMIN}`]);
  expect(storage.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.${ADMIN}.refreshToken`)).toBeNull();
});

it("confirms and remembers the new device, as a password sign-in does, so the next password sign-in uses device SRP", async () => {
  const storage = new MemoryStorage();
  const auth = services(storage);
  const challenge = await auth.startEmailCodeSignIn(ADMIN);
  const before = emu.operations.length;
  await auth.confirmEmailCode(challenge, emu.latestCode(ADMIN) as string);
  expect(emu.operations.slice(before)).toContain("ConfirmDevice");
  const prefix = `CognitoIdentityServiceProvider.${emu.clientId}.${ADMIN}`;
  const deviceKey = storage.getItem(`${prefix}.deviceKey`);
  expect(deviceKey).toMatch(/^us-east-1_/);
  expect(storage.getItem(`${prefix}.randomPasswordKey`)).toBeTruthy();
  expect(storage.getItem(`${prefix}.deviceGroupKey`)).toBeTruthy();
  await auth.signOut();

  // The remembered device answers DEVICE_SRP_AUTH at the next password sign-in from this storage.
  const mark = emu.operations.length;
  await services(storage).signIn(ADMIN, "Adm1n-Only!pass");
  const calls = emu.operations.slice(mark).filter((op) => op === "RespondToAuthChallenge");
  expect(calls.length).toBe(3); // PASSWORD_VERIFIER, DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER
});
