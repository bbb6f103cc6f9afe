/** The two looks around a change of address, with fakes: when the change is made, and what a failure does. */
import type { OutgoingMail } from "../mail/send";
import { aroundContactChange } from "./contact-notices";
import { noticeFakes } from "./testing/noticeFakes";

const fakes = () => noticeFakes({ mfa: [], email: "ada@example.com", emailVerified: true }, null);

const who = { sub: "user-1", accessToken: "token" };
/** The notices each have one recipient. */
const toAddress = (m: OutgoingMail) => (m.to as { address: string }).address;

describe("aroundContactChange", () => {
  it("records the verified address first, so the change is told to it even with no earlier look", async () => {
    const f = fakes();
    const answer = await aroundContactChange(f.deps, who, "change", async () => {
      Object.assign(f.account, { email: "new@example.com", emailVerified: false });
      return { status: 200 };
    });
    expect(answer).toEqual({ status: 200 });
    expect(f.sent.map((m) => [toAddress(m), m.subject])).toEqual([
      ["ada@example.com", "Your e-mail address was changed - Northwind Consulting"],
    ]);
    expect(f.stored()?.contact?.verifiedEmail).toBe("ada@example.com");
  });

  it("does not make the change when the look before fails (the owner could not be told)", async () => {
    const f = fakes();
    f.failCognito("InternalErrorException");
    const call = jest.fn(async () => ({ status: 200 }));
    await expect(aroundContactChange(f.deps, who, "change", call)).rejects.toThrow(/from the pool/);
    expect(call).not.toHaveBeenCalled();
  });

  it("lets Cognito answer a token it refuses, and looks no further after a refused change", async () => {
    const f = fakes();
    f.failCognito("NotAuthorizedException");
    const answer = await aroundContactChange(f.deps, who, "change", async () => ({ status: 400 }));
    expect(answer).toEqual({ status: 400 });
    expect(f.sent).toEqual([]);
  });

  it("keeps the change's answer when the look after fails, and logs it", async () => {
    const f = fakes();
    const answer = await aroundContactChange(f.deps, who, "change", async () => {
      f.failCognito("InternalErrorException");
      return { status: 200 };
    });
    expect(answer).toEqual({ status: 200 });
    expect(f.logged).toEqual([
      "security notice after a change of address failed (InternalErrorException: InternalErrorException from the pool)",
    ]);
  });

  it("only looks after a verification, and not at all for other calls", async () => {
    const f = fakes();
    await aroundContactChange(f.deps, who, "verify", async () => ({ status: 200 }));
    expect(f.stored()?.contact?.email).toBe("ada@example.com");
    const g = fakes();
    await aroundContactChange(g.deps, who, null, async () => ({ status: 200 }));
    expect(g.stored()).toBeNull();
  });
});
