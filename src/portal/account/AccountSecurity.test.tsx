/**
 * The account security page over fake services: what each section sends, what it shows on success and on
 * Cognito's errors, and the guards (matching passwords, typing DELETE, confirming a global sign-out).
 */
import React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AccountProfile, AccountServices, Device, Passkey } from "../../auth/cognito/accountServices";
import { renderWithProviders } from "../../../test/renderWithProviders";
import Notifications from "../../components/Notifications";
import AccountSecurity from "./AccountSecurity";
import { requireRecentSignIn } from "../../auth/session/stepUp";
import { ReauthenticateContext } from "./reauthenticate";
import { SENSITIVE_ACTIONS } from "./AccountPage";

jest.mock("qrcode", () => ({ toDataURL: jest.fn(() => Promise.resolve("data:image/png;base64,AA==")) }));

const USERNAME = "ada@example.com";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

const cognitoError = (code: string, message: string) => Object.assign(new Error(message), { code, name: code });

function profile(overrides: Partial<AccountProfile> = {}, attributes: Record<string, string> = {}): AccountProfile {
  return {
    username: USERNAME,
    attributes: { sub: "0000", email: USERNAME, email_verified: "true", name: "Ada Example", ...attributes },
    mfaEnabled: [],
    preferredMfa: null,
    ...overrides,
  };
}

const device = (key: string, name: string, remembered = false): Device => ({
  key,
  name,
  lastUsed: new Date("2026-03-01T10:00:00Z"),
  lastIp: "203.0.113.7",
  remembered,
});

const passkey = (id: string, name: string, attachment: string | null): Passkey => ({
  id,
  name,
  createdAt: new Date("2026-03-04T10:00:00Z"),
  attachment,
  transports: [],
});

function fakeServices(start: AccountProfile = profile(), startPasskeys: Passkey[] = []) {
  let current = start;
  let passkeys = [...startPasskeys];
  const services = {
    getProfile: jest.fn(() => Promise.resolve(current)),
    updateAttributes: jest.fn(() => Promise.resolve({ codeSent: false, deliveries: [] })),
    deleteAttributes: jest.fn(() => Promise.resolve()),
    sendAttributeCode: jest.fn(() =>
      Promise.resolve({ AttributeName: "email", DeliveryMedium: "EMAIL", Destination: "a***@e***.com" }),
    ),
    verifyAttribute: jest.fn(() => Promise.resolve()),
    changePassword: jest.fn(() => Promise.resolve()),
    startTotpSetup: jest.fn(() => Promise.resolve("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")),
    verifyTotp: jest.fn(() => Promise.resolve()),
    setMfaPreference: jest.fn(() => Promise.resolve()),
    listDevices: jest.fn((_token?: string | null) =>
      Promise.resolve({
        devices: [device("k-this", CHROME, true), device("k-other", FIREFOX)],
        nextToken: null as string | null,
      }),
    ),
    setDeviceRemembered: jest.fn(() => Promise.resolve()),
    forgetDevice: jest.fn(() => Promise.resolve()),
    currentDeviceKey: jest.fn(() => Promise.resolve("k-this" as string | null)),
    globalSignOut: jest.fn(() => Promise.resolve()),
    deleteAccount: jest.fn(() => Promise.resolve()),
    listPasskeys: jest.fn(() => Promise.resolve([...passkeys])),
    addPasskey: jest.fn(() => {
      passkeys.push(passkey("cred-new", "Passkey on this device", "platform"));
      return Promise.resolve();
    }),
    deletePasskey: jest.fn((id: string) => {
      passkeys = passkeys.filter((p) => p.id !== id);
      return Promise.resolve();
    }),
  } satisfies AccountServices;
  /** What the next getProfile returns (after a change the page reloads it). */
  const setProfile = (next: AccountProfile) => {
    current = next;
  };
  return { services, setProfile };
}

/** Renders the page and waits until the profile and the devices are in. */
async function renderPage(services: AccountServices, passkeys = false) {
  const onSignedOut = jest.fn();
  renderWithProviders(
    <>
      <Notifications />
      <AccountSecurity services={services} username={USERNAME} onSignedOut={onSignedOut} passkeys={passkeys} />
    </>,
  );
  await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
  return { onSignedOut };
}

const section = (name: string) => screen.getByRole("region", { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** Opens a section's form ('Edit profile', 'Change password', 'Delete my account') and returns the section. */
function openForm(name: string, opener: string) {
  const box = section(name);
  fireEvent.click(within(box).getByRole("button", { name: opener }));
  return box;
}

describe("layout", () => {
  it("has an h2 per section, a list of links to them, and shows the profile with its form closed", async () => {
    const { services } = fakeServices();
    await renderPage(services, true);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Profile",
      "Password",
      "Two-step sign-in (MFA)",
      "Passkeys",
      "Devices",
      "Sign out everywhere",
      "Delete my account",
    ]);
    const list = screen.getByRole("navigation", { name: "On this page" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Profile",
      "Password",
      "Two-step sign-in",
      "Passkeys",
      "Devices",
      "Sign out everywhere",
      "Delete my account",
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target).toContainElement(screen.getByRole("region", { name: new RegExp(`^${link.textContent}`) }));
    }
    // Summaries first: the values as they are, and no form until one is asked for.
    const profileSection = section("Profile");
    expect(await within(profileSection).findByText("Ada Example")).toBeInTheDocument();
    expect(within(profileSection).getByText(/ada@example\.com/)).toHaveTextContent("ada@example.com (verified)");
    expect(within(profileSection).getByText(/^Not set/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
  });

  it("opens each form with its fields labeled and hinted for autocomplete, focus on the first; Cancel closes it", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const profileSection = openForm("Profile", "Edit profile");
    expect(within(profileSection).getByLabelText("Name")).toHaveFocus();
    expect(within(profileSection).getByLabelText("Name")).toHaveAttribute("autocomplete", "name");
    expect(within(profileSection).getByLabelText("E-mail address")).toHaveAttribute("autocomplete", "email");
    expect(within(profileSection).getByLabelText("Phone number")).toHaveAttribute("autocomplete", "tel");
    fireEvent.click(within(profileSection).getByRole("button", { name: "Cancel" }));
    expect(within(profileSection).queryByLabelText("Name")).not.toBeInTheDocument();
    expect(within(profileSection).getByRole("button", { name: "Edit profile" })).toHaveFocus();
    const password = openForm("Password", "Change password");
    expect(within(password).getByLabelText("Current password")).toHaveFocus();
    expect(within(password).getByLabelText("Current password")).toHaveAttribute("autocomplete", "current-password");
    expect(within(password).getByLabelText("New password")).toHaveAttribute("autocomplete", "new-password");
    expect(within(password).getByLabelText("Confirm new password")).toHaveAttribute("autocomplete", "new-password");
    fireEvent.click(within(password).getByRole("button", { name: "Cancel" }));
    expect(within(password).getByRole("button", { name: "Change password" })).toHaveFocus();
  });
});

describe("profile", () => {
  it("sends only the changed e-mail address, then verifies it with the mailed code", async () => {
    const { services, setProfile } = fakeServices();
    services.updateAttributes.mockResolvedValueOnce({
      codeSent: true,
      deliveries: [{ AttributeName: "email", DeliveryMedium: "EMAIL", Destination: "a***@e***.com" }],
    } as never);
    await renderPage(services);
    const profileSection = openForm("Profile", "Edit profile");
    expect(within(profileSection).getByLabelText("E-mail address")).toHaveValue(USERNAME);
    const save = within(profileSection).getByRole("button", { name: "Save profile" });
    expect(save).toBeDisabled();

    type(within(profileSection).getByLabelText("E-mail address"), "ada.new@example.com");
    setProfile(profile({}, { email: "ada.new@example.com", email_verified: "false" }));
    fireEvent.click(save);
    await waitFor(() => expect(services.updateAttributes).toHaveBeenCalledWith({ email: "ada.new@example.com" }));
    expect(await within(profileSection).findByRole("status")).toHaveTextContent(
      "We sent a verification code to a***@e***.com",
    );

    const code = await within(profileSection).findByLabelText("Verification code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    type(code, "123456");
    setProfile(profile({}, { email: "ada.new@example.com", email_verified: "true" }));
    fireEvent.click(within(profileSection).getByRole("button", { name: "Verify e-mail address" }));
    await waitFor(() => expect(services.verifyAttribute).toHaveBeenCalledWith("email", "123456"));
    expect(await within(profileSection).findByText("E-mail address verified")).toBeInTheDocument();
    await waitFor(() => expect(within(profileSection).queryByLabelText("Verification code")).not.toBeInTheDocument());
  });

  it("a wrong verification code shows Cognito's message; a new code can be sent", async () => {
    const { services } = fakeServices(profile({}, { email_verified: "false" }));
    services.verifyAttribute.mockRejectedValueOnce(
      cognitoError("CodeMismatchException", "Invalid verification code provided, please try again."),
    );
    await renderPage(services);
    const profileSection = section("Profile");
    type(await within(profileSection).findByLabelText("Verification code"), "000000");
    fireEvent.click(within(profileSection).getByRole("button", { name: "Verify e-mail address" }));
    expect(await within(profileSection).findByRole("alert")).toHaveTextContent(
      "Invalid verification code provided, please try again.",
    );
    fireEvent.click(within(profileSection).getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(services.sendAttributeCode).toHaveBeenCalledWith("email"));
    expect(await within(profileSection).findByRole("status")).toHaveTextContent("We sent a new code to a***@e***.com.");
  });

  it("an emptied name is deleted, a new phone number is updated", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const profileSection = openForm("Profile", "Edit profile");
    type(within(profileSection).getByLabelText("Name"), "");
    type(within(profileSection).getByLabelText("Phone number"), "+15555550100");
    fireEvent.click(within(profileSection).getByRole("button", { name: "Save profile" }));
    expect(await within(profileSection).findByText("Profile saved")).toBeInTheDocument();
    expect(services.updateAttributes).toHaveBeenCalledWith({ phone_number: "+15555550100" });
    expect(services.deleteAttributes).toHaveBeenCalledWith(["name"]);
    // Saved: the form closes, focus back on its button.
    expect(within(profileSection).queryByLabelText("Name")).not.toBeInTheDocument();
    expect(within(profileSection).getByRole("button", { name: "Edit profile" })).toHaveFocus();
  });
});

describe("password", () => {
  function fill(current: string, next: string, confirm: string) {
    const password = openForm("Password", "Change password");
    type(within(password).getByLabelText("Current password"), current);
    type(within(password).getByLabelText("New password"), next);
    type(within(password).getByLabelText("Confirm new password"), confirm);
    return password;
  }

  it("changes the password and says so", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const password = fill("old-password-1", "new-password-2", "new-password-2");
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    // A toast, since the form is emptied: the site's notifications region says it.
    const toasts = screen.getByRole("region", { name: "Notifications" });
    expect(await within(toasts).findByRole("status")).toHaveTextContent("Password changed");
    expect(within(password).queryByRole("status")).toBeNull();
    expect(services.changePassword).toHaveBeenCalledWith("old-password-1", "new-password-2");
    // The form closes, and opens empty again.
    expect(within(password).queryByLabelText("Current password")).not.toBeInTheDocument();
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    expect(within(password).getByLabelText("Current password")).toHaveValue("");
  });

  it("shows Cognito's message when the current password is wrong", async () => {
    const { services } = fakeServices();
    services.changePassword.mockRejectedValueOnce(
      cognitoError("NotAuthorizedException", "Incorrect username or password."),
    );
    await renderPage(services);
    const password = fill("wrong-password", "new-password-2", "new-password-2");
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByRole("alert")).toHaveTextContent("Incorrect username or password.");
    expect(within(password).queryByRole("status")).not.toBeInTheDocument();
  });

  it("a confirmation that does not match blocks the submit", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const password = fill("old-password-1", "new-password-2", "new-password-3");
    expect(within(password).getByText("Your passwords must match")).toBeInTheDocument();
    const button = within(password).getByRole("button", { name: "Change password" });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    await waitFor(() => expect(within(password).getByLabelText("Confirm new password")).toHaveFocus());
    expect(services.changePassword).not.toHaveBeenCalled();
  });

  it("a password shorter than 8 characters is refused before Cognito sees it", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const password = fill("old-password-1", "short", "short");
    fireEvent.blur(within(password).getByLabelText("New password"));
    expect(within(password).getByText("Password must have at least 8 characters")).toBeInTheDocument();
    fireEvent.submit(
      within(password).getByRole("button", { name: "Change password" }).closest("form") as HTMLFormElement,
    );
    expect(services.changePassword).not.toHaveBeenCalled();
  });

  it("an empty form is not sent", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const password = openForm("Password", "Change password");
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByText("Enter your current password")).toBeInTheDocument();
    expect(services.changePassword).not.toHaveBeenCalled();
  });
});

describe("MFA", () => {
  it("sets up the authenticator app: QR code and secret, then verifyTotp with the typed code, then TOTP on", async () => {
    const { services, setProfile } = fakeServices();
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    fireEvent.click(await within(mfa).findByRole("button", { name: "Set up authenticator app" }));
    expect(
      await within(mfa).findByRole("img", { name: "QR code for setting up an authenticator app" }),
    ).toBeInTheDocument();
    expect(within(mfa).getByLabelText("Secret key")).toHaveTextContent("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");

    const code = within(mfa).getByLabelText("Code from the app");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    const verify = within(mfa).getByRole("button", { name: "Verify and turn on" });
    expect(verify).toBeDisabled();
    type(code, "246810");
    setProfile(profile({ mfaEnabled: ["SOFTWARE_TOKEN_MFA"], preferredMfa: "SOFTWARE_TOKEN_MFA" }));
    fireEvent.click(verify);
    expect(await within(mfa).findByText(/Authenticator app added/)).toBeInTheDocument();
    expect(services.verifyTotp).toHaveBeenCalledWith("246810", "Authenticator app");
    expect(services.setMfaPreference).toHaveBeenCalledWith({ totp: { enabled: true, preferred: true } });
    expect(await within(mfa).findByRole("button", { name: "Remove authenticator app" })).toBeInTheDocument();
    expect(within(mfa).queryByLabelText("Code from the app")).not.toBeInTheDocument();
  });

  it("a wrong app code shows Cognito's message and keeps the setup open", async () => {
    const { services } = fakeServices();
    services.verifyTotp.mockRejectedValueOnce(
      cognitoError("EnableSoftwareTokenMFAException", "Code mismatch and fail enable Software Token MFA"),
    );
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    fireEvent.click(await within(mfa).findByRole("button", { name: "Set up authenticator app" }));
    type(await within(mfa).findByLabelText("Code from the app"), "000000");
    fireEvent.click(within(mfa).getByRole("button", { name: "Verify and turn on" }));
    expect(await within(mfa).findByRole("alert")).toHaveTextContent("Code mismatch and fail enable Software Token MFA");
    expect(services.setMfaPreference).not.toHaveBeenCalled();
    expect(within(mfa).getByLabelText("Code from the app")).toBeInTheDocument();
  });

  it("removes the authenticator app", async () => {
    const { services, setProfile } = fakeServices(
      profile({ mfaEnabled: ["SOFTWARE_TOKEN_MFA"], preferredMfa: "SOFTWARE_TOKEN_MFA" }),
    );
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    const remove = await within(mfa).findByRole("button", { name: "Remove authenticator app" });
    setProfile(profile());
    fireEvent.click(remove);
    expect(await within(mfa).findByText("Authenticator app removed")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenCalledWith({ totp: { enabled: false, preferred: false } });
    expect(await within(mfa).findByRole("button", { name: "Set up authenticator app" })).toBeInTheDocument();
  });

  it("SMS needs a phone number", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    expect(await within(mfa).findByText(/Add a phone number to your profile/)).toBeInTheDocument();
    expect(within(mfa).queryByRole("button", { name: /text-message codes/ })).not.toBeInTheDocument();
  });

  it("turns SMS on (preferred, as nothing else is) and off again", async () => {
    const { services, setProfile } = fakeServices(profile({}, { phone_number: "+15555550100" }));
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    setProfile(profile({ mfaEnabled: ["SMS_MFA"], preferredMfa: "SMS_MFA" }, { phone_number: "+15555550100" }));
    fireEvent.click(await within(mfa).findByRole("button", { name: "Turn on text-message codes" }));
    expect(await within(mfa).findByText("Text-message codes turned on")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenLastCalledWith({ sms: { enabled: true, preferred: true } });

    setProfile(profile({}, { phone_number: "+15555550100" }));
    fireEvent.click(await within(mfa).findByRole("button", { name: "Turn off text-message codes" }));
    expect(await within(mfa).findByText("Text-message codes turned off")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenLastCalledWith({ sms: { enabled: false, preferred: false } });
    expect(await within(mfa).findByRole("button", { name: "Turn on text-message codes" })).toBeInTheDocument();
  });

  it("with both on, the other one can be made preferred", async () => {
    const both = { mfaEnabled: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"] as AccountProfile["mfaEnabled"] };
    const { services, setProfile } = fakeServices(
      profile({ ...both, preferredMfa: "SMS_MFA" }, { phone_number: "+15555550100" }),
    );
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    expect(await within(mfa).findByRole("button", { name: "Prefer the authenticator app" })).toBeInTheDocument();
    expect(within(mfa).queryByRole("button", { name: "Prefer text messages" })).not.toBeInTheDocument();
    setProfile(profile({ ...both, preferredMfa: "SOFTWARE_TOKEN_MFA" }, { phone_number: "+15555550100" }));
    fireEvent.click(within(mfa).getByRole("button", { name: "Prefer the authenticator app" }));
    expect(await within(mfa).findByText("Authenticator app is now your preferred method")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenCalledWith({
      totp: { enabled: true, preferred: true },
      sms: { enabled: true, preferred: false },
    });
    expect(await within(mfa).findByRole("button", { name: "Prefer text messages" })).toBeInTheDocument();
  });

  it("turns codes by e-mail on (preferred, as nothing else is) and off again", async () => {
    const { services, setProfile } = fakeServices();
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    setProfile(profile({ mfaEnabled: ["EMAIL_OTP"], preferredMfa: "EMAIL_OTP" }));
    fireEvent.click(await within(mfa).findByRole("button", { name: "Turn on codes by e-mail" }));
    expect(await within(mfa).findByText("Codes by e-mail turned on")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenLastCalledWith({ email: { enabled: true, preferred: true } });
    setProfile(profile());
    fireEvent.click(await within(mfa).findByRole("button", { name: "Turn off codes by e-mail" }));
    expect(await within(mfa).findByText("Codes by e-mail turned off")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenLastCalledWith({ email: { enabled: false, preferred: false } });
  });

  it("codes by e-mail need a verified address", async () => {
    const { services } = fakeServices(profile({}, { email_verified: "false" }));
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    expect(await within(mfa).findByText(/Verify your e-mail address in your profile/)).toBeInTheDocument();
    expect(within(mfa).queryByRole("button", { name: /codes by e-mail/ })).not.toBeInTheDocument();
  });

  it("with the app and e-mail on, e-mail can be made preferred (SMS, off, is not sent)", async () => {
    const both = { mfaEnabled: ["SOFTWARE_TOKEN_MFA", "EMAIL_OTP"] as AccountProfile["mfaEnabled"] };
    const { services } = fakeServices(profile({ ...both, preferredMfa: "SOFTWARE_TOKEN_MFA" }));
    await renderPage(services);
    const mfa = section("Two-step sign-in (MFA)");
    fireEvent.click(await within(mfa).findByRole("button", { name: "Prefer codes by e-mail" }));
    expect(await within(mfa).findByText("Code by e-mail is now your preferred method")).toBeInTheDocument();
    expect(services.setMfaPreference).toHaveBeenCalledWith({
      email: { enabled: true, preferred: true },
      totp: { enabled: true, preferred: false },
    });
  });
});

describe("passkeys", () => {
  beforeEach(() => localStorage.clear());

  it("is shown only when the build offers passkeys", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    expect(screen.queryByRole("region", { name: "Passkeys" })).not.toBeInTheDocument();
    expect(services.listPasskeys).not.toHaveBeenCalled();
  });

  it("lists them with name, date and kind; adds one", async () => {
    const { services } = fakeServices(profile(), [passkey("cred-1", "Security key", "cross-platform")]);
    await renderPage(services, true);
    const keys = section("Passkeys");
    const row = await within(keys).findByRole("row", { name: /Security key/ });
    expect(row).toHaveTextContent("Mar 4, 2026");
    expect(row).toHaveTextContent("Security key or phone");
    fireEvent.click(within(keys).getByRole("button", { name: "Add a passkey" }));
    expect(await within(keys).findByText("Passkey added. You can sign in with it from now on.")).toBeInTheDocument();
    expect(within(keys).getByRole("row", { name: /Passkey on this device/ })).toHaveTextContent("Built into a device");
  });

  it("an empty list says so; a refused prompt shows the message", async () => {
    const { services } = fakeServices();
    services.addPasskey.mockImplementationOnce(() =>
      Promise.reject(
        Object.assign(new Error("The passkey prompt was closed or timed out. No passkey was added."), {
          name: "NotAllowedError",
        }),
      ),
    );
    await renderPage(services, true);
    const keys = section("Passkeys");
    expect(await within(keys).findByText("You have no passkeys yet.")).toBeInTheDocument();
    fireEvent.click(within(keys).getByRole("button", { name: "Add a passkey" }));
    expect(await within(keys).findByRole("alert")).toHaveTextContent("No passkey was added.");
  });

  it("renames one in this browser only: the name is checked, kept in local storage and shown", async () => {
    const { services } = fakeServices(profile(), [passkey("cred-1", "Passkey on this device", "platform")]);
    await renderPage(services, true);
    const keys = section("Passkeys");
    fireEvent.click(await within(keys).findByRole("button", { name: "Rename Passkey on this device" }));
    const field = within(keys).getByLabelText("New name for Passkey on this device");
    expect(field).toHaveFocus();
    type(field, "   ");
    fireEvent.click(within(keys).getByRole("button", { name: "Save name" }));
    expect(field).toHaveAccessibleDescription("Enter a name for the passkey");
    type(field, " Work laptop ");
    fireEvent.click(within(keys).getByRole("button", { name: "Save name" }));
    expect(
      await within(keys).findByText(/Renamed to Work laptop\. The name is kept in this browser only\./),
    ).toBeInTheDocument();
    expect(within(keys).getByRole("rowheader", { name: /Work laptop/ })).toHaveTextContent("Passkey on this device");
    expect(JSON.parse(localStorage.getItem("northwind.passkeyNames") ?? "{}")).toEqual({ "cred-1": "Work laptop" });
  });

  it("deletes one after a confirmation, and forgets its local name", async () => {
    localStorage.setItem("northwind.passkeyNames", JSON.stringify({ "cred-1": "Work laptop" }));
    const { services } = fakeServices(profile(), [passkey("cred-1", "Passkey on this device", "platform")]);
    await renderPage(services, true);
    const keys = section("Passkeys");
    fireEvent.click(await within(keys).findByRole("button", { name: "Delete Work laptop" }));
    const confirm = within(keys).getByRole("group", { name: "Confirm deleting Work laptop" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(services.deletePasskey).not.toHaveBeenCalled();
    fireEvent.click(within(keys).getByRole("button", { name: "Delete Work laptop" }));
    fireEvent.click(within(keys).getByRole("button", { name: "Yes, delete" }));
    expect(await within(keys).findByText("Work laptop deleted. It no longer signs you in.")).toBeInTheDocument();
    expect(services.deletePasskey).toHaveBeenCalledWith("cred-1");
    expect(within(keys).getByText("You have no passkeys yet.")).toBeInTheDocument();
    expect(localStorage.getItem("northwind.passkeyNames")).toBe("{}");
  });

  it("adding after an old sign-in asks for a fresh one (step-up)", async () => {
    const { services } = fakeServices();
    const reauthenticate = jest.fn();
    renderWithProviders(
      <ReauthenticateContext.Provider value={reauthenticate}>
        <AccountSecurity
          services={requireRecentSignIn(services, SENSITIVE_ACTIONS, () => Date.now() - 10 * 60_000)}
          username={USERNAME}
          onSignedOut={jest.fn()}
          passkeys
        />
      </ReauthenticateContext.Provider>,
    );
    const keys = await screen.findByRole("region", { name: "Passkeys" });
    fireEvent.click(await within(keys).findByRole("button", { name: "Add a passkey" }));
    const alert = await within(keys).findByRole("alert");
    expect(alert).toHaveTextContent("this needs a sign-in within the last 5 minutes");
    expect(services.addPasskey).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole("button", { name: "Sign in again" }));
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });
});

describe("devices", () => {
  const items = (devices: HTMLElement) =>
    within(within(devices).getByRole("list", { name: "Devices that signed in to your account" })).getAllByRole(
      "listitem",
    );

  it("lists the devices calmly: this one first and marked, name, last use and whether remembered; details on demand", async () => {
    const { services } = fakeServices();
    services.currentDeviceKey.mockResolvedValue("k-other");
    await renderPage(services);
    const devices = section("Devices");
    await within(devices).findByRole("list", { name: "Devices that signed in to your account" });
    const [first, second] = items(devices) as [HTMLElement, HTMLElement];
    expect(items(devices)).toHaveLength(2);
    expect(first).toHaveTextContent(/^Firefox on LinuxThis device/);
    expect(first).toHaveTextContent("Last used Mar 1, 2026");
    expect(first).toHaveTextContent("Not remembered");
    expect(second).toHaveTextContent(/^Chrome on Windows/);
    expect(second).toHaveTextContent("· Remembered");
    expect(within(second).queryByText("This device")).not.toBeInTheDocument();
    // The address and the raw user agent only when asked for.
    expect(devices).not.toHaveTextContent("203.0.113.7");
    expect(devices).not.toHaveTextContent("Mozilla/5.0");
    const toggle = within(devices).getByRole("button", { name: "Technical details" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(second).toHaveTextContent("IP address203.0.113.7");
    expect(second).toHaveTextContent(`Reported name${CHROME}`);
    fireEvent.click(toggle);
    expect(devices).not.toHaveTextContent("203.0.113.7");
  });

  it("forgetting a device removes it from the list", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const devices = section("Devices");
    fireEvent.click(await within(devices).findByRole("button", { name: "Forget Firefox on Linux" }));
    expect(await within(devices).findByText("Firefox on Linux forgotten")).toBeInTheDocument();
    expect(services.forgetDevice).toHaveBeenCalledWith("k-other");
    expect(items(devices)).toHaveLength(1);
    expect(within(devices).queryByText("Firefox on Linux")).not.toBeInTheDocument();
  });

  it("a failed forget keeps the device and shows Cognito's message", async () => {
    const { services } = fakeServices();
    services.forgetDevice.mockRejectedValueOnce(cognitoError("ResourceNotFoundException", "Device does not exist."));
    await renderPage(services);
    const devices = section("Devices");
    fireEvent.click(await within(devices).findByRole("button", { name: "Forget Firefox on Linux" }));
    expect(await within(devices).findByRole("alert")).toHaveTextContent("Device does not exist.");
    expect(items(devices)).toHaveLength(2);
  });

  it("remembers and stops remembering", async () => {
    const { services } = fakeServices();
    await renderPage(services);
    const devices = section("Devices");
    fireEvent.click(await within(devices).findByRole("button", { name: "Remember Firefox on Linux" }));
    expect(await within(devices).findByRole("button", { name: "Don't remember Firefox on Linux" })).toBeInTheDocument();
    expect(services.setDeviceRemembered).toHaveBeenCalledWith("k-other", true);
    fireEvent.click(within(devices).getByRole("button", { name: "Don't remember Chrome on Windows (this device)" }));
    expect(await within(devices).findByText("Chrome on Windows is no longer remembered")).toBeInTheDocument();
    expect(services.setDeviceRemembered).toHaveBeenLastCalledWith("k-this", false);
  });

  it("loads the next page with the pagination token", async () => {
    const { services } = fakeServices();
    services.listDevices
      .mockResolvedValueOnce({ devices: [device("k-this", CHROME)], nextToken: "page-2" })
      .mockResolvedValueOnce({ devices: [device("k-phone", "My phone")], nextToken: null });
    await renderPage(services);
    const devices = section("Devices");
    fireEvent.click(await within(devices).findByRole("button", { name: "Load more" }));
    expect(await within(devices).findByText("My phone")).toBeInTheDocument();
    expect(items(devices)).toHaveLength(2);
    expect(services.listDevices).toHaveBeenLastCalledWith("page-2");
    expect(within(devices).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});

describe("sign out everywhere", () => {
  it("asks first, then signs out everywhere and hands over to onSignedOut", async () => {
    const { services } = fakeServices();
    const { onSignedOut } = await renderPage(services);
    const box = section("Sign out everywhere");
    fireEvent.click(within(box).getByRole("button", { name: "Sign out everywhere" }));
    expect(services.globalSignOut).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole("button", { name: "Yes, sign out everywhere" }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(services.globalSignOut).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole("region", { name: "Notifications" })).getByRole("status")).toHaveTextContent(
      "You are signed out on every browser and device.",
    );
  });

  it("a failure stays on the page with Cognito's message", async () => {
    const { services } = fakeServices();
    services.globalSignOut.mockRejectedValueOnce(
      cognitoError("NotAuthorizedException", "Access Token has been revoked"),
    );
    const { onSignedOut } = await renderPage(services);
    const box = section("Sign out everywhere");
    fireEvent.click(within(box).getByRole("button", { name: "Sign out everywhere" }));
    fireEvent.click(within(box).getByRole("button", { name: "Yes, sign out everywhere" }));
    expect(await within(box).findByRole("alert")).toHaveTextContent("Access Token has been revoked");
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe("delete my account", () => {
  it("the button works only once DELETE is typed; then the account is deleted and onSignedOut runs", async () => {
    const { services } = fakeServices();
    const { onSignedOut } = await renderPage(services);
    const box = openForm("Delete my account", "Delete my account");
    const button = within(box).getByRole("button", { name: "Delete my account" });
    const confirm = within(box).getByLabelText("Type DELETE to confirm");
    expect(button).toBeDisabled();
    type(confirm, "delete");
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(services.deleteAccount).not.toHaveBeenCalled();
    type(confirm, "DELETE");
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(services.deleteAccount).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole("region", { name: "Notifications" })).getByRole("status")).toHaveTextContent(
      "Your account was deleted.",
    );
  });
});

describe("step-up (a sign-in within the last 5 minutes)", () => {
  it("refuses a password change after an old sign-in, says why, and offers to sign in again", async () => {
    const { services } = fakeServices();
    const reauthenticate = jest.fn();
    const signedInAt = Date.now() - 20 * 60_000;
    renderWithProviders(
      <ReauthenticateContext.Provider value={reauthenticate}>
        <AccountSecurity
          services={requireRecentSignIn(services, SENSITIVE_ACTIONS, () => signedInAt)}
          username={USERNAME}
          onSignedOut={jest.fn()}
        />
      </ReauthenticateContext.Provider>,
    );
    await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
    const password = openForm("Password", "Change password");
    type(within(password).getByLabelText("Current password"), "old-password-1");
    type(within(password).getByLabelText("New password"), "new-password-2");
    type(within(password).getByLabelText("Confirm new password"), "new-password-2");
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    const alert = await within(password).findByRole("alert");
    expect(alert).toHaveTextContent(
      "For your security, this needs a sign-in within the last 5 minutes. You signed in 20 minutes ago.",
    );
    expect(services.changePassword).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole("button", { name: "Sign in again" }));
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    // Reading and listing stay open: only the sensitive actions are guarded.
    expect(services.getProfile).toHaveBeenCalled();
    expect(services.listDevices).toHaveBeenCalled();
  });

  it("guards the password, the sign-in factors and deletion", () => {
    expect([...SENSITIVE_ACTIONS].sort()).toEqual([
      "addPasskey",
      "changePassword",
      "deleteAccount",
      "deletePasskey",
      "setMfaPreference",
      "startTotpSetup",
      "verifyTotp",
    ]);
  });
});
