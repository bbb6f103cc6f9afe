/**
 * @jest-environment node
 *
 * The account operations over the real amazon-cognito-identity-js against the local Cognito emulator: each one
 * performed for real and checked by its effect (a sign-in with the new password, a TOTP challenge, a refused
 * token). Every test signs up its own user, so the tests do not see each other's changes.
 */
import type { CognitoUserPool } from "amazon-cognito-identity-js";
import { createAccountServices, DEVICE_PAGE_SIZE } from "./accountServices";
import {
  acijPool,
  acijUser,
  api,
  authenticate,
  createConfirmedUser,
  expectSuccess,
  MemoryStorage,
  signInSimple,
  SoftwareAuthenticator,
  startTestEmulator,
  type CreationOptions,
  type RequestOptions,
  type TestEmulator,
} from "../../../emulators/cognito/testing";
import { totp } from "../../../emulators/cognito";
import type { WebAuthnClient } from "../passkeys/webAuthn";
import { PASSKEY_MESSAGES } from "../passkeys/errors";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

let serial = 0;

/** A new confirmed user, signed in in a browser of its own (a MemoryStorage), with the account services on it. */
async function freshUser(attributes: Record<string, string> = {}) {
  serial += 1;
  const email = `account.${serial}@example.com`;
  const password = `account-pass-${serial}`;
  await createConfirmedUser(emu, email, password, attributes);
  const browser = await signedInBrowser(email, password);
  return { email, password, ...browser };
}

/** Another browser in which the user signs in. */
async function signedInBrowser(email: string, password: string) {
  const storage = new MemoryStorage();
  const { pool, session } = await signInSimple(emu, email, password, storage);
  return { storage, pool, session, services: createAccountServices(pool) };
}

/** A code the emulator accepts now, from a secret (its clock may have been moved forward). */
const code = (secret: string) => totp(secret, emu.context.now());

const signInOutcome = (email: string, password: string) => authenticate(acijUser(acijPool(emu), email), password);

describe("without a signed-in user", () => {
  it("every operation rejects with 'User is not authenticated'", async () => {
    const services = createAccountServices(acijPool(emu));
    await expect(services.getProfile()).rejects.toThrow("User is not authenticated");
    await expect(services.changePassword("a-password-1", "a-password-2")).rejects.toThrow("User is not authenticated");
    await expect(services.listDevices()).rejects.toMatchObject({
      message: "User is not authenticated",
      code: "NotAuthorizedException",
    });
  });
});

describe("profile", () => {
  it("reads the attributes and the MFA state from GetUser", async () => {
    const { email, services } = await freshUser({ name: "Ada Example" });
    const profile = await services.getProfile();
    expect(profile).toMatchObject({
      username: email,
      attributes: { email, email_verified: "true", name: "Ada Example" },
      mfaEnabled: [],
      preferredMfa: null,
    });
    expect(profile.attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("updates a name without a code; a changed e-mail is unverified until the mailed code is entered", async () => {
    const { services } = await freshUser();
    expect(await services.updateAttributes({ name: "Grace Example" })).toEqual({ codeSent: false, deliveries: [] });

    const changed = await services.updateAttributes({ email: "grace.new@example.com" });
    expect(changed).toMatchObject({
      codeSent: true,
      deliveries: [{ AttributeName: "email", DeliveryMedium: "EMAIL" }],
    });
    expect((await services.getProfile()).attributes).toMatchObject({
      name: "Grace Example",
      email: "grace.new@example.com",
      email_verified: "false",
    });

    const first = emu.latestCode("grace.new@example.com") as string;
    await expect(services.verifyAttribute("email", first === "000000" ? "000001" : "000000")).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    // A fresh code on request; the one before it no longer counts.
    expect(await services.sendAttributeCode("email")).toMatchObject({
      AttributeName: "email",
      DeliveryMedium: "EMAIL",
    });
    const second = emu.latestCode("grace.new@example.com") as string;
    await services.verifyAttribute("email", second);
    expect((await services.getProfile()).attributes.email_verified).toBe("true");

    await services.deleteAttributes(["name"]);
    expect((await services.getProfile()).attributes.name).toBeUndefined();
  });

  it("surfaces Cognito's error for an invalid value", async () => {
    const { services } = await freshUser();
    await expect(services.updateAttributes({ phone_number: "555" })).rejects.toMatchObject({
      code: "InvalidParameterException",
      message: "Invalid phone number format.",
    });
  });
});

describe("password", () => {
  it("a wrong current password gives Cognito's message; the right one changes it and sign-in takes the new one", async () => {
    const { email, password, services } = await freshUser();
    await expect(services.changePassword("not-my-password", "brand-new-pass-1")).rejects.toMatchObject({
      code: "NotAuthorizedException",
      message: "Incorrect username or password.",
    });
    await expect(services.changePassword(password, "short")).rejects.toMatchObject({
      code: "InvalidPasswordException",
    });
    await services.changePassword(password, "brand-new-pass-1");
    expectSuccess(await signInOutcome(email, "brand-new-pass-1"));
    await expect(signInOutcome(email, password)).rejects.toMatchObject({ code: "NotAuthorizedException" });
  });
});

describe("MFA", () => {
  it("sets up an authenticator app with the returned secret, turns it on (sign-in asks for it), then removes it", async () => {
    const { email, password, services } = await freshUser();
    const secret = await services.startTotpSetup();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const valid = code(secret);
    await expect(services.verifyTotp(valid === "000000" ? "000001" : "000000", "Phone")).rejects.toMatchObject({
      code: "EnableSoftwareTokenMFAException",
    });
    await services.verifyTotp(valid, "Phone");
    await services.setMfaPreference({ totp: { enabled: true, preferred: true } });
    expect(await services.getProfile()).toMatchObject({
      mfaEnabled: ["SOFTWARE_TOKEN_MFA"],
      preferredMfa: "SOFTWARE_TOKEN_MFA",
    });
    expect((await signInOutcome(email, password)).kind).toBe("totpRequired");

    await services.setMfaPreference({ totp: { enabled: false, preferred: false } });
    expect(await services.getProfile()).toMatchObject({ mfaEnabled: [], preferredMfa: null });
    expect((await signInOutcome(email, password)).kind).toBe("success");
  });

  it("turning TOTP on before a code was verified gives Cognito's error", async () => {
    const { services } = await freshUser();
    await expect(services.setMfaPreference({ totp: { enabled: true, preferred: true } })).rejects.toMatchObject({
      code: "InvalidParameterException",
    });
  });

  it("SMS on and off, and the preferred factor when both are on", async () => {
    const { email, password, services } = await freshUser({ phone_number: "+15555550177" });
    await services.setMfaPreference({ sms: { enabled: true, preferred: true } });
    expect(await services.getProfile()).toMatchObject({ mfaEnabled: ["SMS_MFA"], preferredMfa: "SMS_MFA" });
    expect((await signInOutcome(email, password)).kind).toBe("smsRequired");

    const secret = await services.startTotpSetup();
    await services.verifyTotp(code(secret), "Phone");
    await services.setMfaPreference({ totp: { enabled: true, preferred: false } });
    expect(await services.getProfile()).toMatchObject({
      mfaEnabled: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"],
      preferredMfa: "SMS_MFA",
    });

    await services.setMfaPreference({
      totp: { enabled: true, preferred: true },
      sms: { enabled: true, preferred: false },
    });
    expect((await services.getProfile()).preferredMfa).toBe("SOFTWARE_TOKEN_MFA");
    expect((await signInOutcome(email, password)).kind).toBe("totpRequired");

    await services.setMfaPreference({ sms: { enabled: false, preferred: false } });
    expect(await services.getProfile()).toMatchObject({
      mfaEnabled: ["SOFTWARE_TOKEN_MFA"],
      preferredMfa: "SOFTWARE_TOKEN_MFA",
    });
  });
});

describe("e-mail MFA", () => {
  it("turns codes by e-mail on (sign-in asks for one after the password), then off", async () => {
    serial += 1;
    const email = `account.${serial}@example.com`;
    const password = `account-pass-${serial}`;
    await createConfirmedUser(emu, email, password, { email });
    const { services } = await signedInBrowser(email, password);
    await services.setMfaPreference({ email: { enabled: true, preferred: true } });
    expect(await services.getProfile()).toMatchObject({ mfaEnabled: ["EMAIL_OTP"], preferredMfa: "EMAIL_OTP" });
    const init = await api(emu, "InitiateAuth", {
      ClientId: emu.clientId,
      AuthFlow: "USER_AUTH",
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: email, PASSWORD: password },
    });
    expect(init.body.ChallengeName).toBe("EMAIL_OTP");
    await services.setMfaPreference({ email: { enabled: false, preferred: false } });
    expect(await services.getProfile()).toMatchObject({ mfaEnabled: [], preferredMfa: null });
    expect((await signInOutcome(email, password)).kind).toBe("success");
  });

  it("needs a verified e-mail address (Cognito's message)", async () => {
    const { services } = await freshUser();
    await services.updateAttributes({ email: `changed.${serial}@example.com` });
    await expect(services.setMfaPreference({ email: { enabled: true, preferred: true } })).rejects.toMatchObject({
      code: "InvalidParameterException",
    });
  });
});

describe("passkeys", () => {
  /** A browser whose WebAuthn is the software authenticator (closing the prompt when asked to). */
  function withAuthenticator(pool: CognitoUserPool, authenticator: SoftwareAuthenticator, close = false) {
    const client: WebAuthnClient = {
      async authenticate(options) {
        return authenticator.authenticate(options as unknown as RequestOptions) as never;
      },
      async register(options) {
        if (close) throw Object.assign(new Error("timed out or not allowed"), { name: "NotAllowedError" });
        return authenticator.register(options as unknown as CreationOptions) as never;
      },
      cancel: () => undefined,
    };
    return createAccountServices(pool, { webAuthn: async () => client });
  }

  it("adds a passkey through the browser's prompt, lists it, and deletes it", async () => {
    const { email, pool } = await freshUser();
    const authenticator = new SoftwareAuthenticator();
    const services = withAuthenticator(pool, authenticator);
    expect(await services.listPasskeys()).toEqual([]);
    await services.addPasskey();
    const [added, ...rest] = await services.listPasskeys();
    expect(rest).toEqual([]);
    expect(added).toEqual({
      id: [...authenticator.passkeys.keys()][0],
      name: "Passkey on this device",
      createdAt: expect.any(Date),
      attachment: "platform",
      transports: expect.arrayContaining(["internal"]),
    });
    expect(Math.abs((added?.createdAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(emu.context.store.state.users[email]?.passkeys).toHaveLength(1);

    await services.deletePasskey(added?.id as string);
    expect(await services.listPasskeys()).toEqual([]);
    await expect(services.deletePasskey(added?.id as string)).rejects.toMatchObject({
      code: "ResourceNotFoundException",
    });
  });

  it("lists every page (more than one ListWebAuthnCredentials call)", async () => {
    const { pool } = await freshUser();
    const services = withAuthenticator(pool, new SoftwareAuthenticator());
    for (let i = 0; i < 3; i++) await services.addPasskey();
    const pages: string[] = [];
    const client = (pool as unknown as { client: { request: (op: string, p: unknown, cb: unknown) => void } }).client;
    const original = client.request.bind(client);
    client.request = (op, params, cb) => {
      if (op === "ListWebAuthnCredentials") pages.push(JSON.stringify(params));
      original(op, { ...(params as object), ...(op === "ListWebAuthnCredentials" ? { MaxResults: 2 } : {}) }, cb);
    };
    expect(await services.listPasskeys()).toHaveLength(3);
    expect(pages).toHaveLength(2);
  });

  it("a closed prompt adds nothing and says so", async () => {
    const { pool } = await freshUser();
    const services = withAuthenticator(pool, new SoftwareAuthenticator(), true);
    await expect(services.addPasskey()).rejects.toMatchObject({
      name: "NotAllowedError",
      message: `${PASSKEY_MESSAGES.closed} No passkey was added.`,
    });
    expect(await services.listPasskeys()).toEqual([]);
  });
});

describe("devices", () => {
  const storedDeviceKey = (pool: CognitoUserPool, storage: MemoryStorage, email: string) =>
    storage.getItem(`CognitoIdentityServiceProvider.${pool.getClientId()}.${email}.deviceKey`);

  it("lists this browser's and another's device with names, remembers one, and forgets both", async () => {
    const { email, password, services, pool, storage } = await freshUser();
    const other = await signedInBrowser(email, password);
    const mine = await services.currentDeviceKey();
    expect(mine).toBe(storedDeviceKey(pool, storage, email));
    const theirs = await other.services.currentDeviceKey();
    expect(theirs).toBeTruthy();
    expect(theirs).not.toBe(mine);

    const page = await services.listDevices();
    expect(page.nextToken).toBeNull();
    expect(page.devices.map((d) => d.key).sort()).toEqual([mine, theirs].sort());
    for (const device of page.devices) {
      // acij names a device after navigator.userAgent, "nodejs" outside a browser.
      expect(device).toMatchObject({ name: "nodejs", remembered: false });
      expect(device.lastUsed).toBeInstanceOf(Date);
      expect(Math.abs(device.lastUsed.getTime() - emu.context.now())).toBeLessThan(60_000);
    }

    await services.setDeviceRemembered(theirs as string, true);
    await services.setDeviceRemembered(mine as string, true);
    await services.setDeviceRemembered(mine as string, false);
    const remembered = Object.fromEntries((await services.listDevices()).devices.map((d) => [d.key, d.remembered]));
    expect(remembered).toEqual({ [mine as string]: false, [theirs as string]: true });

    await services.forgetDevice(theirs as string);
    expect((await services.listDevices()).devices.map((d) => d.key)).toEqual([mine]);
    // Forgetting this browser's device also drops its stored key.
    await services.forgetDevice(mine as string);
    expect((await services.listDevices()).devices).toEqual([]);
    expect(storedDeviceKey(pool, storage, email)).toBeNull();
    expect(await services.currentDeviceKey()).toBeNull();
    await expect(services.forgetDevice(theirs as string)).rejects.toMatchObject({ code: "ResourceNotFoundException" });
  });

  it("pages by 60 with the pagination token", async () => {
    const { services } = await freshUser();
    const mine = (await services.currentDeviceKey()) as string;
    const template = emu.context.store.state.devices[mine];
    if (!template) throw new Error("the sign-in did not create a device");
    // 60 more confirmed devices, as if signed in from 60 other browsers (60 SRP sign-ins would only be slower).
    for (let i = 0; i < DEVICE_PAGE_SIZE; i++) {
      const key = `${emu.region}_00000000-0000-4000-8000-${String(serial * 1000 + i).padStart(12, "0")}`;
      emu.context.store.state.devices[key] = {
        ...template,
        key,
        name: `Browser ${i}`,
        createdAt: template.createdAt + i + 1,
      };
    }
    const first = await services.listDevices();
    expect(first.devices).toHaveLength(DEVICE_PAGE_SIZE);
    expect(first.nextToken).toEqual(expect.any(String));
    const second = await services.listDevices(first.nextToken);
    expect(second).toMatchObject({ nextToken: null, devices: [{ name: "Browser 59" }] });
    expect(first.devices[0]).toMatchObject({ key: mine });
  });
});

describe("sign out everywhere and deletion", () => {
  it("global sign-out clears this browser and makes another sign-in's access token refused", async () => {
    const { email, password, services, pool } = await freshUser();
    const other = await signedInBrowser(email, password);
    await services.globalSignOut();
    expect(pool.getCurrentUser()).toBeNull();
    await expect(services.getProfile()).rejects.toThrow("User is not authenticated");

    const refused = await api(emu, "GetUser", { AccessToken: other.session.getAccessToken().getJwtToken() });
    expect(refused).toMatchObject({ status: 400, body: { __type: "NotAuthorizedException" } });
    // The other browser still holds tokens that look valid; Cognito refuses them with its own message.
    await expect(other.services.getProfile()).rejects.toMatchObject({
      code: "NotAuthorizedException",
      message: expect.stringMatching(/revoked/i),
    });
  });

  it("deletes the account: this browser is signed out and the password no longer signs in", async () => {
    const { email, password, services, pool } = await freshUser();
    await services.deleteAccount();
    expect(pool.getCurrentUser()).toBeNull();
    await expect(signInOutcome(email, password)).rejects.toMatchObject({ code: "UserNotFoundException" });
  });
});
