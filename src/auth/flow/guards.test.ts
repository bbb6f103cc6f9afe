import {
  errorCode,
  errorMessage,
  firstUnverified,
  isMissingUserPool,
  isEmailCodeChallenge,
  isEmailMfaChallenge,
  isMethodChoice,
  isPasskeyChallenge,
  isUserAlreadyConfirmed,
  shouldConfirmSignIn,
  shouldVerifyContact,
} from "./guards";

describe("errorCode", () => {
  it("reads code, name, or the text after # of a __type", () => {
    expect(errorCode({ code: "UserNotConfirmedException" })).toBe("UserNotConfirmedException");
    expect(errorCode({ __type: "com.amazonaws.cognito#PasswordResetRequiredException" })).toBe(
      "PasswordResetRequiredException",
    );
    expect(errorCode(Object.assign(new Error("x"), { name: "NotAuthorizedException" }))).toBe("NotAuthorizedException");
    expect(errorCode(new Error("plain"))).toBe("");
    expect(errorCode("text")).toBe("");
  });
});

describe("messages", () => {
  it("falls back to a generic sentence when there is no message", () => {
    expect(errorMessage({})).toBe("Something went wrong. Please try again.");
    expect(errorMessage("Network error")).toBe("Network error");
  });

  it("recognizes the already-confirmed and missing-pool errors", () => {
    expect(isUserAlreadyConfirmed(new Error("User is already confirmed."))).toBe(true);
    expect(isUserAlreadyConfirmed(new Error("User is not confirmed."))).toBe(false);
    expect(isMissingUserPool(new Error("Both UserPoolId and ClientId are required."))).toBe(true);
    expect(isMissingUserPool(new Error("Incorrect username or password."))).toBe(false);
  });
});

describe("contact verification", () => {
  it("asks only when nothing is verified and something could be", () => {
    expect(shouldVerifyContact({ verified: {}, unverified: { email: "a@b.co" } })).toBe(true);
    expect(shouldVerifyContact({ verified: { phone_number: "+1555" }, unverified: { email: "a@b.co" } })).toBe(false);
    expect(shouldVerifyContact({ verified: {}, unverified: {} })).toBe(false);
    expect(firstUnverified({ phone_number: "+1555" })).toBe("phone_number");
    expect(firstUnverified({})).toBeNull();
  });
});

describe("e-mail code sign-in", () => {
  it("answers an EMAIL_OTP challenge on the confirm-sign-in screen, and only that one counts as an e-mail code", () => {
    const emailed = { username: "a", challengeName: "EMAIL_OTP" };
    expect(isEmailCodeChallenge(emailed)).toBe(true);
    expect(shouldConfirmSignIn(emailed)).toBe(true);
    expect(isEmailCodeChallenge({ username: "a", challengeName: "SMS_MFA" })).toBe(false);
    expect(isEmailCodeChallenge(null)).toBe(false);
  });
});

describe("passkeys and e-mail MFA", () => {
  it("tells a passkey challenge and the pool's method choice apart", () => {
    expect(isPasskeyChallenge({ username: "a", challengeName: "WEB_AUTHN" })).toBe(true);
    expect(isPasskeyChallenge({ username: "a", challengeName: "SELECT_CHALLENGE" })).toBe(false);
    expect(isMethodChoice({ username: "a", challengeName: "SELECT_CHALLENGE" })).toBe(true);
    expect(isMethodChoice({ username: "a" })).toBe(false);
    expect(shouldConfirmSignIn({ username: "a", challengeName: "WEB_AUTHN" })).toBe(false);
  });

  it("an EMAIL_OTP challenge after a password is e-mail MFA; without one it is the first factor", () => {
    const emailed = { username: "a", challengeName: "EMAIL_OTP" };
    expect(isEmailMfaChallenge(emailed, true)).toBe(true);
    expect(isEmailMfaChallenge(emailed, false)).toBe(false);
    expect(isEmailMfaChallenge({ username: "a", challengeName: "SMS_MFA" }, true)).toBe(false);
    expect(isEmailMfaChallenge(null, true)).toBe(false);
  });
});
