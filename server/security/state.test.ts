import { nextState, securityChanges } from "./state";

const key = (id: string, name = `Key ${id}`) => ({ id, name });

describe("securityChanges", () => {
  it("reports nothing against no earlier look: the first look is the baseline", () => {
    expect(securityChanges(null, { mfa: ["SOFTWARE_TOKEN_MFA"], passkeys: [key("a")] })).toEqual([]);
  });

  it("reports changed MFA factors in any order, once", () => {
    const before = { mfa: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"], passkeys: [] };
    expect(securityChanges(before, { mfa: ["SOFTWARE_TOKEN_MFA", "SMS_MFA"], passkeys: [] })).toEqual([]);
    expect(securityChanges(before, { mfa: ["SOFTWARE_TOKEN_MFA"], passkeys: [] })).toEqual([
      { kind: "mfa-changed", before: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"], after: ["SOFTWARE_TOKEN_MFA"] },
    ]);
    expect(securityChanges({ mfa: [], passkeys: [] }, { mfa: ["EMAIL_OTP"], passkeys: [] })).toEqual([
      { kind: "mfa-changed", before: [], after: ["EMAIL_OTP"] },
    ]);
  });

  it("reports passkeys added and removed by id, not by name", () => {
    const before = { mfa: [], passkeys: [key("a"), key("b")] };
    expect(securityChanges(before, { mfa: [], passkeys: [key("b", "renamed"), key("c")] })).toEqual([
      { kind: "passkey-added", passkeys: [key("c")] },
      { kind: "passkey-removed", passkeys: [key("a")] },
    ]);
  });

  it("compares no passkeys when either look could not list them", () => {
    expect(securityChanges({ mfa: [], passkeys: null }, { mfa: [], passkeys: [key("a")] })).toEqual([]);
    expect(securityChanges({ mfa: [], passkeys: [key("a")] }, { mfa: [], passkeys: null })).toEqual([]);
  });
});

describe("nextState", () => {
  it("keeps the last known passkeys when they could not be listed, and sorts the factors", () => {
    expect(nextState({ mfa: [], passkeys: [key("a")] }, { mfa: ["SMS_MFA", "EMAIL_OTP"], passkeys: null })).toEqual({
      mfa: ["EMAIL_OTP", "SMS_MFA"],
      passkeys: [key("a")],
    });
    expect(nextState(null, { mfa: [], passkeys: null })).toEqual({ mfa: [], passkeys: null });
  });
});
