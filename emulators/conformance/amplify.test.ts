/**
 * The Cognito emulator as an Amplify v6 app sees it (aws-amplify/auth, unmodified, in Node): SRP sign-in, TOTP,
 * device remembering, refresh through GetTokensFromRefreshToken, identity-pool credentials, sign-out.
 */
import { Amplify } from "aws-amplify";
import {
  confirmSignIn,
  fetchAuthSession,
  fetchDevices,
  getCurrentUser,
  rememberDevice,
  signIn,
  signOut,
} from "aws-amplify/auth";
import { PASSWORDS, TOTP_SECRET, startTestEmulator, type TestEmulator } from "../cognito/testing";
import { totp } from "../cognito";

// Real clients on a busy 2-core machine (Amplify runs SRP on its own JavaScript big integers).
jest.setTimeout(60_000);

let emu: TestEmulator;

// Amplify names the device from navigator.userAgent when it confirms one; Node has `navigator` from 21 on. Without it
// Amplify skips the device silently (no ConfirmDevice), as a browser without one would.
if (!("navigator" in globalThis)) {
  Object.defineProperty(globalThis, "navigator", { value: { userAgent: `Node.js/${process.versions.node}` } });
}

beforeAll(async () => {
  emu = await startTestEmulator();
  // Amplify warns about any endpoint other than AWS's: expected here.
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: emu.poolId,
        userPoolClientId: emu.clientId,
        userPoolEndpoint: emu.url,
        identityPoolId: emu.identityPoolId,
        identityPoolEndpoint: emu.url,
      },
    },
  });
  warn.mockRestore();
});

afterEach(async () => {
  await signOut().catch(() => undefined);
});

afterAll(async () => {
  await emu.stop();
});

const operationsDuring = async (run: () => Promise<unknown>): Promise<string[]> => {
  const from = emu.operations.length;
  await run();
  return emu.operations.slice(from);
};

it("signs in with SRP, knows the user, and signs out (the refresh token revoked)", async () => {
  const ops = await operationsDuring(async () => {
    const result = await signIn({ username: "admin@example.com", password: PASSWORDS.admin });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
  });
  expect(ops.slice(0, 2)).toEqual(["InitiateAuth", "RespondToAuthChallenge"]);
  const user = await getCurrentUser();
  expect(user.signInDetails?.loginId).toBe("admin@example.com");
  const session = await fetchAuthSession();
  expect(session.tokens?.idToken?.payload.email).toBe("admin@example.com");
  expect(session.tokens?.idToken?.payload.iss).toBe(emu.issuer);

  const refreshToken = await storedRefreshToken();
  expect(await operationsDuring(() => signOut())).toContain("RevokeToken");
  await expect(getCurrentUser()).rejects.toMatchObject({ name: "UserUnAuthenticatedException" });
  // Revoked at the pool: the token no longer renews a session.
  await expect(refreshWith(refreshToken)).rejects.toMatchObject({ name: "NotAuthorizedException" });
});

it("refreshes its tokens through GetTokensFromRefreshToken", async () => {
  await signIn({ username: "admin@example.com", password: PASSWORDS.admin });
  const before = await fetchAuthSession();
  emu.advance(5_000); // a later iat, so the new tokens differ
  const ops = await operationsDuring(async () => {
    const after = await fetchAuthSession({ forceRefresh: true });
    expect(after.tokens?.accessToken.toString()).not.toBe(before.tokens?.accessToken.toString());
    expect(after.tokens?.idToken?.payload.sub).toBe(before.tokens?.idToken?.payload.sub);
  });
  expect(ops).toContain("GetTokensFromRefreshToken");
  expect(await getCurrentUser()).toMatchObject({ username: expect.any(String) });
});

it("gets identity-pool credentials for the signed-in user (Logins keyed by the issuer without its scheme)", async () => {
  await signIn({ username: "super.admin@example.com", password: PASSWORDS.super });
  const session = await fetchAuthSession();
  expect(session.identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
  expect(session.credentials).toMatchObject({
    accessKeyId: expect.any(String),
    secretAccessKey: expect.any(String),
    sessionToken: expect.any(String),
    expiration: expect.any(Date),
  });
  expect(session.credentials?.expiration?.getTime()).toBeGreaterThan(Date.now());
});

it("answers TOTP, remembers the device, and skips the code on the next sign-in from it", async () => {
  const first = await signIn({ username: "totp.admin@example.com", password: PASSWORDS.totp });
  expect(first.nextStep.signInStep).toBe("CONFIRM_SIGN_IN_WITH_TOTP_CODE");
  const confirmed = await confirmSignIn({ challengeResponse: totp(TOTP_SECRET, emu.context.now()) });
  expect(confirmed.isSignedIn).toBe(true);
  await rememberDevice();
  const devices = await fetchDevices();
  expect(devices).toHaveLength(1);
  await signOut();

  const ops = await operationsDuring(async () => {
    const again = await signIn({ username: "totp.admin@example.com", password: PASSWORDS.totp });
    expect(again).toEqual({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
  });
  // SRP, then the device's own SRP round (DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER): no TOTP challenge.
  expect(ops.filter((op) => op === "RespondToAuthChallenge").length).toBe(3);
});

it("says why a wrong password is refused, as Cognito does", async () => {
  await expect(signIn({ username: "admin@example.com", password: "not-the-password" })).rejects.toMatchObject({
    name: "NotAuthorizedException",
    message: "Incorrect username or password.",
  });
});

/** The refresh token Amplify keeps for the signed-in user (its token store's key layout). */
async function storedRefreshToken(): Promise<string> {
  const { defaultStorage } = await import("aws-amplify/utils");
  const prefix = `CognitoIdentityServiceProvider.${emu.clientId}`;
  const user = await defaultStorage.getItem(`${prefix}.LastAuthUser`);
  const token = await defaultStorage.getItem(`${prefix}.${user}.refreshToken`);
  if (!token) throw new Error("Amplify kept no refresh token");
  return token;
}

/** GetTokensFromRefreshToken as the SDK sends it. */
async function refreshWith(refreshToken: string) {
  const { CognitoIdentityProviderClient, GetTokensFromRefreshTokenCommand } =
    await import("@aws-sdk/client-cognito-identity-provider");
  const client = new CognitoIdentityProviderClient({
    region: emu.region,
    endpoint: emu.url,
    credentials: { accessKeyId: "x", secretAccessKey: "x" },
  });
  return client.send(new GetTokensFromRefreshTokenCommand({ RefreshToken: refreshToken, ClientId: emu.clientId }));
}
