/**
 * The authenticator screens in jsdom over fake services: what a person sees and does on each route, and that
 * each screen drives the flow's transitions (validation, errors, tabs, codes, resend, cancel, skip).
 */
import React from "react";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { fakeRuntime, type FakeRuntimeOptions } from "../../../test/authRuntime";
import { AuthProvider } from "../useAuthenticator";
import Authenticator from "./Authenticator";
import { CONFIGURATION_ERROR_MESSAGE } from "../flow/guards";
import type { LoginMechanism } from "../flow/formValues";

jest.mock("../totp/TotpSecret", () => ({
  __esModule: true,
  default: ({ uri, secret }: { uri: string; secret: string }) => (
    <p data-testid="totp-secret" data-uri={uri}>
      {secret}
    </p>
  ),
}));

function renderAuthenticator(options: FakeRuntimeOptions = {}, loginMechanism: LoginMechanism = "email") {
  const fake = fakeRuntime(options);
  const view = renderWithProviders(
    <AuthProvider runtime={fake.runtime}>
      <Authenticator loginMechanism={loginMechanism}>{({ user }) => <p>Signed in as {user.username}</p>}</Authenticator>
    </AuthProvider>,
  );
  return { ...fake, ...view };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
const blur = (label: string | RegExp) => fireEvent.blur(screen.getByLabelText(label, { selector: "input" }));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const settle = (fake: ReturnType<typeof fakeRuntime>) =>
  act(() => fake.runtime.authenticator.settled().then(() => undefined));

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("sign in", () => {
  it("signs in with the trimmed e-mail and the untrimmed password, then renders the signed-in content", async () => {
    const fake = renderAuthenticator({ accounts: { "admin@example.com": { password: " pass word " } } });
    await screen.findByRole("tab", { name: "Sign In", selected: true });
    type("Email", "  admin@example.com ");
    type(/^Password/, " pass word ");
    click("Sign in");
    expect(await screen.findByText("Signed in as admin@example.com")).toBeInTheDocument();
    expect(fake.calls).toContain("signIn:admin@example.com");
    expect(fake.store.getState().auth.userDetails).toEqual({
      username: "admin@example.com",
      groups: [],
      email: "admin@example.com",
    });
  });

  it("an empty submit names each empty field in the form's words, sends nothing, and keeps Sign in ready", async () => {
    const fake = renderAuthenticator({ accounts: { "admin@example.com": { password: "right-password" } } });
    await screen.findByRole("tab", { name: "Sign In" });
    click("Sign in");
    const email = screen.getByLabelText("Email", { selector: "input" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter your email address."));
    expect(screen.getByLabelText(/^Password/, { selector: "input" })).toHaveAccessibleDescription(
      "Enter your password.",
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.startsWith("signIn"))).toEqual([]);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("shows the service's error as a dismissible alert that takes focus", async () => {
    const fake = renderAuthenticator({ accounts: { "admin@example.com": { password: "right-password" } } });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "admin@example.com");
    type(/^Password/, "wrong-password");
    click("Sign in");
    const alert = await screen.findByRole("alert");
    // In the form's words: its field is labeled Email, and the pool's raw text is never shown.
    expect(alert).toHaveTextContent(
      "That email address and password do not match an account. Check both, or reset your password.",
    );
    expect(alert.parentElement).toHaveFocus();
    expect(fake.calls).toContain("signIn:admin@example.com");
    click("Dismiss error");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("labels the fields and marks them for password managers", async () => {
    renderAuthenticator();
    await screen.findByRole("tab", { name: "Sign In" });
    expect(screen.getByLabelText("Email", { selector: "input" })).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText(/^Password/, { selector: "input" })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    const password = screen.getByLabelText(/^Password/, { selector: "input" });
    expect(password).toHaveAttribute("type", "password");
    click("Show password");
    expect(password).toHaveAttribute("type", "text");
    click("Hide password");
    expect(password).toHaveAttribute("type", "password");
  });

  it("uses a username or a phone number with its country code when configured", async () => {
    const fake = renderAuthenticator({ accounts: { "+4915112345678": { password: "password1" } } }, "phone_number");
    await screen.findByRole("tab", { name: "Sign In" });
    fireEvent.change(screen.getByLabelText("Country code"), { target: { value: "+49" } });
    type("Phone number", "151 1234-5678");
    type(/^Password/, "password1");
    click("Sign in");
    await settle(fake);
    expect(fake.calls).toContain("signIn:+4915112345678");
  });

  it("asks for the authenticator code of a TOTP user and signs in with it", async () => {
    const fake = renderAuthenticator({
      accounts: { "totp@example.com": { password: "password1", challenge: "SOFTWARE_TOKEN_MFA", code: "123456" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "totp@example.com");
    type(/^Password/, "password1");
    click("Sign in");
    expect(await screen.findByRole("heading", { name: "Confirm TOTP Code" })).toBeInTheDocument();
    const code = screen.getByLabelText("Code", { selector: "input" });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    type("Code", "000000");
    click("Confirm");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid code received for user");
    type("Code", "123456");
    click("Confirm");
    expect(await screen.findByText("Signed in as totp@example.com")).toBeInTheDocument();
    expect(fake.calls).toEqual(expect.arrayContaining(["confirmSignIn:000000", "confirmSignIn:123456"]));
  });

  describe("with a code by e-mail (GATSBY_AUTH_EMAIL_CODE on)", () => {
    const ACCOUNTS = {
      "otp@example.com": { password: "password1", emailCode: "246810" },
      "mfa@example.com": { password: "password1" },
    };

    it("is offered only when the build enables it", async () => {
      renderAuthenticator({ accounts: ACCOUNTS });
      await screen.findByRole("tab", { name: "Sign In" });
      expect(screen.queryByRole("button", { name: "Email me a sign-in code" })).toBeNull();
    });

    it("needs the login name: the field says so, is tied to its message and takes focus", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, emailCodeSignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      click("Email me a sign-in code");
      const email = screen.getByLabelText("Email", { selector: "input" });
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAccessibleDescription(expect.stringContaining("Enter your email address: the code goes"));
      await waitFor(() => expect(email).toHaveFocus());
      expect(fake.calls.filter((c) => c.startsWith("startEmailCodeSignIn"))).toEqual([]);
    });

    it("sends a code, refuses a wrong one, resends, signs in with the right one", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, emailCodeSignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", " otp@example.com ");
      click("Email me a sign-in code");
      expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
      expect(screen.getByText(/We emailed a code to a\*\*\*@e\*\*\*\./)).toBeInTheDocument();
      const code = screen.getByLabelText("Sign-in code", { selector: "input" });
      expect(code).toHaveAttribute("autocomplete", "one-time-code");
      expect(code).toHaveFocus();
      type("Sign-in code", "000000");
      click("Confirm");
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Invalid code received for user");
      expect(alert.parentElement).toHaveFocus();
      click("Resend Code");
      await settle(fake);
      type("Sign-in code", "246810");
      click("Confirm");
      expect(await screen.findByText("Signed in as otp@example.com")).toBeInTheDocument();
      expect(fake.calls.filter((c) => c.startsWith("startEmailCodeSignIn"))).toEqual([
        "startEmailCodeSignIn:otp@example.com",
        "startEmailCodeSignIn:otp@example.com",
      ]);
      expect(fake.calls).toEqual(expect.arrayContaining(["confirmEmailCode:000000", "confirmEmailCode:246810"]));
    });

    it("shows a refusal on the sign-in form, and goes back to sign-in from the code screen", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, emailCodeSignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", "mfa@example.com");
      click("Email me a sign-in code");
      expect(await screen.findByRole("alert")).toHaveTextContent("not available for this account");
      type("Email", "otp@example.com");
      click("Email me a sign-in code");
      await screen.findByRole("heading", { name: "Enter your sign-in code" });
      click("Back to Sign In");
      expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
      expect(fake.calls).not.toContain("confirmEmailCode");
    });
  });

  describe("with a passkey (GATSBY_AUTH_PASSKEYS on)", () => {
    const ACCOUNTS = {
      "key@example.com": { password: "password1", passkey: "ok" as const },
      "waits@example.com": { password: "password1", passkey: "wait" as const },
      "closed@example.com": { password: "password1", passkey: "closed" as const },
      "none@example.com": { password: "password1", emailCode: "135790" },
    };

    it("is offered only when the build enables it", async () => {
      renderAuthenticator({ accounts: ACCOUNTS });
      await screen.findByRole("tab", { name: "Sign In" });
      expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    });

    it("needs the login name: the field says so and takes focus", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      click("Sign in with a passkey");
      const email = screen.getByLabelText("Email", { selector: "input" });
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAccessibleDescription(expect.stringContaining("to use that account's passkey"));
      await waitFor(() => expect(email).toHaveFocus());
      expect(fake.calls.filter((c) => c.startsWith("startPasskeySignIn"))).toEqual([]);
    });

    it("signs in with the passkey", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", " key@example.com ");
      click("Sign in with a passkey");
      expect(await screen.findByText("Signed in as key@example.com")).toBeInTheDocument();
      expect(fake.calls).toEqual(expect.arrayContaining(["startPasskeySignIn:key@example.com", "confirmPasskey"]));
    });

    it("while the browser asks: the prompt screen, focused and announced; the password instead keeps the name", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", "waits@example.com");
      click("Sign in with a passkey");
      expect(await screen.findByRole("heading", { name: "Sign in with a passkey" })).toBeInTheDocument();
      const status = screen.getByRole("status");
      expect(status).toHaveTextContent("Follow your browser's prompt to use the passkey for waits@example.com");
      expect(status).toHaveFocus();
      expect(screen.getByRole("button", { name: "Please wait…" })).toBeDisabled();
      click("Use your password instead");
      expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeInTheDocument();
      expect(screen.getByLabelText("Email", { selector: "input" })).toHaveValue("waits@example.com");
      await settle(fake);
      expect(fake.calls).toContain("cancelPasskey");
    });

    it("a closed prompt: the message takes focus; Try again asks again; Cancel returns to sign-in", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", "closed@example.com");
      click("Sign in with a passkey");
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("The passkey prompt was closed or timed out.");
      expect(alert.parentElement).toHaveFocus();
      click("Try again");
      await settle(fake);
      expect(fake.calls.filter((c) => c === "confirmPasskey")).toHaveLength(2);
      click("Cancel");
      expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeInTheDocument();
    });

    it("an account without a passkey: only the offered ways, the heading focused", async () => {
      const fake = renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true, emailCodeSignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", "none@example.com");
      click("Sign in with a passkey");
      const heading = await screen.findByRole("heading", { name: "Choose how to sign in" });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText(/There is no passkey for none@example.com/)).toBeInTheDocument();
      click("Email me a sign-in code");
      expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
      type("Sign-in code", "135790");
      click("Confirm");
      expect(await screen.findByText("Signed in as none@example.com")).toBeInTheDocument();
      expect(fake.calls).toContain("startEmailCodeSignIn:none@example.com");
    });

    it("the method choice without e-mail codes offers the password, which keeps the name", async () => {
      renderAuthenticator({ accounts: ACCOUNTS, passkeySignIn: true });
      await screen.findByRole("tab", { name: "Sign In" });
      type("Email", "none@example.com");
      click("Sign in with a passkey");
      await screen.findByRole("heading", { name: "Choose how to sign in" });
      expect(screen.queryByRole("button", { name: "Email me a sign-in code" })).toBeNull();
      click("Sign in with your password");
      expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeInTheDocument();
      expect(screen.getByLabelText("Email", { selector: "input" })).toHaveValue("none@example.com");
      type(/^Password/, "password1");
      click("Sign in");
      expect(await screen.findByText("Signed in as none@example.com")).toBeInTheDocument();
    });
  });

  it("e-mail MFA after the password: the code screen; resend signs in with the password again", async () => {
    const fake = renderAuthenticator({
      accounts: { "emfa@example.com": { password: "password1", challenge: "EMAIL_OTP", code: "424242" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "emfa@example.com");
    type(/^Password/, "password1");
    click("Sign in");
    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
    click("Resend Code");
    await settle(fake);
    type("Sign-in code", "424242");
    click("Confirm");
    expect(await screen.findByText("Signed in as emfa@example.com")).toBeInTheDocument();
    expect(fake.calls.filter((c) => c === "signIn:emfa@example.com")).toHaveLength(2);
    expect(fake.calls).toContain("confirmSignIn:424242");
  });

  it("shows an SMS heading for an SMS code", async () => {
    renderAuthenticator({
      accounts: { "sms@example.com": { password: "password1", challenge: "SMS_MFA", code: "1" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "sms@example.com");
    type(/^Password/, "password1");
    click("Sign in");
    expect(await screen.findByRole("heading", { name: "Confirm SMS Code" })).toBeInTheDocument();
  });

  it("sets up an authenticator app: shows the secret and its otpauth link, then verifies the code", async () => {
    const fake = renderAuthenticator({
      accounts: { "new@example.com": { password: "password1", challenge: "MFA_SETUP" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "new@example.com");
    type(/^Password/, "password1");
    click("Sign in");
    const secret = await screen.findByTestId("totp-secret");
    expect(secret).toHaveTextContent("JBSWY3DPEHPK3PXP");
    expect(secret.getAttribute("data-uri")).toMatch(/^otpauth:\/\/totp\/.+new@example\.com\?secret=JBSWY3DPEHPK3PXP/);
    type("Code", "654321");
    click("Confirm");
    expect(await screen.findByText("Signed in as new@example.com")).toBeInTheDocument();
    expect(fake.calls).toContain("verifyTotpToken:654321");
  });

  it("makes a user with a temporary password choose a new one", async () => {
    const fake = renderAuthenticator({
      accounts: { "temp@example.com": { password: "Temp-Pass1!", challenge: "NEW_PASSWORD_REQUIRED" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "temp@example.com");
    type(/^Password/, "Temp-Pass1!");
    click("Sign in");
    expect(await screen.findByRole("heading", { name: "Change Password" })).toBeInTheDocument();
    type(/^New Password/, "short");
    blur(/^New Password/);
    expect(screen.getByText("Password must have at least 8 characters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change Password" })).toBeDisabled();
    type(/^New Password/, "a-new-password");
    type(/^Confirm Password/, "a-new-password");
    click("Change Password");
    expect(await screen.findByText("Signed in as temp@example.com")).toBeInTheDocument();
    expect(fake.calls).toContain("completeNewPassword:a-new-password");
  });

  it("sends an unconfirmed user to confirm the sign-up, resends the code, and signs in once confirmed", async () => {
    const fake = renderAuthenticator({
      accounts: { "unconfirmed@example.com": { password: "password1", confirmed: false, code: "222222" } },
    });
    await screen.findByRole("tab", { name: "Sign In" });
    type("Email", "unconfirmed@example.com");
    type(/^Password/, "password1");
    click("Sign in");
    expect(await screen.findByRole("heading", { name: "Confirm your account" })).toBeInTheDocument();
    expect(screen.getByText(/We sent a code by an email to n\*\*\*@e\*\*\*/)).toBeInTheDocument();
    click("Resend Code");
    await settle(fake);
    expect(fake.calls.filter((c) => c === "resendSignUpCode:unconfirmed@example.com")).toHaveLength(2);
    type("Confirmation Code", "222222");
    click("Confirm");
    expect(await screen.findByText("Signed in as unconfirmed@example.com")).toBeInTheDocument();
  });
});

describe("sign up", () => {
  it("switches tabs, validates as the user types, ties errors to fields, and blocks submit while invalid", async () => {
    renderAuthenticator();
    await screen.findByRole("tab", { name: "Sign In" });
    fireEvent.click(screen.getByRole("tab", { name: "Create Account" }));
    expect(screen.getByRole("tab", { name: "Create Account", selected: true })).toBeInTheDocument();
    type(/^Password/, "abcdefg");
    blur(/^Password/);
    type(/^Confirm Password/, "abcdefx");
    const confirm = screen.getByLabelText(/^Confirm Password/, { selector: "input" });
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    const describedBy = confirm.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy)).toHaveTextContent("Your passwords must match");
    expect(screen.getByText("Password must have at least 8 characters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeDisabled();
  });

  it("creates the account, confirms it with the code and lands signed in", async () => {
    const fake = renderAuthenticator();
    await screen.findByRole("tab", { name: "Sign In" });
    fireEvent.click(screen.getByRole("tab", { name: "Create Account" }));
    type("Email", "someone@example.com");
    type(/^Password/, "long-enough");
    type(/^Confirm Password/, "long-enough");
    click("Create Account");
    expect(await screen.findByRole("heading", { name: "Confirm your account" })).toBeInTheDocument();
    type("Confirmation Code", "111111");
    click("Confirm");
    expect(await screen.findByText("Signed in as someone@example.com")).toBeInTheDocument();
    expect(fake.calls).toEqual(
      expect.arrayContaining([
        "signUp:someone@example.com",
        "confirmSignUp:someone@example.com:111111",
        "signIn:someone@example.com",
      ]),
    );
  });

  it("moves focus to the first invalid field after a refused submit", async () => {
    renderAuthenticator();
    await screen.findByRole("tab", { name: "Sign In" });
    fireEvent.click(screen.getByRole("tab", { name: "Create Account" }));
    type("Email", "x@example.com");
    type(/^Password/, "12345678");
    type(/^Confirm Password/, "12345679");
    fireEvent.submit(screen.getByRole("button", { name: "Create Account" }).closest("form")!);
    await waitFor(() => expect(screen.getByLabelText(/^Confirm Password/, { selector: "input" })).toHaveFocus());
    // Typing elsewhere afterwards keeps the focus where the user put it.
    const password = screen.getByLabelText(/^Password/, { selector: "input" });
    password.focus();
    type(/^Password/, "123456789"); // still mismatched: new errors, but no new submit
    expect(screen.getByLabelText(/^Confirm Password/, { selector: "input" })).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();
  });
});

describe("reset password", () => {
  it("sends a code, resends it from the cancel action, sets the new password and returns to sign-in", async () => {
    const fake = renderAuthenticator({ accounts: { "admin@example.com": { password: "old-password" } } });
    await screen.findByRole("tab", { name: "Sign In" });
    click("Forgot your password?");
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    type("Email", "admin@example.com");
    click("Send code");
    expect(await screen.findByLabelText("Code", { selector: "input" })).toBeInTheDocument();
    click("Resend Code");
    await settle(fake);
    expect(fake.calls.filter((c) => c === "forgotPassword:admin@example.com")).toHaveLength(2);
    type("Code", "333333");
    type(/^New Password/, "brand-new-pass");
    type(/^Confirm Password/, "brand-new-pass");
    click("Submit");
    expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeInTheDocument();
    expect(fake.calls).toContain("forgotPasswordSubmit:admin@example.com:333333");
  });

  it("goes back to sign-in from the reset screen", async () => {
    renderAuthenticator();
    await screen.findByRole("tab", { name: "Sign In" });
    click("Forgot your password?");
    fireEvent.click(await screen.findByRole("button", { name: "Back to Sign In" }));
    expect(screen.getByRole("tab", { name: "Sign In", selected: true })).toBeInTheDocument();
  });
});

describe("configuration and providers", () => {
  it("shows the configuration error at once, without a dismiss button", async () => {
    renderAuthenticator({ configError: CONFIGURATION_ERROR_MESSAGE });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Configuration error (see console) – please contact the administrator",
    );
    expect(screen.queryByRole("button", { name: "Dismiss error" })).toBeNull();
  });

  it("offers the configured social providers among the other ways in, and starts their sign-in", async () => {
    const fake = renderAuthenticator({ socialProviders: ["Facebook", "Google"] });
    await screen.findByRole("tab", { name: "Sign In" });
    const others = screen.getByRole("group", { name: "Or sign in another way" });
    fireEvent.click(within(others).getByRole("button", { name: "Sign in with Google" }));
    await settle(fake);
    expect(fake.calls).toContain("federatedSignIn:Google");
    expect(within(others).getByRole("button", { name: "Sign in with Facebook" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /with Apple/ })).toBeNull();
    // Creating an account offers them too, above its form.
    fireEvent.click(screen.getByRole("tab", { name: "Create Account" }));
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();
  });

  it("keeps the password as the one way in the form submits; every other way is set apart after it", async () => {
    const fake = renderAuthenticator({ socialProviders: ["Google"], passkeySignIn: true, emailCodeSignIn: true });
    fake.runtime.hostedUi = { isCallback: () => false, client: () => new Promise(() => undefined) };
    await screen.findByRole("tab", { name: "Sign In" });
    const form = screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement;
    expect(
      within(form)
        .getAllByRole("button")
        .filter((b) => b.getAttribute("type") === "submit"),
    ).toEqual([screen.getByRole("button", { name: "Sign in" })]);
    const others = screen.getByRole("group", { name: "Or sign in another way" });
    expect(
      within(others)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Sign in with a passkey", "Email me a sign-in code", "Sign in with Google", "Open Hosted UI"]);
    // In reading order: the password, 'Forgot your password?', the button, then the others.
    const order = [
      screen.getByLabelText("Password", { selector: "input" }),
      screen.getByRole("button", { name: "Forgot your password?" }),
      screen.getByRole("button", { name: "Sign in" }),
      others,
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("shows an already signed-in user straight away", async () => {
    renderAuthenticator({ current: { username: "super.admin@example.com", groups: ["Admins"] } });
    expect(await screen.findByText("Signed in as super.admin@example.com")).toBeInTheDocument();
  });
});
