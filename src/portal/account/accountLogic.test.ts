/** The account page's pure decisions: action state, attribute changes, password and profile errors, MFA, devices. */
import type { AccountProfile, Device } from "../../auth/cognito/accountServices";
import {
  actionReducer,
  attributeChanges,
  deleteConfirmed,
  deviceLabel,
  devicesReducer,
  emailUnverified,
  errorMessage,
  formatLastUsed,
  orderDevices,
  IDLE_ACTION,
  INITIAL_DEVICES,
  mfaStatus,
  passwordErrors,
  passwordSubmitErrors,
  preferFactor,
  factorsOn,
  passkeyKind,
  formatCreated,
  profileErrors,
  profileValues,
  toggleFactor,
  type MfaStatus,
} from "./accountLogic";

const profile = (overrides: Partial<AccountProfile> = {}, attributes: Record<string, string> = {}): AccountProfile => ({
  username: "a@example.com",
  attributes: { email: "a@example.com", email_verified: "true", ...attributes },
  mfaEnabled: [],
  preferredMfa: null,
  ...overrides,
});

describe("actionReducer", () => {
  it("tracks the pending action and its result", () => {
    const started = actionReducer(IDLE_ACTION, { type: "start", action: "save" });
    expect(started).toEqual({ pending: "save", result: null });
    expect(actionReducer(started, { type: "succeed", message: "Saved" })).toEqual({
      pending: null,
      result: { tone: "success", message: "Saved" },
    });
    expect(actionReducer(started, { type: "succeed", message: null })).toEqual({ pending: null, result: null });
    const failed = actionReducer(started, { type: "fail", message: "Nope" });
    expect(failed).toEqual({ pending: null, result: { tone: "error", message: "Nope" } });
    expect(actionReducer(failed, { type: "dismiss" })).toEqual(IDLE_ACTION);
    // A new action clears the last result.
    expect(actionReducer(failed, { type: "start", action: "again" }).result).toBeNull();
  });

  it("errorMessage keeps Cognito's message", () => {
    expect(
      errorMessage(Object.assign(new Error("Incorrect username or password."), { code: "NotAuthorizedException" })),
    ).toBe("Incorrect username or password.");
    expect(errorMessage("plain")).toBe("plain");
    expect(errorMessage(undefined)).toBe("Something went wrong. Please try again.");
  });
});

describe("profile", () => {
  it("sends only changed, trimmed values and deletes emptied ones", () => {
    const original = profileValues(profile({}, { name: "Ada", phone_number: "+15555550100" }));
    expect(original).toEqual({ name: "Ada", email: "a@example.com", phone_number: "+15555550100" });
    expect(attributeChanges(original, { ...original })).toEqual({ update: {}, remove: [] });
    expect(attributeChanges(original, { ...original, name: " Ada " })).toEqual({ update: {}, remove: [] });
    expect(attributeChanges(original, { name: "", email: " b@example.com ", phone_number: "+15555550100" })).toEqual({
      update: { email: "b@example.com" },
      remove: ["name"],
    });
    expect(attributeChanges(profileValues(profile()), { name: "", email: "a@example.com", phone_number: "" })).toEqual({
      update: {},
      remove: [],
    });
  });

  it("requires an e-mail address and an international phone number", () => {
    expect(profileErrors({ name: "", email: "a@example.com", phone_number: "" })).toEqual({});
    expect(profileErrors({ name: "", email: " ", phone_number: "555" })).toEqual({
      email: "Enter your e-mail address",
      phone_number: "Use the international format: + and the country code, digits only",
    });
    expect(profileErrors({ name: "", email: "a@example.com", phone_number: "+4915112345678" })).toEqual({});
  });

  it("an e-mail address with email_verified false needs verifying", () => {
    expect(emailUnverified(profile())).toBe(false);
    expect(emailUnverified(profile({}, { email_verified: "false" }))).toBe(true);
    expect(emailUnverified(null)).toBe(false);
  });
});

describe("password", () => {
  it("uses the site's rules once fields are touched", () => {
    const values = { current: "", password: "short", confirm_password: "other" };
    expect(passwordErrors(values, {})).toEqual({});
    expect(passwordErrors(values, { password: true })).toEqual({
      password: "Password must have at least 8 characters",
    });
    expect(passwordErrors(values, { current: true, password: true, confirm_password: true })).toEqual({
      current: "Enter your current password",
      password: "Password must have at least 8 characters",
      confirm_password: "Your passwords must match",
    });
    // Both 6 characters or longer: the mismatch shows untouched.
    expect(passwordErrors({ current: "x", password: "abcdefgh", confirm_password: "abcdefgi" }, {})).toEqual({
      confirm_password: "Your passwords must match",
    });
  });

  it("on submit every field is required", () => {
    expect(passwordSubmitErrors({ current: "", password: "", confirm_password: "" })).toEqual({
      current: "Enter your current password",
      password: "Enter a new password",
      confirm_password: "Confirm the new password",
    });
    expect(
      passwordSubmitErrors({ current: "old-password", password: "new-password", confirm_password: "new-password" }),
    ).toEqual({});
  });
});

describe("MFA", () => {
  it("reads the state from GetUser's lists", () => {
    expect(mfaStatus(profile())).toEqual({
      totp: false,
      sms: false,
      email: false,
      preferred: null,
      canUseSms: false,
      canUseEmail: true,
    });
    expect(
      mfaStatus(
        profile(
          { mfaEnabled: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"], preferredMfa: "SMS_MFA" },
          { phone_number: "+15555550100" },
        ),
      ),
    ).toEqual({
      totp: true,
      sms: true,
      email: false,
      preferred: "sms",
      canUseSms: true,
      canUseEmail: true,
    });
    const emailOnly = mfaStatus(profile({ mfaEnabled: ["EMAIL_OTP"], preferredMfa: "EMAIL_OTP" }));
    expect(emailOnly).toMatchObject({ email: true, preferred: "email" });
    expect(factorsOn(emailOnly)).toBe(1);
    expect(mfaStatus(profile({}, { email_verified: "false" })).canUseEmail).toBe(false);
  });

  it("a factor turned on is preferred unless the other one already is; turned off it is never preferred", () => {
    const none: MfaStatus = {
      totp: false,
      sms: false,
      email: false,
      preferred: null,
      canUseSms: true,
      canUseEmail: true,
    };
    expect(toggleFactor(none, "totp", true)).toEqual({ totp: { enabled: true, preferred: true } });
    const smsPreferred: MfaStatus = { ...none, sms: true, preferred: "sms" };
    expect(toggleFactor(smsPreferred, "totp", true)).toEqual({ totp: { enabled: true, preferred: false } });
    expect(toggleFactor(smsPreferred, "sms", false)).toEqual({ sms: { enabled: false, preferred: false } });
    expect(toggleFactor({ ...smsPreferred, totp: true }, "sms", true)).toEqual({
      sms: { enabled: true, preferred: true },
    });
    expect(preferFactor({ ...none, sms: true, totp: true, preferred: "totp" }, "sms")).toEqual({
      sms: { enabled: true, preferred: true },
      totp: { enabled: true, preferred: false },
    });
    // Three factors: preferring e-mail leaves the others that are on as they are, and sends none that are off.
    expect(preferFactor({ ...none, email: true, totp: true, preferred: "totp" }, "email")).toEqual({
      email: { enabled: true, preferred: true },
      totp: { enabled: true, preferred: false },
    });
    expect(toggleFactor({ ...none, totp: true, preferred: "totp" }, "email", true)).toEqual({
      email: { enabled: true, preferred: false },
    });
  });
});

describe("passkeys", () => {
  it("names the kind of authenticator and the day it was added", () => {
    expect(passkeyKind("platform")).toBe("Built into a device");
    expect(passkeyKind("cross-platform")).toBe("Security key or phone");
    expect(passkeyKind(null)).toBe("Passkey");
    expect(formatCreated(new Date("2026-03-04T10:00:00Z"), "en-US")).toBe("Mar 4, 2026");
    expect(formatCreated(null)).toBe("Unknown");
  });
});

describe("devices", () => {
  const d = (key: string, remembered = false): Device => ({ key, name: key, lastUsed: new Date(0), remembered });

  it("loads, appends pages without duplicates, updates and removes rows", () => {
    let state = devicesReducer(INITIAL_DEVICES, {
      type: "loaded",
      page: { devices: [d("a"), d("b")], nextToken: "t" },
      currentKey: "a",
    });
    expect(state).toMatchObject({ status: "ready", nextToken: "t", currentKey: "a" });
    state = devicesReducer(state, { type: "more", page: { devices: [d("b"), d("c")], nextToken: null } });
    expect(state.devices.map((x) => x.key)).toEqual(["a", "b", "c"]);
    expect(state.nextToken).toBeNull();
    state = devicesReducer(state, { type: "remembered", key: "b", remembered: true });
    expect(state.devices.find((x) => x.key === "b")?.remembered).toBe(true);
    state = devicesReducer(state, { type: "forgotten", key: "a" });
    expect(state.devices.map((x) => x.key)).toEqual(["b", "c"]);
    expect(state.currentKey).toBeNull();
    expect(devicesReducer(state, { type: "failed" }).status).toBe("failed");
  });

  it("names devices for people", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
      ),
    ).toBe("Chrome on macOS");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(deviceLabel("nodejs")).toBe("nodejs");
    expect(deviceLabel("")).toBe("Unnamed device");
  });

  it("orders devices as people read them: this one first, then the most recently used", () => {
    const at = (key: string, iso: string): Device => ({ key, name: key, lastUsed: new Date(iso), remembered: false });
    const devices = [
      at("old", "2026-01-01T00:00:00Z"),
      at("new", "2026-03-01T00:00:00Z"),
      at("this", "2025-01-01T00:00:00Z"),
    ];
    expect(orderDevices(devices, "this").map((d) => d.key)).toEqual(["this", "new", "old"]);
    expect(orderDevices(devices, null).map((d) => d.key)).toEqual(["new", "old", "this"]);
    expect(devices.map((d) => d.key)).toEqual(["old", "new", "this"]);
  });

  it("formats the last use, or says it is unknown", () => {
    expect(formatLastUsed(new Date(0))).toBe("Unknown");
    expect(formatLastUsed(new Date("2026-03-01T10:00:00Z"), "en-US")).toMatch(/Mar 1, 2026/);
  });
});

it("deleting needs DELETE, exactly", () => {
  expect(deleteConfirmed("DELETE")).toBe(true);
  expect(deleteConfirmed(" DELETE ")).toBe(true);
  expect(deleteConfirmed("delete")).toBe(false);
  expect(deleteConfirmed("")).toBe(false);
});
