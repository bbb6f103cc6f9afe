/** The change notices with fakes: what is compared, what is sent to whom, and that a failed notice is sent again. */
import type { OutgoingMail } from "../mail/send";
import { checkSecurityChanges, noticePasswordChanged } from "./notices";
import { noticeFakes, type FakeAccount } from "./testing/noticeFakes";

const fakes = noticeFakes;

const who = { sub: "user-1", accessToken: "token" };
/** The notices each have one recipient. */
const toAddress = (m: OutgoingMail) => (m.to as { address: string }).address;
const recipients = (sent: OutgoingMail[]) => sent.map((m) => [toAddress(m), m.subject.replace(/ - .*$/, "")]);

describe("change notices", () => {
  it("keep the last look when a notice could not be sent, so the next look sends it", async () => {
    const factors = { mfa: ["SOFTWARE_TOKEN_MFA"] };
    const f = fakes(factors);
    f.setSmtp(false);
    expect((await checkSecurityChanges(f.deps, who)).map((c) => c.kind)).toEqual(["mfa-changed"]);
    expect(f.sent).toEqual([]);
    expect(f.stored()?.mfa).toEqual([]);
    f.setSmtp(true);
    expect((await checkSecurityChanges(f.deps, who)).map((c) => c.kind)).toEqual(["mfa-changed"]);
    expect(f.sent.map((m) => m.subject)).toEqual(["Your sign-in verification changed - Northwind Consulting"]);
    expect(f.stored()?.mfa).toEqual(["SOFTWARE_TOKEN_MFA"]);
    expect(await checkSecurityChanges(f.deps, who)).toEqual([]);
    expect(f.sent).toHaveLength(1);
  });
});

describe("notices around a change of e-mail address", () => {
  it("tell the old, verified address, and keep going there until Cognito says the new one is verified", async () => {
    const account: FakeAccount = { mfa: [] };
    const f = fakes(account, null);
    // The first look is the baseline: it records the verified address.
    expect(await checkSecurityChanges(f.deps, who)).toEqual([]);
    expect(f.stored()?.contact).toEqual({ email: "ada@example.com", verifiedEmail: "ada@example.com", phone: null });

    Object.assign(account, { email: "mallory@example.com", emailVerified: false });
    expect((await checkSecurityChanges(f.deps, who)).map((c) => c.kind)).toEqual(["email-changed"]);
    expect(recipients(f.sent)).toEqual([["ada@example.com", "Your e-mail address was changed"]]);
    expect(f.sent[0]?.text).toContain("Now: m***@example.com (not confirmed yet)");
    expect(f.stored()?.contact).toEqual({
      email: "mallory@example.com",
      verifiedEmail: "ada@example.com",
      phone: null,
    });

    // Later notices still go to the last verified address, the unverified one gets nothing.
    expect(await noticePasswordChanged(f.deps, who)).toBe(true);
    account.mfa = ["EMAIL_OTP"];
    await checkSecurityChanges(f.deps, who);
    expect(recipients(f.sent).slice(1)).toEqual([
      ["ada@example.com", "Your password was changed"],
      ["ada@example.com", "Your sign-in verification changed"],
    ]);

    // Once Cognito says the new address is verified, notices go there.
    account.emailVerified = true;
    expect(await checkSecurityChanges(f.deps, who)).toEqual([]);
    expect(f.stored()?.contact?.verifiedEmail).toBe("mallory@example.com");
    expect(await noticePasswordChanged(f.deps, who)).toBe(true);
    expect(recipients(f.sent).slice(3)).toEqual([["mallory@example.com", "Your password was changed"]]);
  });

  it("tell a phone number added to the verified address", async () => {
    const account: FakeAccount = { mfa: [] };
    const f = fakes(account, null);
    await checkSecurityChanges(f.deps, who);
    account.phone = "+15555550188";
    expect((await checkSecurityChanges(f.deps, who)).map((c) => c.kind)).toEqual(["phone-changed"]);
    expect(recipients(f.sent)).toEqual([["ada@example.com", "Your phone number was changed"]]);
  });

  it("send nothing when no address was ever verified, and never to an unverified one", async () => {
    const account: FakeAccount = { mfa: [], email: "unconfirmed@example.com", emailVerified: false };
    const f = fakes(account, null);
    await checkSecurityChanges(f.deps, who);
    account.email = "other@example.com";
    expect((await checkSecurityChanges(f.deps, who)).map((c) => c.kind)).toEqual(["email-changed"]);
    expect(await noticePasswordChanged(f.deps, who)).toBe(false);
    expect(f.sent).toEqual([]);
  });

  it("take a look stored before addresses were kept as no record: the next look is the baseline", async () => {
    const account: FakeAccount = { mfa: [], email: "new@example.com", emailVerified: false };
    const f = fakes(account, { mfa: [], passkeys: [] });
    expect(await checkSecurityChanges(f.deps, who)).toEqual([]);
    expect(f.stored()?.contact).toEqual({ email: "new@example.com", verifiedEmail: null, phone: null });
    expect(f.sent).toEqual([]);
  });
});
