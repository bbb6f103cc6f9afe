import { EMAIL_CODE_VARIABLE, PASSKEYS_VARIABLE, parseOnOffSetting } from "./signInOptions";

describe.each([EMAIL_CODE_VARIABLE, PASSKEYS_VARIABLE])("%s", (variable) => {
  it("is on only when set to on; unset or off is off", () => {
    expect(parseOnOffSetting(variable, "on")).toEqual({ enabled: true, problems: [] });
    expect(parseOnOffSetting(variable, " on ")).toEqual({ enabled: true, problems: [] });
    expect(parseOnOffSetting(variable, "off")).toEqual({ enabled: false, problems: [] });
    expect(parseOnOffSetting(variable, undefined)).toEqual({ enabled: false, problems: [] });
    expect(parseOnOffSetting(variable, "")).toEqual({ enabled: false, problems: [] });
  });

  it("reports any other value by name and stays off", () => {
    expect(parseOnOffSetting(variable, "yes")).toEqual({
      enabled: false,
      problems: [`${variable}: expected "on" or "off"; got "yes".`],
    });
  });
});

it("names the two settings", () => {
  expect([EMAIL_CODE_VARIABLE, PASSKEYS_VARIABLE]).toEqual(["GATSBY_AUTH_EMAIL_CODE", "GATSBY_AUTH_PASSKEYS"]);
});
