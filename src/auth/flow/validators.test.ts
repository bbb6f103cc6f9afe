import {
  PASSWORD_MESSAGES,
  SCREEN_VALIDATORS,
  SITE_PASSWORD_SETTINGS,
  isValid,
  runValidators,
  validateConfirmPassword,
  validateLoginName,
  validatePassword,
  type PasswordSettings,
} from "./validators";

const strict: PasswordSettings = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
};

describe("validatePassword", () => {
  it("says nothing about an untouched or empty field", () => {
    expect(validatePassword({ password: "x" }, {}, SITE_PASSWORD_SETTINGS)).toBeNull();
    expect(validatePassword({ password: "" }, { password: true }, SITE_PASSWORD_SETTINGS)).toBeNull();
  });

  it("enforces the site's policy: 8 characters, no character classes", () => {
    expect(validatePassword({ password: "short" }, { password: true }, SITE_PASSWORD_SETTINGS)).toEqual({
      password: ["Password must have at least 8 characters"],
    });
    expect(validatePassword({ password: "alllowercase" }, { password: true }, SITE_PASSWORD_SETTINGS)).toBeNull();
  });

  it("adds one message per missing character class of a stricter policy", () => {
    expect(validatePassword({ password: "abc" }, { password: true }, strict)).toEqual({
      password: [
        "Password must have at least 10 characters",
        "Password must have upper case letters",
        "Password must have numbers",
        "Password must have special characters",
      ],
    });
    expect(validatePassword({ password: "ABCDEFGHIJ1 " }, { password: true }, strict)).toEqual({
      password: [PASSWORD_MESSAGES.lowercase],
    });
    expect(validatePassword({ password: "Abcdefgh1^z" }, { password: true }, strict)).toBeNull();
  });
});

describe("validateConfirmPassword", () => {
  it("is silent while the pair is equal", () => {
    expect(
      validateConfirmPassword(
        { password: "same-pass", confirm_password: "same-pass" },
        { password: true, confirm_password: true },
        SITE_PASSWORD_SETTINGS,
      ),
    ).toBeNull();
  });

  it("reports a mismatch once both fields were touched", () => {
    expect(
      validateConfirmPassword(
        { password: "abc", confirm_password: "abd" },
        { password: true, confirm_password: true },
        SITE_PASSWORD_SETTINGS,
      ),
    ).toEqual({
      confirm_password: "Your passwords must match",
    });
    expect(
      validateConfirmPassword({ password: "abc", confirm_password: "abd" }, { password: true }, SITE_PASSWORD_SETTINGS),
    ).toBeNull();
  });

  it("reports a mismatch without touches once both have at least 6 characters", () => {
    expect(
      validateConfirmPassword({ password: "abcdef", confirm_password: "abcdeg" }, {}, SITE_PASSWORD_SETTINGS),
    ).toEqual({
      confirm_password: PASSWORD_MESSAGES.mismatch,
    });
    expect(
      validateConfirmPassword({ password: "abcdef", confirm_password: "abcde" }, {}, SITE_PASSWORD_SETTINGS),
    ).toBeNull();
  });
});

describe("runValidators", () => {
  it("merges every validator's errors and a form is valid only when nothing is left", () => {
    const errors = runValidators(
      { password: "short", confirm_password: "other" },
      { password: true, confirm_password: true },
      SITE_PASSWORD_SETTINGS,
      SCREEN_VALIDATORS.signUp,
    );
    expect(errors).toEqual({
      password: "Password must have at least 8 characters",
      confirm_password: "Your passwords must match",
    });
    expect(isValid(errors)).toBe(false);
    const ok = runValidators(
      { password: "long enough", confirm_password: "long enough" },
      { password: true, confirm_password: true },
      SITE_PASSWORD_SETTINGS,
      SCREEN_VALIDATORS.signUp,
    );
    expect(ok).toEqual({});
    expect(isValid(ok)).toBe(true);
  });

  it("keeps every message when two validators speak about the same field", () => {
    const a = () => ({ username: "taken" });
    const b = () => ({ username: ["too short", "bad characters"] });
    expect(runValidators({}, {}, SITE_PASSWORD_SETTINGS, [a, b])).toEqual({
      username: ["taken", "too short", "bad characters"],
    });
  });
});

describe("validateLoginName", () => {
  it("asks for the login field only, in the words it is given", () => {
    const check = validateLoginName("email", "Enter your email address: the code goes to that account's email.");
    expect(check({ email: "" }, {}, SITE_PASSWORD_SETTINGS)).toEqual({
      email: "Enter your email address: the code goes to that account's email.",
    });
    expect(check({ email: "a@b.co", password: "" }, {}, SITE_PASSWORD_SETTINGS)).toBeNull();
  });
});
