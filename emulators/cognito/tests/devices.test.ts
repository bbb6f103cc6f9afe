/**
 * Device remembering ("user opt-in" tracking): NewDeviceMetadata on sign-in, ConfirmDevice by
 * the real client, DEVICE_SRP_AUTH / DEVICE_PASSWORD_VERIFIER on the next sign-in, remembered
 * devices skipping MFA, list/get/forget, and recovery from a device the server forgot.
 */
import type { CognitoUser } from "amazon-cognito-identity-js";
import {
  acijPool,
  acijUser,
  authenticate,
  expectSuccess,
  freshTotp,
  MemoryStorage,
  PASSWORDS,
  sendMfaCode,
  startTestEmulator,
  TOTP_SECRET,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

function call<T>(fn: (cb: { onSuccess: (r: T) => void; onFailure: (e: Error) => void }) => void): Promise<T> {
  return new Promise((resolve, reject) => fn({ onSuccess: resolve, onFailure: reject }));
}

interface DeviceList {
  Devices: Array<{ DeviceKey: string; DeviceAttributes: Array<{ Name: string; Value: string }> }>;
  PaginationToken?: string;
}

const opsSince = (n: number) => emu.operations.slice(n).filter((op) => op !== "preflight");

describe("device remembering", () => {
  it("first sign-in confirms a new device (user opt-in); the next sign-in in the same browser does device SRP", async () => {
    const browser = new MemoryStorage();
    const start = emu.operations.length;
    const first = await authenticate(acijUser(acijPool(emu, browser), "super.admin@example.com"), PASSWORDS.super);
    expect(first).toMatchObject({ kind: "success", userConfirmationNecessary: true });
    expect(opsSince(start)).toEqual(["InitiateAuth", "RespondToAuthChallenge", "ConfirmDevice"]);
    const prefix = `CognitoIdentityServiceProvider.${emu.clientId}.super.admin@example.com`;
    const deviceKey = browser.getItem(`${prefix}.deviceKey`);
    expect(deviceKey).toMatch(/^us-east-1_[0-9a-f-]{36}$/);
    expect(browser.getItem(`${prefix}.deviceGroupKey`)).toMatch(/^-/);

    const again = emu.operations.length;
    const user = acijUser(acijPool(emu, browser), "super.admin@example.com");
    const second = expectSuccess(await authenticate(user, PASSWORDS.super));
    // PASSWORD_VERIFIER answered with DEVICE_SRP_AUTH, then DEVICE_PASSWORD_VERIFIER: no new device.
    expect(opsSince(again)).toEqual([
      "InitiateAuth",
      "RespondToAuthChallenge",
      "RespondToAuthChallenge",
      "RespondToAuthChallenge",
    ]);
    expect(second.getAccessToken().decodePayload().device_key).toBe(deviceKey);

    const device = await call<{
      Device: { DeviceKey: string; DeviceAttributes: Array<{ Name: string; Value: string }> };
    }>((c) => user.getDevice(c as never));
    expect(device.Device.DeviceKey).toBe(deviceKey);
    expect(device.Device.DeviceAttributes).toEqual(
      expect.arrayContaining([
        { Name: "dev:device_remembered_status", Value: "not_remembered" },
        { Name: "device_name", Value: "nodejs" },
      ]),
    );
  });

  it("a remembered device skips TOTP; a forgotten one does not", async () => {
    const browser = new MemoryStorage();
    const signIn = async (): Promise<CognitoUser> => {
      const user = acijUser(acijPool(emu, browser), "totp.admin@example.com");
      const outcome = await authenticate(user, PASSWORDS.totp);
      if (outcome.kind === "totpRequired")
        expectSuccess(
          await sendMfaCode(user, freshTotp(emu, "totp.admin@example.com", TOTP_SECRET), "SOFTWARE_TOKEN_MFA"),
        );
      else expectSuccess(outcome);
      return user;
    };
    const user = await signIn();
    await call((c) => user.setDeviceStatusRemembered(c));

    const again = acijUser(acijPool(emu, browser), "totp.admin@example.com");
    const outcome = await authenticate(again, PASSWORDS.totp);
    expect(outcome.kind).toBe("success");

    await call((c) => again.setDeviceStatusNotRemembered(c));
    const third = acijUser(acijPool(emu, browser), "totp.admin@example.com");
    expect((await authenticate(third, PASSWORDS.totp)).kind).toBe("totpRequired");
    // After the code the tracked (not remembered) device is recognized: tokens carry its key and
    // no new device is created.
    const before = emu.operations.length;
    const deviceKey = browser.getItem(
      `CognitoIdentityServiceProvider.${emu.clientId}.totp.admin@example.com.deviceKey`,
    );
    const session = expectSuccess(
      await sendMfaCode(third, freshTotp(emu, "totp.admin@example.com", TOTP_SECRET), "SOFTWARE_TOKEN_MFA"),
    );
    expect(opsSince(before)).toEqual(["RespondToAuthChallenge"]);
    expect(session.getAccessToken().decodePayload().device_key).toBe(deviceKey);
  });

  it("lists devices with Limit and PaginationToken, and forgets them", async () => {
    const browsers = [new MemoryStorage(), new MemoryStorage(), new MemoryStorage()];
    const users: CognitoUser[] = [];
    for (const b of browsers) {
      const u = acijUser(acijPool(emu, b), "admin@example.com");
      expectSuccess(await authenticate(u, PASSWORDS.admin));
      users.push(u);
    }
    const user = users[0] as CognitoUser;
    const page1 = await call<DeviceList>((c) => user.listDevices(2, null, c));
    expect(page1.Devices).toHaveLength(2);
    expect(page1.PaginationToken).toBeTruthy();
    const page2 = await call<DeviceList>((c) => user.listDevices(2, page1.PaginationToken as string, c));
    expect(page2.Devices).toHaveLength(1);
    expect(page2.PaginationToken).toBeUndefined();
    const keys = [...page1.Devices, ...page2.Devices].map((d) => d.DeviceKey);
    expect(new Set(keys).size).toBe(3);

    await call((c) => users[1]!.forgetDevice(c));
    const after = await call<DeviceList>((c) => user.listDevices(60, null, c));
    expect(after.Devices).toHaveLength(2);
    await expect(call((c) => user.listDevices(61, null, c))).rejects.toMatchObject({
      code: "InvalidParameterException",
    });
  });

  it("when the server no longer knows the device, the client drops it and signs in again (ResourceNotFoundException 'device')", async () => {
    const browser = new MemoryStorage();
    const first = acijUser(acijPool(emu, browser), "admin@example.com");
    expectSuccess(await authenticate(first, PASSWORDS.admin));
    const prefix = `CognitoIdentityServiceProvider.${emu.clientId}.admin@example.com`;
    const oldKey = browser.getItem(`${prefix}.deviceKey`) as string;
    delete emu.context.store.state.devices[oldKey];

    const again = acijUser(acijPool(emu, browser), "admin@example.com");
    const outcome = await authenticate(again, PASSWORDS.admin);
    expect(outcome.kind).toBe("success");
    const newKey = browser.getItem(`${prefix}.deviceKey`);
    expect(newKey).toBeTruthy();
    expect(newKey).not.toBe(oldKey);
  });
});
