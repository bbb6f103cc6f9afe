import { emptySignInFields, loginNameRequiredFor, signInRefusal } from "./signInErrors";

const cognito = (code: string, message: string) => Object.assign(new Error(message), { code, name: code });

describe("the sign-in form's own words", () => {
  it("names the empty fields as the form labels them, and sends nothing", () => {
    expect(emptySignInFields("email", "", "")).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    expect(emptySignInFields("username", "ada", "")).toEqual({ password: "Enter your password." });
    expect(emptySignInFields("phone_number", "", "pw")).toEqual({ phone_number: "Enter your phone number." });
    expect(emptySignInFields("email", "a@b.co", "pw")).toEqual({});
  });

  it("says what the name-only ways in need the name for", () => {
    expect(loginNameRequiredFor("email", "code")).toBe(
      "Enter your email address: the code goes to that account's email.",
    );
    expect(loginNameRequiredFor("username", "passkey")).toBe("Enter your user name to use that account's passkey.");
  });

  it("reads the pool's refusals by code, never passing its raw text on", () => {
    const wrong = signInRefusal(cognito("NotAuthorizedException", "Incorrect username or password."), "email");
    expect(wrong).toBe("That email address and password do not match an account. Check both, or reset your password.");
    // No such account reads the same: the form does not tell who has one.
    expect(signInRefusal(cognito("UserNotFoundException", "User does not exist."), "email")).toBe(wrong);
    expect(signInRefusal(cognito("NotAuthorizedException", "User is disabled."), "email")).toMatch(
      /^This account is disabled/,
    );
    expect(signInRefusal(cognito("NotAuthorizedException", "Password attempts exceeded"), "email")).toMatch(
      /^Too many wrong passwords/,
    );
    expect(signInRefusal(cognito("InvalidParameterException", "Missing required parameter USERNAME"), "email")).toBe(
      "Check your email address and password, then try again.",
    );
    expect(signInRefusal(new TypeError("Failed to fetch"), "email")).toMatch(/could not be reached/);
    expect(signInRefusal(cognito("InternalErrorException", "java.lang.NullPointerException at …"), "email")).toBe(
      "Signing in did not work just now. Try again in a moment.",
    );
    // The library's own checks keep the words the specification gives them.
    expect(signInRefusal(new Error("Invalid UserPoolId format."), "email")).toBe("Invalid UserPoolId format.");
  });
});
