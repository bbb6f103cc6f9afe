import { formatPhoneNumber, isAllowedSignUpAttribute, signUpAttributes, trimValues, usernameFrom } from "./formValues";

describe("trimValues", () => {
  it("trims every value but the passwords", () => {
    expect(
      trimValues({ username: "  a@b.co ", password: " pass ", confirm_password: " pass ", given_name: " Ann " }),
    ).toEqual({
      username: "a@b.co",
      password: " pass ",
      confirm_password: " pass ",
      given_name: "Ann",
    });
  });
});

describe("formatPhoneNumber", () => {
  it("joins the country code and keeps only letters, digits and plus signs", () => {
    expect(formatPhoneNumber("+1", "(555) 010-4200")).toBe("+15550104200");
    expect(formatPhoneNumber("+44", " 20 7946 0958 ")).toBe("+442079460958");
    expect(formatPhoneNumber(undefined, "+1 555.010.4200")).toBe("+15550104200");
  });
});

describe("usernameFrom", () => {
  it("reads the login-mechanism field", () => {
    expect(usernameFrom({ username: " admin@example.com " })).toBe("admin@example.com");
    expect(usernameFrom({ email: "a@b.co" }, "email")).toBe("a@b.co");
  });

  it("prefixes the country code to a phone-number login", () => {
    expect(usernameFrom({ phone_number: "555 010 4200", country_code: "+1" }, "phone_number")).toBe("+15550104200");
  });
});

describe("signUpAttributes", () => {
  it("keeps allowed, non-empty attributes (custom: included) and drops form-only fields", () => {
    expect(
      signUpAttributes({
        username: "ann@example.com",
        password: "secret-pass",
        confirm_password: "secret-pass",
        email: " ann@example.com ",
        given_name: "Ann",
        nickname: "",
        "custom:team": "ops",
        favorite_color: "blue",
        phone_number: "555 010 4200",
        country_code: "+1",
      }),
    ).toEqual({ email: "ann@example.com", given_name: "Ann", "custom:team": "ops", phone_number: "+15550104200" });
  });

  it("uses +1 when no country code was chosen", () => {
    expect(signUpAttributes({ phone_number: "(555) 010-4200" })).toEqual({ phone_number: "+15550104200" });
  });

  it("makes the login value its own attribute when signing in by e-mail", () => {
    expect(signUpAttributes({ email: "ann@example.com" }, "email")).toEqual({ email: "ann@example.com" });
  });

  it("knows Cognito's standard attributes", () => {
    expect(isAllowedSignUpAttribute("zoneinfo")).toBe(true);
    expect(isAllowedSignUpAttribute("custom:anything")).toBe(true);
    expect(isAllowedSignUpAttribute("password")).toBe(false);
  });
});

describe("international numbers", () => {
  it("does not add the selected country code to a number typed with its own", () => {
    expect(formatPhoneNumber("+1", "+44 7700 900123")).toBe("+447700900123");
    expect(usernameFrom({ phone_number: "+44 7700 900123", country_code: "+1" }, "phone_number")).toBe("+447700900123");
    expect(formatPhoneNumber("+1", "(555) 010-4200")).toBe("+15550104200");
  });
});

describe("phone logins without a country code on the form", () => {
  it("use the default country code for the username and the sign-up attribute alike", () => {
    expect(usernameFrom({ phone_number: "555 0100" }, "phone_number")).toBe("+15550100");
    expect(signUpAttributes({ phone_number: "555 0100", password: "x" }, "phone_number")).toEqual({
      phone_number: "+15550100",
    });
  });
});
