/**
 * The security notices' dependencies as fakes for the unit tests: the account as Cognito's GetUser answers it (a
 * test changes it between looks, as a change at Cognito would), the stored state, the mail sent and the log, with
 * switches for an unreachable SMTP server and a failing pool.
 */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { unsharedUserReader } from "../../auth/cognito";
import type { OutgoingMail, SendResult } from "../../mail/send";
import type { MailSettings } from "../../mail/settings";
import type { NoticeDeps } from "../notices";
import type { SecurityState } from "../state";
import type { SecurityStore } from "../store";

/** What GetUser answers. */
export interface FakeAccount {
  mfa: string[];
  email?: string;
  emailVerified?: boolean;
  phone?: string;
}

export function noticeFakes(account: FakeAccount, initial: SecurityState | null = { mfa: [], passkeys: [] }) {
  let stored: SecurityState | null = initial;
  let smtpUp = true;
  let cognitoFails: Error | null = null;
  const sent: OutgoingMail[] = [];
  const logged: string[] = [];
  const client = {
    send: async (command: { constructor: { name: string } }) => {
      if (command.constructor.name !== "GetUserCommand") return { Credentials: [] };
      if (cognitoFails) throw cognitoFails;
      return {
        UserAttributes: [
          { Name: "email", Value: account.email ?? "ada@example.com" },
          { Name: "email_verified", Value: String(account.emailVerified ?? true) },
          ...(account.phone ? [{ Name: "phone_number", Value: account.phone }] : []),
        ],
        UserMFASettingList: account.mfa,
      };
    },
  } as unknown as CognitoIdentityProviderClient;
  const cognito = unsharedUserReader(client);
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
    log: (message) => logged.push(message),
  };
  return {
    deps,
    account,
    sent,
    logged,
    stored: () => stored,
    setSmtp: (up: boolean) => (smtpUp = up),
    failCognito: (name: string | null) =>
      (cognitoFails = name ? Object.assign(new Error(`${name} from the pool`), { name }) : null),
  };
}
