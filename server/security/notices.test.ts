/** The change notices with fakes: what is compared, what is sent, and that a notice that failed is sent again. */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import type { OutgoingMail, SendResult } from "../mail/send";
import type { MailSettings } from "../mail/settings";
import { checkSecurityChanges, type NoticeDeps } from "./notices";
import type { SecurityState } from "./state";
import type { SecurityStore } from "./store";

function fakes(factors: { mfa: string[] }) {
  let stored: SecurityState | null = { mfa: [], passkeys: [] };
  const sent: OutgoingMail[] = [];
  let smtpUp = true;
  const cognito = {
    send: async (command: { constructor: { name: string } }) =>
      command.constructor.name === "GetUserCommand"
        ? {
            UserAttributes: [
              { Name: "email", Value: "ada@example.com" },
              { Name: "email_verified", Value: "true" },
            ],
            UserMFASettingList: factors.mfa,
          }
        : { Credentials: [] },
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
      if (!smtpUp) return { ok: false, failure: { kind: "unreachable", detail: "ECONNREFUSED" } } as SendResult;
      sent.push(mail);
      return { ok: true, messageId: "m" };
    },
    now: () => Date.UTC(2026, 10, 29),
    log: () => undefined,
  };
  return { deps, sent, stored: () => stored, setSmtp: (up: boolean) => (smtpUp = up) };
}

const who = { sub: "user-1", accessToken: "token" };

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
