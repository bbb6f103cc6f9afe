import { CognitoError } from "./errors";
import {
  assertPasswordAcceptable,
  generatePassword,
  passwordViolation,
  SITE_PASSWORD_POLICY,
  type PasswordPolicy,
} from "./password-policy";

const strict: PasswordPolicy = {
  ...SITE_PASSWORD_POLICY,
  minimumLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
};

function errorOf(fn: () => void): CognitoError {
  try {
    fn();
  } catch (e) {
    return e as CognitoError;
  }
  throw new Error("expected an error");
}

describe("password policy", () => {
  it("site policy: minimum 8, no character classes", () => {
    expect(passwordViolation("abcdefgh", SITE_PASSWORD_POLICY)).toBeNull();
    expect(passwordViolation("        x", SITE_PASSWORD_POLICY)).toBeNull();
    expect(passwordViolation("abcdefg", SITE_PASSWORD_POLICY)).toBe("Password not long enough");
  });

  it("reports each configured class with Cognito's wording", () => {
    expect(passwordViolation("ABCDEFGHIJ1!", strict)).toBe("Password must have lowercase characters");
    expect(passwordViolation("abcdefghij1!", strict)).toBe("Password must have uppercase characters");
    expect(passwordViolation("abcdefghiJ!!", strict)).toBe("Password must have numeric characters");
    expect(passwordViolation("abcdefghiJ12", strict)).toBe("Password must have symbol characters");
    expect(passwordViolation("abcdefghiJ1 ", strict)).toBeNull();
    expect(passwordViolation("Ab1!", strict)).toBe("Password not long enough");
  });

  it("raises InvalidPasswordException for policy and InvalidParameterException for service limits", () => {
    expect(errorOf(() => assertPasswordAcceptable("short", SITE_PASSWORD_POLICY)).type).toBe(
      "InvalidPasswordException",
    );
    expect(errorOf(() => assertPasswordAcceptable("short", SITE_PASSWORD_POLICY)).message).toBe(
      "Password did not conform with policy: Password not long enough",
    );
    expect(errorOf(() => assertPasswordAcceptable(" leading-space", SITE_PASSWORD_POLICY)).type).toBe(
      "InvalidParameterException",
    );
    expect(errorOf(() => assertPasswordAcceptable("x".repeat(257), SITE_PASSWORD_POLICY)).type).toBe(
      "InvalidParameterException",
    );
    expect(errorOf(() => assertPasswordAcceptable(undefined, SITE_PASSWORD_POLICY)).type).toBe(
      "InvalidParameterException",
    );
    expect(() => assertPasswordAcceptable("long enough", SITE_PASSWORD_POLICY)).not.toThrow();
  });

  it("generates passwords that satisfy the strictest policy", () => {
    let seed = 1;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 50; i++) expect(passwordViolation(generatePassword(strict, random), strict)).toBeNull();
  });
});
