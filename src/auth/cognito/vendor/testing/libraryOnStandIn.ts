/**
 * Test helper for the vendor stand-ins: amazon-cognito-identity-js loaded in a module registry of its own with
 * one of its imports replaced, then made to do what a sign-in page does with it (an SRP sign-in that confirms
 * the device, then a second sign-in with device SRP) against the local emulator.
 */
import type { CognitoUserSession } from "amazon-cognito-identity-js";
import { PASSWORDS, MemoryStorage, type TestEmulator } from "../../../../../emulators/cognito/testing";

type Library = typeof import("amazon-cognito-identity-js");

/**
 * The library with `request` (a bare package name, or a path that jest resolves from this folder) answered by
 * `factory`; nothing else in the test's registry changes.
 */
export function libraryWith(request: string, factory: () => unknown): Promise<Library> {
  return new Promise<Library>((resolve) => {
    jest.isolateModules(() => {
      jest.doMock(request, factory);
      resolve(jest.requireActual("amazon-cognito-identity-js"));
    });
  });
}

/** Two sign-ins of the super admin: SRP with device confirmation, then SRP plus device SRP. */
export async function signInTwiceWithDevice(
  acij: Library,
  emu: TestEmulator,
): Promise<[CognitoUserSession, CognitoUserSession]> {
  const storage = new MemoryStorage();
  const pool = new acij.CognitoUserPool({
    UserPoolId: emu.poolId,
    ClientId: emu.clientId,
    endpoint: `${emu.url}/`,
    Storage: storage,
  });
  const signIn = () =>
    new Promise<CognitoUserSession>((resolve, reject) => {
      const user = new acij.CognitoUser({ Username: "super.admin@example.com", Pool: pool, Storage: storage });
      user.authenticateUser(
        new acij.AuthenticationDetails({ Username: "super.admin@example.com", Password: PASSWORDS.super }),
        { onSuccess: resolve, onFailure: reject },
      );
    });
  const first = await signIn();
  const second = await signIn();
  return [first, second];
}

/** What signInTwiceWithDevice must have sent, and got back. */
export function expectDeviceSignIns(emu: TestEmulator, [first, second]: [CognitoUserSession, CognitoUserSession]) {
  expect(first.getIdToken().decodePayload()["cognito:groups"]).toEqual(["Admins"]);
  expect(second.isValid()).toBe(true);
  expect(emu.operations).toContain("ConfirmDevice");
  // First sign-in: PASSWORD_VERIFIER. Second: PASSWORD_VERIFIER, DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER.
  expect(emu.operations.filter((op) => op === "RespondToAuthChallenge")).toHaveLength(4);
  expect(emu.operations.filter((op) => op === "InitiateAuth").length).toBeGreaterThanOrEqual(2);
}
