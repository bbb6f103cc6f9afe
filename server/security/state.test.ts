import {
  changeAddress,
  nextState,
  noticeAddress,
  securityChanges,
  stateMoved,
  type ContactState,
  type SecurityState,
} from "./state";

const key = (id: string, name = `Key ${id}`) => ({ id, name });
const ada: ContactState = { email: "ada@example.com", verifiedEmail: "ada@example.com", phone: null };
/** A look at Cognito: the contact is always known. */
const look = (state: Omit<SecurityState, "contact">, contact: ContactState = ada) => ({ ...state, contact });

describe("securityChanges", () => {
  it("reports nothing against no earlier look: the first look is the baseline", () => {
    expect(securityChanges(null, look({ mfa: ["SOFTWARE_TOKEN_MFA"], passkeys: [key("a")] }))).toEqual([]);
  });

  it("reports changed MFA factors in any order, once", () => {
    const before = { mfa: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"], passkeys: [], contact: ada };
    expect(securityChanges(before, look({ mfa: ["SOFTWARE_TOKEN_MFA", "SMS_MFA"], passkeys: [] }))).toEqual([]);
    expect(securityChanges(before, look({ mfa: ["SOFTWARE_TOKEN_MFA"], passkeys: [] }))).toEqual([
      { kind: "mfa-changed", before: ["SMS_MFA", "SOFTWARE_TOKEN_MFA"], after: ["SOFTWARE_TOKEN_MFA"] },
    ]);
    expect(securityChanges({ mfa: [], passkeys: [] }, look({ mfa: ["EMAIL_OTP"], passkeys: [] }))).toEqual([
      { kind: "mfa-changed", before: [], after: ["EMAIL_OTP"] },
    ]);
  });

  it("reports passkeys added and removed by id, not by name", () => {
    const before = { mfa: [], passkeys: [key("a"), key("b")] };
    expect(securityChanges(before, look({ mfa: [], passkeys: [key("b", "renamed"), key("c")] }))).toEqual([
      { kind: "passkey-added", passkeys: [key("c")] },
      { kind: "passkey-removed", passkeys: [key("a")] },
    ]);
  });

  it("compares no passkeys when either look could not list them", () => {
    expect(securityChanges({ mfa: [], passkeys: null }, look({ mfa: [], passkeys: [key("a")] }))).toEqual([]);
    expect(securityChanges({ mfa: [], passkeys: [key("a")] }, look({ mfa: [], passkeys: null }))).toEqual([]);
  });

  it("reports a changed e-mail address, saying whether Cognito has verified the new one", () => {
    const before = { mfa: [], passkeys: [], contact: ada };
    const moved = { email: "new@example.com", verifiedEmail: null, phone: null };
    expect(securityChanges(before, look({ mfa: [], passkeys: [] }, moved))).toEqual([
      { kind: "email-changed", before: "ada@example.com", after: "new@example.com", verified: false },
    ]);
    const confirmed = { ...moved, verifiedEmail: "new@example.com" };
    expect(securityChanges(before, look({ mfa: [], passkeys: [] }, confirmed))).toEqual([
      { kind: "email-changed", before: "ada@example.com", after: "new@example.com", verified: true },
    ]);
    // The same address verified later is no change of address.
    const pending = { mfa: [], passkeys: [], contact: moved };
    expect(securityChanges(pending, look({ mfa: [], passkeys: [] }, confirmed))).toEqual([]);
  });

  it("reports a phone number added, changed or removed", () => {
    const phone = (p: string | null) => ({ ...ada, phone: p });
    const state = (p: string | null) => ({ mfa: [], passkeys: [], contact: phone(p) });
    expect(securityChanges(state(null), look({ mfa: [], passkeys: [] }, phone("+15555550100")))).toEqual([
      { kind: "phone-changed", before: null, after: "+15555550100" },
    ]);
    expect(securityChanges(state("+15555550100"), look({ mfa: [], passkeys: [] }, phone(null)))).toEqual([
      { kind: "phone-changed", before: "+15555550100", after: null },
    ]);
  });

  it("compares no addresses against a look stored before they were kept", () => {
    const moved = { email: "new@example.com", verifiedEmail: null, phone: "+15555550100" };
    expect(securityChanges({ mfa: [], passkeys: [] }, look({ mfa: [], passkeys: [] }, moved))).toEqual([]);
  });
});

describe("nextState", () => {
  it("keeps the last known passkeys when they could not be listed, and sorts the factors", () => {
    expect(
      nextState({ mfa: [], passkeys: [key("a")] }, look({ mfa: ["SMS_MFA", "EMAIL_OTP"], passkeys: null })),
    ).toEqual({ mfa: ["EMAIL_OTP", "SMS_MFA"], passkeys: [key("a")], contact: ada });
    expect(nextState(null, look({ mfa: [], passkeys: null }))).toEqual({ mfa: [], passkeys: null, contact: ada });
  });

  it("keeps the last verified address while the new one is not verified, and takes the new one once it is", () => {
    const before = { mfa: [], passkeys: [], contact: ada };
    const moved = { email: "new@example.com", verifiedEmail: null, phone: null };
    const pending = nextState(before, look({ mfa: [], passkeys: [] }, moved));
    expect(pending.contact).toEqual({ email: "new@example.com", verifiedEmail: "ada@example.com", phone: null });
    const confirmed = nextState(
      pending,
      look({ mfa: [], passkeys: [] }, { ...moved, verifiedEmail: "new@example.com" }),
    );
    expect(confirmed.contact.verifiedEmail).toBe("new@example.com");
  });
});

describe("stateMoved", () => {
  it("is true for a first look, passkeys that became known and any change of address, false otherwise", () => {
    const stored = { mfa: [], passkeys: [], contact: ada };
    const moved = (before: SecurityState | null, now: ReturnType<typeof look>) =>
      stateMoved(before, nextState(before, now));
    expect(moved(null, look({ mfa: [], passkeys: [] }))).toBe(true);
    expect(moved(stored, look({ mfa: [], passkeys: [] }))).toBe(false);
    expect(moved({ mfa: [], passkeys: null, contact: ada }, look({ mfa: [], passkeys: [] }))).toBe(true);
    expect(moved({ mfa: [], passkeys: [] }, look({ mfa: [], passkeys: [] }))).toBe(true);
    // No longer marked verified: the last verified address stays on record, nothing to write.
    expect(moved(stored, look({ mfa: [], passkeys: [] }, { ...ada, verifiedEmail: null }))).toBe(false);
    expect(moved(stored, look({ mfa: [], passkeys: [] }, { ...ada, phone: "+15555550100" }))).toBe(true);
  });
});

describe("where notices go", () => {
  const stored = { mfa: [], passkeys: [], contact: ada };
  const moved = look({ mfa: [], passkeys: [] }, { email: "new@example.com", verifiedEmail: null, phone: null });

  it("is the verified address, else the last one Cognito said was verified, never an unverified one", () => {
    expect(noticeAddress(stored, look({ mfa: [], passkeys: [] }))).toBe("ada@example.com");
    expect(noticeAddress(stored, moved)).toBe("ada@example.com");
    expect(noticeAddress(null, moved)).toBeNull();
    expect(noticeAddress({ mfa: [], passkeys: [] }, moved)).toBeNull();
  });

  it("is the address verified before the change for a change of address, even when the new one is verified", () => {
    const [change] = securityChanges(stored, moved);
    expect(change && changeAddress(change, stored, moved)).toBe("ada@example.com");
    const confirmed = look(
      { mfa: [], passkeys: [] },
      { email: "new@example.com", verifiedEmail: "new@example.com", phone: null },
    );
    const [verified] = securityChanges(stored, confirmed);
    expect(verified && changeAddress(verified, stored, confirmed)).toBe("ada@example.com");
    expect(noticeAddress(stored, confirmed)).toBe("new@example.com");
  });
});
