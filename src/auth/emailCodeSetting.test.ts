import { parseEmailCodeSetting } from "./emailCodeSetting";

describe("GATSBY_AUTH_EMAIL_CODE", () => {
  it("is on only when set to on; unset or off is off", () => {
    expect(parseEmailCodeSetting("on")).toEqual({ enabled: true, problems: [] });
    expect(parseEmailCodeSetting(" on ")).toEqual({ enabled: true, problems: [] });
    expect(parseEmailCodeSetting("off")).toEqual({ enabled: false, problems: [] });
    expect(parseEmailCodeSetting(undefined)).toEqual({ enabled: false, problems: [] });
    expect(parseEmailCodeSetting("")).toEqual({ enabled: false, problems: [] });
  });

  it("reports any other value by name and stays off", () => {
    expect(parseEmailCodeSetting("yes")).toEqual({
      enabled: false,
      problems: ['GATSBY_AUTH_EMAIL_CODE: expected "on" or "off"; got "yes".'],
    });
  });
});
