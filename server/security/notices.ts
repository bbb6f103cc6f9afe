/**
 * The security notices, wired: after a sign-in (a new device gets an e-mail), after a change to how someone signs
 * in (the account page asks; Cognito's answer is compared with the last one stored), and around a password change
 * made through the functions. Mail is best effort: a notice that cannot be sent is logged, and never undoes or
 * fails the change it reports. Dependencies are injected, so tests use the real SMTP sink and dynalite or fakes.
 */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import type { OutgoingMail, SendResult } from "../mail/send";
import type { MailSettings } from "../mail/settings";
import { readUserSecurity } from "./account";
import { describeUserAgent, type SignInDevice } from "./device";
import { changeMail, newSignInMail, passwordChangedMail, type NoticeContext } from "./messages";
import { nextState, securityChanges, type SecurityChange } from "./state";
import type { DeviceVerdict, SecurityStore } from "./store";

export interface NoticeDeps {
  store: SecurityStore;
  cognito: CognitoIdentityProviderClient;
  /** Null when mail is not configured (logged by the provider). */
  mailSettings: () => MailSettings | null;
  send: (settings: MailSettings, mail: OutgoingMail) => Promise<SendResult>;
  now: () => number;
  log: (message: string) => void;
}

/** Who acted, and from where, as the request tells it. */
export interface Requester {
  sub: string;
  accessToken: string;
  userAgent?: string;
  /** The client's address (server/contact/client-address.ts). */
  address?: string;
}

async function deliver(deps: NoticeDeps, mails: OutgoingMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const settings = deps.mailSettings();
  if (!settings) return 0;
  let sent = 0;
  for (const mail of mails) {
    const result = await deps.send(settings, mail);
    if (result.ok) sent += 1;
    else deps.log(`security notice not sent (${result.failure.kind}): ${result.failure.detail}`);
  }
  return sent;
}

function context(deps: NoticeDeps, who: Requester, to: string): NoticeContext {
  return {
    to,
    at: new Date(deps.now()),
    device: describeUserAgent(who.userAgent),
    ...(who.address ? { address: who.address } : {}),
  };
}

/**
 * After a sign-in: records the device and, when the account has signed in elsewhere before but never from it,
 * e-mails the owner. The first sign-in also stores the baseline the later change checks compare with.
 */
export async function noticeSignIn(deps: NoticeDeps, who: Requester, device: SignInDevice): Promise<DeviceVerdict> {
  const verdict = await deps.store.recordDevice(who.sub, device, deps.now());
  const stored = await deps.store.state(who.sub);
  if (verdict !== "new" && stored) return verdict;
  const user = await readUserSecurity(deps.cognito, who.accessToken);
  if (!stored) await deps.store.saveState(who.sub, nextState(null, user.state), deps.now());
  if (verdict === "new" && user.email)
    await deliver(deps, [newSignInMail({ ...context(deps, who, user.email), device: device.label })]);
  return verdict;
}

/** Compares the account's MFA factors and passkeys with the last look, e-mails each change, stores the new look. */
export async function checkSecurityChanges(deps: NoticeDeps, who: Requester): Promise<SecurityChange[]> {
  const [user, before] = await Promise.all([
    readUserSecurity(deps.cognito, who.accessToken),
    deps.store.state(who.sub),
  ]);
  const changes = securityChanges(before, user.state);
  await deps.store.saveState(who.sub, nextState(before, user.state), deps.now());
  if (user.email)
    await deliver(
      deps,
      changes.map((c) => changeMail(c, context(deps, who, user.email as string))),
    );
  return changes;
}

/** After the functions changed the password: tells the owner. Returns whether the notice went out. */
export async function noticePasswordChanged(deps: NoticeDeps, who: Requester): Promise<boolean> {
  const user = await readUserSecurity(deps.cognito, who.accessToken);
  if (!user.email) return false;
  return (await deliver(deps, [passwordChangedMail(context(deps, who, user.email))])) === 1;
}
