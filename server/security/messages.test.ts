import { changeMail, factorNames, newSignInMail, passwordChangedMail } from "./messages";

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
});
