/** The two looks around a change of address, with fakes: when the change is made, and what a failure does. */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import type { OutgoingMail, SendResult } from "../mail/send";
import type { MailSettings } from "../mail/settings";
import { aroundContactChange } from "./contact-notices";
import type { NoticeDeps } from "./notices";
import type { SecurityState } from "./state";
import type { SecurityStore } from "./store";

function fakes() {
  const account = { email: "ada@example.com", verified: true };
  let stored: SecurityState | null = null;
  let cognitoFails: Error | null = null;
  const sent: OutgoingMail[] = [];
  const logged: string[] = [];
  const cognito = {
    send: async (command: { constructor: { name: string } }) => {
      if (command.constructor.name !== "GetUserCommand") return { Credentials: [] };
      if (cognitoFails) throw cognitoFails;
      return {
        UserAttributes: [
          { Name: "email", Value: account.email },
          { Name: "email_verified", Value: String(account.verified) },
        ],
        UserMFASettingList: [],
      };
    },
  } as unknown as CognitoIdentityProviderClient;
  const store = {
    state: async () => stored,
    saveState: async (_sub: string, state: SecurityState) => {
      stored = state;
    },
  } as unknown as SecurityStore;
  const deps: NoticeDeps = {
    store,
    cognito,
    mailSettings: () => ({ host: "smtp.example" }) as MailSettings,
    send: async (_settings, mail): Promise<SendResult> => {
      sent.push(mail);
      return { ok: true, messageId: "m" };
    },
    now: () => Date.UTC(2026, 10, 29),
    log: (message) => logged.push(message),
  };
  const failCognito = (name: string | null) =>
    (cognitoFails = name ? Object.assign(new Error(`${name} from the pool`), { name }) : null);
  return { deps, account, sent, logged, stored: () => stored, failCognito };
}

const who = { sub: "user-1", accessToken: "token" };
/** The notices each have one recipient. */
const toAddress = (m: OutgoingMail) => (m.to as { address: string }).address;

describe("aroundContactChange", () => {
  it("records the verified address first, so the change is told to it even with no earlier look", async () => {
    const f = fakes();
    const answer = await aroundContactChange(f.deps, who, "change", async () => {
      Object.assign(f.account, { email: "new@example.com", verified: false });
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
