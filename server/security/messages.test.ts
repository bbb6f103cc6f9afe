import { changeMail, factorNames, maskEmail, maskPhone, newSignInMail, passwordChangedMail } from "./messages";

const ctx = {
  to: "person@example.com",
  at: new Date("2026-11-25T10:00:00Z"),
  device: "Chrome on Windows",
  address: "203.0.113.7",
};

describe("security e-mails", () => {
  it("a new sign-in says when, from what and where, and what to do if it was not you", () => {
    const mail = newSignInMail(ctx);
    expect(mail.to).toEqual({ name: "", address: "person@example.com" });
    expect(mail.subject).toBe("New sign-in to your account - Northwind Consulting");
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(mail.text).toContain("When: Wed, 25 Nov 2026 10:00:00 GMT");
    expect(mail.text).toContain("Device: Chrome on Windows");
    expect(mail.text).toContain("Network address: 203.0.113.7");
    expect(mail.text).toMatch(/If it was not you, change your password now at https:\/\/\S+\/admin\/account\//);
  });

  it("leaves out an unknown network address", () => {
    expect(passwordChangedMail({ ...ctx, address: "unknown" }).text).not.toContain("Network address");
    expect(passwordChangedMail(ctx).subject).toBe("Your password was changed - Northwind Consulting");
  });

  it("names MFA factors before and after", () => {
    const mail = changeMail(
      { kind: "mfa-changed", before: ["SMS_MFA"], after: ["EMAIL_OTP", "SOFTWARE_TOKEN_MFA"] },
      ctx,
    );
    expect(mail.text).toContain("Before: text message (SMS)");
    expect(mail.text).toContain("Now: code by e-mail, authenticator app");
    expect(factorNames([])).toBe("none");
  });

  it("escapes what the pool reports (a passkey's name) in the HTML", () => {
    const mail = changeMail({ kind: "passkey-added", passkeys: [{ id: "a", name: '<img src=x onerror="x">' }] }, ctx);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;x&quot;&gt;");
    expect(changeMail({ kind: "passkey-removed", passkeys: [{ id: "b", name: "" }] }, ctx).text).toContain(
      "Passkey: passkey",
    );
  });

  it("a changed e-mail address says before and now, masked, and that notices stay here until it is confirmed", () => {
    const mail = changeMail(
      { kind: "email-changed", before: "person@example.com", after: "someone.else@elsewhere.example", verified: false },
      ctx,
    );
    expect(mail.to).toEqual({ name: "", address: "person@example.com" });
    expect(mail.subject).toBe("Your e-mail address was changed - Northwind Consulting");
    expect(mail.text).toContain("Before: p***@example.com");
    expect(mail.text).toContain("Now: s***@elsewhere.example (not confirmed yet)");
    expect(mail.text).toContain("keep sending security notices here until the new one is confirmed");
    expect(mail.text).not.toContain("someone.else");
    expect(mail.text).toMatch(/If it was not you, change your password now/);
    const verified = changeMail(
      { kind: "email-changed", before: "a@x.example", after: "b@y.example", verified: true },
      ctx,
    );
    expect(verified.text).not.toContain("not confirmed yet");
  });

  it("a phone number added, changed or removed names only its last digits", () => {
    const added = changeMail({ kind: "phone-changed", before: null, after: "+15555550123" }, ctx);
    expect(added.subject).toBe("Your phone number was changed - Northwind Consulting");
    expect(added.text).toContain("was added");
    expect(added.text).toContain("Before: none");
    expect(added.text).toContain("Now: a number ending in 0123");
    expect(added.text).not.toContain("5555550123");
    expect(changeMail({ kind: "phone-changed", before: "+15555550123", after: null }, ctx).text).toContain(
      "was removed",
    );
    expect(changeMail({ kind: "phone-changed", before: "+1555", after: "+4477" }, ctx).text).toContain("was changed");
  });

  it("masks what it cannot read as an address", () => {
    expect([maskEmail(null), maskEmail("@example.com"), maskEmail("no-at-sign")]).toEqual(["none", "***", "***"]);
    expect([maskPhone(null), maskPhone("+123")]).toEqual(["none", "a number"]);
  });
});
