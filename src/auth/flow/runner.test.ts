/**
 * The authenticator flow end to end against fake services: every route of the flow, driven the way the
 * screens drive it (CHANGE/BLUR/SUBMIT and the navigation events).
 */
import { startedFlow, submitForm } from "../../../test/authFlow";
import { DEFAULT_CONFIG } from "./context";
import type { AuthServices, AuthUser, VerifiedContact } from "./types";

class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface FakeUser {
  password: string;
  confirmed?: boolean;
  challenge?: string;
  mfaCode?: string;
  contact?: VerifiedContact;
  requiredAttributes?: string[];
  resetRequired?: boolean;
  emailCode?: string;
  /** A passkey the fake browser produces: "ok", or the browser error to reject with; none: no passkey. */
  passkey?: "ok" | "NotAllowedError";
}

function fakeServices(users: Record<string, FakeUser>, current: AuthUser | null = null) {
  const calls: string[] = [];
  const log = (name: string) => calls.push(name);
  const services: AuthServices = {
    async getCurrentUser() {
      log("getCurrentUser");
      if (!current) throw new Error("The user is not authenticated");
      return current;
    },
    async signIn(username, password) {
      log(`signIn:${username}`);
      const u = users[username];
      if (!u || u.password !== password)
        throw new CognitoError("NotAuthorizedException", "Incorrect username or password.");
      if (u.resetRequired)
        throw new CognitoError("PasswordResetRequiredException", "Password reset required for the user");
      if (u.confirmed === false) throw new CognitoError("UserNotConfirmedException", "User is not confirmed.");
      return {
        username,
        ...(u.challenge
          ? { challengeName: u.challenge, challengeParam: { requiredAttributes: u.requiredAttributes ?? [] } }
          : {}),
      };
    },
    async confirmSignIn(user, code) {
      log(`confirmSignIn:${code}`);
      if (code !== users[user.username]?.mfaCode)
        throw new CognitoError("CodeMismatchException", "Invalid code received for user");
      return { username: user.username };
    },
    async startEmailCodeSignIn(username) {
      log(`startEmailCodeSignIn:${username}`);
      if (!users[username]) throw new CognitoError("UserNotFoundException", "User does not exist.");
      return {
        username,
        challengeName: "EMAIL_OTP",
        challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
      };
    },
    async confirmEmailCode(user, code) {
      log(`confirmEmailCode:${code}`);
      if (code !== users[user.username]?.emailCode)
        throw new CognitoError("CodeMismatchException", "Invalid code received for user");
      return { username: user.username };
    },
    async startPasskeySignIn(username) {
      log(`startPasskeySignIn:${username}`);
      if (!users[username]) throw new CognitoError("UserNotFoundException", "User does not exist.");
      if (!users[username].passkey)
        return {
          username,
          challengeName: "SELECT_CHALLENGE",
          challengeParam: { availableChallenges: ["PASSWORD", "EMAIL_OTP"] },
        };
      return { username, challengeName: "WEB_AUTHN", challengeParam: { CREDENTIAL_REQUEST_OPTIONS: "{}" } };
    },
    async confirmPasskey(user) {
      log("confirmPasskey");
      const outcome = users[user.username]?.passkey;
      if (outcome !== "ok") throw new CognitoError("NotAllowedError", "The passkey prompt was closed or timed out.");
      return { username: user.username };
    },
    async cancelPasskey() {
      log("cancelPasskey");
    },
    async completeNewPassword(user, password, attributes) {
      log(`completeNewPassword:${JSON.stringify(attributes)}`);
      users[user.username]!.password = password;
      return { username: user.username };
    },
    async setupTotp() {
      log("setupTotp");
      return "JBSWY3DPEHPK3PXP";
    },
    async verifyTotpToken(user, code) {
      log(`verifyTotpToken:${code}`);
      if (code !== "123456") throw new CognitoError("EnableSoftwareTokenMFAException", "Code mismatch");
      return { username: user.username };
    },
    async verifiedContact(user) {
      log("verifiedContact");
      return users[user.username]?.contact ?? { verified: { email: `${user.username}` }, unverified: {} };
    },
    async verifyAttribute(attribute) {
      log(`verifyAttribute:${attribute}`);
      return { Destination: "a***@e***", DeliveryMedium: "EMAIL", AttributeName: attribute };
    },
    async verifyAttributeSubmit(attribute, code) {
      log(`verifyAttributeSubmit:${attribute}:${code}`);
    },
    async signUp(username, password, attributes) {
      log(`signUp:${username}:${JSON.stringify(attributes)}`);
      if (users[username])
        throw new CognitoError("UsernameExistsException", "An account with the given email already exists.");
      users[username] = { password, confirmed: false };
      return {
        userConfirmed: false,
        userSub: "sub-1",
        codeDeliveryDetails: { Destination: "n***@e***", DeliveryMedium: "EMAIL" },
      };
    },
    async confirmSignUp(username, code) {
      log(`confirmSignUp:${code}`);
      if (code !== "111111")
        throw new CognitoError("CodeMismatchException", "Invalid verification code provided, please try again.");
      users[username]!.confirmed = true;
    },
    async resendSignUpCode(username) {
      log(`resendSignUpCode:${username}`);
      if (users[username]?.confirmed !== false)
        throw new CognitoError("InvalidParameterException", "User is already confirmed.");
      return { Destination: "u***@e***", DeliveryMedium: "EMAIL" };
    },
    async forgotPassword(username) {
      log(`forgotPassword:${username}`);
      return { Destination: "u***@e***", DeliveryMedium: "EMAIL" };
    },
    async forgotPasswordSubmit(username, code, password) {
      log(`forgotPasswordSubmit:${code}`);
      if (code !== "222222")
        throw new CognitoError("CodeMismatchException", "Invalid verification code provided, please try again.");
      users[username] = { ...users[username]!, password, resetRequired: false };
    },
    async federatedSignIn(provider, customState) {
      log(`federatedSignIn:${provider}:${customState}`);
    },
    async signOut() {
      log("signOut");
      current = null;
    },
  };
  return { services, calls, setCurrent: (u: AuthUser | null) => (current = u) };
}

const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => quiet.mockRestore());

describe("start", () => {
  it("a current user goes straight to authenticated", async () => {
    const { services } = fakeServices({}, { username: "a@example.com", groups: ["Admins"] });
    const auth = await startedFlow(services);
    expect(auth.getContext()).toMatchObject({ route: "authenticated", user: { username: "a@example.com" } });
  });

  it("no current user starts on the configured screen, sign-in by default", async () => {
    expect((await startedFlow(fakeServices({}).services)).getContext().route).toBe("signIn");
    const signUpFirst = await startedFlow(fakeServices({}).services, { ...DEFAULT_CONFIG, initialRoute: "signUp" });
    expect(signUpFirst.getContext().route).toBe("signUp");
  });
});

describe("sign-in", () => {
  it("with a verified e-mail, signs in", async () => {
    const fake = fakeServices({ "a@example.com": { password: "pass-word-1" } });
    const auth = await startedFlow(fake.services);
    const ctx = await submitForm(auth, { username: "  a@example.com ", password: "pass-word-1" });
    expect(ctx).toMatchObject({ route: "authenticated", user: { username: "a@example.com" }, remoteError: "" });
    expect(fake.calls).toEqual(["getCurrentUser", "signIn:a@example.com", "verifiedContact"]);
  });

  it("a wrong password stays on the form in the form's words; it can be dismissed", async () => {
    const auth = await startedFlow(fakeServices({ "a@example.com": { password: "right-pass" } }).services);
    const ctx = await submitForm(auth, { username: "a@example.com", password: "wrong-pass" });
    expect(ctx).toMatchObject({
      route: "signIn",
      remoteError: "That user name and password do not match an account. Check both, or reset your password.",
    });
    expect(console.error).toHaveBeenCalledWith("Error signing in:", expect.any(Error));
    auth.send({ type: "DISMISS_ERROR" });
    expect(auth.getContext().remoteError).toBe("");
  });

  it("a missing user pool shows the configuration message", async () => {
    const fake = fakeServices({});
    fake.services.signIn = async () => {
      throw new Error("Both UserPoolId and ClientId are required.");
    };
    const auth = await startedFlow(fake.services);
    expect((await submitForm(auth, { username: "x", password: "y" })).remoteError).toBe(
      "Configuration error (see console) – please contact the administrator",
    );
  });

  it("an authenticator-app code: wrong code stays, right code signs in", async () => {
    const auth = await startedFlow(
      fakeServices({ "t@example.com": { password: "pass-word-1", challenge: "SOFTWARE_TOKEN_MFA", mfaCode: "654321" } })
        .services,
    );
    expect((await submitForm(auth, { username: "t@example.com", password: "pass-word-1" })).route).toBe(
      "confirmSignIn",
    );
    expect(auth.getContext().challengeName).toBe("SOFTWARE_TOKEN_MFA");
    expect(await submitForm(auth, { confirmation_code: "000000" })).toMatchObject({
      route: "confirmSignIn",
      remoteError: "Invalid code received for user",
    });
    expect((await submitForm(auth, { confirmation_code: "654321" })).route).toBe("authenticated");
  });

  it("a code by e-mail: asked for with the login name, resent, wrong code stays, right code signs in", async () => {
    const { services, calls } = fakeServices({ "e@example.com": { password: "unused-here", emailCode: "246810" } });
    const auth = await startedFlow(services);
    auth.send({ type: "SIGN_IN_WITH_EMAIL_CODE", values: { username: "e@example.com", password: "" } });
    expect(await auth.settled()).toMatchObject({ route: "confirmSignIn", challengeName: "EMAIL_OTP" });
    auth.send({ type: "RESEND" });
    expect((await auth.settled()).route).toBe("confirmSignIn");
    expect(await submitForm(auth, { confirmation_code: "000000" })).toMatchObject({
      route: "confirmSignIn",
      remoteError: "Invalid code received for user",
    });
    expect((await submitForm(auth, { confirmation_code: "246810" })).route).toBe("authenticated");
    expect(calls).toContain("startEmailCodeSignIn:e@example.com");
    expect(calls.filter((c) => c.startsWith("startEmailCodeSignIn"))).toHaveLength(2);
  });

  it("a passkey: asked for with the login name, the browser's prompt, then signed in", async () => {
    const { services, calls } = fakeServices({ "p@example.com": { password: "unused-here", passkey: "ok" } });
    const auth = await startedFlow(services);
    auth.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: "p@example.com", password: "" } });
    expect((await auth.settled()).route).toBe("authenticated");
    expect(calls).toEqual(["getCurrentUser", "startPasskeySignIn:p@example.com", "confirmPasskey", "verifiedContact"]);
  });

  it("a closed passkey prompt: the message, then 'use your password instead' with the name kept", async () => {
    const { services } = fakeServices({ "p@example.com": { password: "pass-word-1", passkey: "NotAllowedError" } });
    const auth = await startedFlow(services);
    auth.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: "p@example.com" } });
    expect(await auth.settled()).toMatchObject({
      route: "passkeyPrompt",
      remoteError: "The passkey prompt was closed or timed out.",
    });
    auth.send({ type: "USE_PASSWORD" });
    expect(auth.getContext()).toMatchObject({ route: "signIn", formValues: { username: "p@example.com" } });
    expect((await submitForm(auth, { username: "p@example.com", password: "pass-word-1" })).route).toBe(
      "authenticated",
    );
  });

  it("cancel while the browser asks for the passkey withdraws the prompt", async () => {
    let answer: (user: AuthUser) => void = () => undefined;
    const { services, calls } = fakeServices({ "p@example.com": { password: "x", passkey: "ok" } });
    services.confirmPasskey = () => new Promise((resolve) => (answer = resolve));
    const auth = await startedFlow(services);
    auth.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: "p@example.com" } });
    await new Promise((r) => setTimeout(r, 0));
    expect(auth.getContext().route).toBe("passkeyPrompt");
    auth.send({ type: "CANCEL" });
    expect((await auth.settled()).route).toBe("signIn");
    expect(calls).toContain("cancelPasskey");
    answer({ username: "p@example.com" }); // too late: ignored
    await new Promise((r) => setTimeout(r, 0));
    expect(auth.getContext()).toMatchObject({ route: "signIn", user: null });
  });

  it("no passkey: the method choice, and its e-mail code signs in", async () => {
    const { services } = fakeServices({ "e@example.com": { password: "x", emailCode: "135790" } });
    const auth = await startedFlow(services);
    auth.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: "e@example.com" } });
    expect(await auth.settled()).toMatchObject({
      route: "selectChallenge",
      user: { challengeParam: { availableChallenges: ["PASSWORD", "EMAIL_OTP"] } },
    });
    auth.send({ type: "SIGN_IN_WITH_EMAIL_CODE" });
    expect((await auth.settled()).route).toBe("confirmSignIn");
    expect((await submitForm(auth, { confirmation_code: "135790" })).route).toBe("authenticated");
  });

  it("e-mail MFA after a password: confirmSignIn with EMAIL_OTP; resend signs in with the password again", async () => {
    const { services, calls } = fakeServices({
      "m@example.com": { password: "pass-word-1", challenge: "EMAIL_OTP", mfaCode: "112233" },
    });
    const auth = await startedFlow(services);
    expect(await submitForm(auth, { username: "m@example.com", password: "pass-word-1" })).toMatchObject({
      route: "confirmSignIn",
      challengeName: "EMAIL_OTP",
    });
    auth.send({ type: "RESEND" });
    expect((await auth.settled()).route).toBe("confirmSignIn");
    expect((await submitForm(auth, { confirmation_code: "112233" })).route).toBe("authenticated");
    expect(calls.filter((c) => c.startsWith("signIn:"))).toHaveLength(2);
    expect(calls).toContain("confirmSignIn:112233");
    expect(calls).not.toContain("confirmEmailCode:112233");
  });

  it("MFA_SETUP shows the TOTP secret, then the first code signs in", async () => {
    const fake = fakeServices({ "n@example.com": { password: "pass-word-1", challenge: "MFA_SETUP" } });
    const auth = await startedFlow(fake.services);
    const ctx = await submitForm(auth, { username: "n@example.com", password: "pass-word-1" });
    expect(ctx).toMatchObject({ route: "setupTOTP", totpSecretCode: "JBSWY3DPEHPK3PXP" });
    expect((await submitForm(auth, { confirmation_code: "123456" })).route).toBe("authenticated");
    expect(fake.calls).toContain("verifyTotpToken:123456");
  });

  it("NEW_PASSWORD_REQUIRED: the pair is validated, required attributes are sent", async () => {
    const fake = fakeServices({
      "new@example.com": {
        password: "Temp-Pass1!",
        challenge: "NEW_PASSWORD_REQUIRED",
        requiredAttributes: ["given_name"],
      },
    });
    const auth = await startedFlow(fake.services);
    const ctx = await submitForm(auth, { username: "new@example.com", password: "Temp-Pass1!" });
    expect(ctx).toMatchObject({ route: "forceNewPassword", requiredAttributes: ["given_name"] });
    const refused = await submitForm(auth, { password: "short", confirm_password: "other" });
    expect(refused.route).toBe("forceNewPassword");
    expect(refused.validationErrors).toEqual({
      password: "Password must have at least 8 characters",
      confirm_password: "Your passwords must match",
    });
    expect(fake.calls.some((c) => c.startsWith("completeNewPassword"))).toBe(false);
    const done = await submitForm(auth, {
      password: "a-new-password",
      confirm_password: "a-new-password",
      given_name: " Nina ",
    });
    expect(done.route).toBe("authenticated");
    expect(fake.calls).toContain('completeNewPassword:{"given_name":"Nina"}');
  });

  it("an unverified contact only: verify it (code), or skip", async () => {
    const contact = { verified: {}, unverified: { email: "v@example.com" } };
    const auth = await startedFlow(fakeServices({ "v@example.com": { password: "pass-word-1", contact } }).services);
    const ctx = await submitForm(auth, { username: "v@example.com", password: "pass-word-1" });
    expect(ctx).toMatchObject({
      route: "verifyUser",
      unverifiedContactMethods: { email: "v@example.com" },
      attributeToVerify: "email",
    });
    const sent = await submitForm(auth, { unverifiedAttr: "email" });
    expect(sent).toMatchObject({ route: "confirmVerifyUser", codeDeliveryDetails: { DeliveryMedium: "EMAIL" } });
    expect((await submitForm(auth, { confirmation_code: "333333" })).route).toBe("authenticated");

    const again = await startedFlow(fakeServices({ "v@example.com": { password: "pass-word-1", contact } }).services);
    await submitForm(again, { username: "v@example.com", password: "pass-word-1" });
    again.send({ type: "SKIP" });
    expect(again.getContext().route).toBe("authenticated");
  });

  it("UserNotConfirmedException: a code is resent, confirming signs in automatically", async () => {
    const fake = fakeServices({ "u@example.com": { password: "pass-word-1", confirmed: false } });
    const auth = await startedFlow(fake.services);
    const ctx = await submitForm(auth, { username: "u@example.com", password: "pass-word-1" });
    expect(ctx).toMatchObject({
      route: "confirmSignUp",
      redirectIntent: "confirmSignUp",
      codeDeliveryDetails: { DeliveryMedium: "EMAIL" },
    });
    expect(await submitForm(auth, { confirmation_code: "999999" })).toMatchObject({
      route: "confirmSignUp",
      remoteError: expect.stringMatching(/Invalid verification code/),
    });
    expect((await submitForm(auth, { confirmation_code: "111111" })).route).toBe("authenticated");
    expect(fake.calls.filter((c) => c === "signIn:u@example.com")).toHaveLength(2);
  });

  it("PasswordResetRequiredException: a reset code is sent; after the reset, back to sign-in", async () => {
    const fake = fakeServices({ "r@example.com": { password: "old-password", resetRequired: true } });
    const auth = await startedFlow(fake.services);
    const ctx = await submitForm(auth, { username: "r@example.com", password: "old-password" });
    expect(ctx).toMatchObject({ route: "confirmResetPassword", redirectIntent: "confirmPasswordReset" });
    const back = await submitForm(auth, {
      confirmation_code: "222222",
      password: "brand-new-pass",
      confirm_password: "brand-new-pass",
    });
    expect(back.route).toBe("signIn");
    expect((await submitForm(auth, { username: "r@example.com", password: "brand-new-pass" })).route).toBe(
      "authenticated",
    );
  });

  it("an unsupported challenge is reported, not followed", async () => {
    const auth = await startedFlow(
      fakeServices({ "s@example.com": { password: "pass-word-1", challenge: "SELECT_MFA_TYPE" } }).services,
    );
    expect(await submitForm(auth, { username: "s@example.com", password: "pass-word-1" })).toMatchObject({
      route: "signIn",
      user: null,
      remoteError: "Unsupported sign-in challenge: SELECT_MFA_TYPE",
    });
  });
});

describe("sign-up", () => {
  it("validates on change and blur; submit is refused while errors exist", async () => {
    const fake = fakeServices({});
    const auth = await startedFlow(fake.services);
    auth.send({ type: "SIGN_UP" });
    auth.send({ type: "CHANGE", name: "password", value: "abc" });
    expect(auth.getContext().validationErrors).toEqual({});
    auth.send({ type: "BLUR", name: "password" });
    expect(auth.getContext().validationErrors).toEqual({ password: "Password must have at least 8 characters" });
    await submitForm(auth, { username: "new@example.com", email: "new@example.com", confirm_password: "abc" });
    expect(fake.calls.some((c) => c.startsWith("signUp"))).toBe(false);
  });

  it("sign-up, resend, confirm, then automatic sign-in", async () => {
    const fake = fakeServices({});
    const auth = await startedFlow(fake.services);
    auth.send({ type: "SIGN_UP" });
    const ctx = await submitForm(auth, {
      username: "new@example.com",
      email: " new@example.com ",
      password: "long-enough",
      confirm_password: "long-enough",
    });
    expect(ctx).toMatchObject({ route: "confirmSignUp", codeDeliveryDetails: { Destination: "n***@e***" } });
    expect(fake.calls).toContain('signUp:new@example.com:{"email":"new@example.com"}');
    auth.send({ type: "RESEND" });
    await auth.settled();
    expect(fake.calls).toContain("resendSignUpCode:new@example.com");
    expect((await submitForm(auth, { confirmation_code: "111111" })).route).toBe("authenticated");
  });

  it("'User is already confirmed.' on resend means confirmed: sign in automatically", async () => {
    const fake = fakeServices({});
    const auth = await startedFlow(fake.services);
    auth.send({ type: "SIGN_UP" });
    await submitForm(auth, { username: "c@example.com", password: "long-enough", confirm_password: "long-enough" });
    // Confirmed elsewhere (e.g. an admin) meanwhile.
    await fake.services.confirmSignUp("c@example.com", "111111");
    auth.send({ type: "RESEND" });
    expect((await auth.settled()).route).toBe("authenticated");
  });

  it("a user confirmed at sign-up skips the code", async () => {
    // A pool that auto-confirms (e.g. a pre-sign-up trigger): the account exists and is confirmed at once.
    const withUser = fakeServices({ "auto@example.com": { password: "long-enough" } });
    withUser.services.signUp = async () => ({ userConfirmed: true, userSub: "s" });
    const auth = await startedFlow(withUser.services);
    auth.send({ type: "SIGN_UP" });
    const ctx = await submitForm(auth, {
      username: "auto@example.com",
      password: "long-enough",
      confirm_password: "long-enough",
    });
    expect(ctx.route).toBe("authenticated");
  });
});

describe("reset password and navigation", () => {
  it("reset: code sent, cancel on the confirmation resends it, cancel on reset returns to sign-in", async () => {
    const fake = fakeServices({ "r@example.com": { password: "old-password" } });
    const auth = await startedFlow(fake.services);
    auth.send({ type: "RESET_PASSWORD" });
    expect(auth.getContext().route).toBe("resetPassword");
    auth.send({ type: "CANCEL" });
    expect(auth.getContext().route).toBe("signIn");
    auth.send({ type: "RESET_PASSWORD" });
    expect((await submitForm(auth, { username: "r@example.com" })).route).toBe("confirmResetPassword");
    auth.send({ type: "CANCEL" });
    await auth.settled();
    expect(fake.calls.filter((c) => c === "forgotPassword:r@example.com")).toHaveLength(2);
    const wrong = await submitForm(auth, {
      confirmation_code: "000000",
      password: "brand-new-pass",
      confirm_password: "brand-new-pass",
    });
    expect(wrong).toMatchObject({
      route: "confirmResetPassword",
      remoteError: expect.stringMatching(/Invalid verification code/),
    });
  });

  it("the tabs switch between sign-in and sign-up", async () => {
    const auth = await startedFlow(fakeServices({}).services);
    auth.send({ type: "SIGN_UP" });
    expect(auth.getContext().route).toBe("signUp");
    auth.send({ type: "SIGN_IN" });
    expect(auth.getContext().route).toBe("signIn");
  });

  it("federated sign-in carries the originating route as custom state", async () => {
    const fake = fakeServices({});
    const auth = await startedFlow(fake.services);
    auth.send({ type: "FEDERATED_SIGN_IN", provider: "Google", from: "/unifiedtime/" });
    await auth.settled();
    expect(fake.calls).toContain('federatedSignIn:Google:{"from":"/unifiedtime/"}');
  });

  it("a result that arrives after the user moved on is ignored", async () => {
    const fake = fakeServices({ "a@example.com": { password: "pass-word-1" } });
    const auth = await startedFlow(fake.services);
    auth.send({ type: "SUBMIT", values: { username: "a@example.com", password: "pass-word-1" } });
    auth.send({ type: "SIGN_UP" });
    await new Promise((r) => setTimeout(r, 10));
    expect(auth.getContext().route).toBe("signUp");
  });
});

describe("authenticated", () => {
  it("a token refresh re-reads the user; if that fails the user is signed out", async () => {
    const fake = fakeServices({}, { username: "a@example.com" });
    const auth = await startedFlow(fake.services);
    fake.setCurrent({ username: "a@example.com", groups: ["Admins"] });
    auth.send({ type: "TOKEN_REFRESH" });
    expect(await auth.settled()).toMatchObject({ route: "authenticated", user: { groups: ["Admins"] } });
    fake.setCurrent(null);
    auth.send({ type: "TOKEN_REFRESH" });
    expect((await auth.settled()).route).toBe("signIn");
    expect(fake.calls.at(-1)).toBe("signOut");
  });

  it("sign-out returns to the first screen with nothing of the user left; a failed sign-out only logs", async () => {
    const fake = fakeServices({}, { username: "a@example.com" });
    const auth = await startedFlow(fake.services);
    auth.send({ type: "SIGN_OUT" });
    expect(await auth.settled()).toMatchObject({ route: "signIn", user: null });

    const failing = fakeServices({}, { username: "b@example.com" });
    failing.services.signOut = async () => {
      throw new Error("network down");
    };
    const stuck = await startedFlow(failing.services);
    stuck.send({ type: "SIGN_OUT" });
    expect(await stuck.settled()).toMatchObject({ route: "authenticated", user: { username: "b@example.com" } });
    expect(console.error).toHaveBeenCalledWith("Error signing out:", expect.any(Error));
  });

  it("autoSignIn from the identity hub moves to authenticated unless already there", async () => {
    const auth = await startedFlow(fakeServices({}).services);
    auth.send({ type: "AUTO_SIGN_IN", user: { username: "hub@example.com" } });
    expect(auth.getContext()).toMatchObject({ route: "authenticated", user: { username: "hub@example.com" } });
  });
});
