/**
 * The security notices, wired: after a sign-in (a new device gets an e-mail), after any change to how someone
 * signs in or where their codes go (at each sign-in, token refresh, factor change and change of e-mail address or
 * phone number through the functions, Cognito's answer is compared with the last one stored, so a change made
 * straight at Cognito is told too), and around a password change or a new authenticator app set up through the
 * functions. Notices go to the verified e-mail address, or to the last one Cognito said was verified while a newer
 * one is not confirmed (state.ts). Mail is best effort: a notice that cannot be sent is logged, and never undoes or
 * fails the change it reports. Dependencies are injected, so tests use the real SMTP sink and dynalite or fakes.
 */
import type { UserReader } from "../auth/cognito";
import type { OutgoingMail, SendResult } from "../mail/send";
import type { MailSettings } from "../mail/settings";
import { readUserSecurity } from "./account";
import { describeUserAgent, type SignInDevice } from "./device";
import { authenticatorAppMail, changeMail, newSignInMail, passwordChangedMail, type NoticeContext } from "./messages";
import { changeAddress, nextState, noticeAddress, securityChanges, stateMoved, type SecurityChange } from "./state";
import type { DeviceVerdict, SecurityStore } from "./store";

export interface NoticeDeps {
  store: SecurityStore;
  cognito: UserReader;
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

/** What went out. A change notice that failed leaves the last look as it was, so the next look sends it again. */
async function deliver(deps: NoticeDeps, mails: OutgoingMail[]): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  if (mails.length === 0) return outcome;
  // Mail not configured: logged by the provider; there is nothing to try again.
  const settings = deps.mailSettings();
  if (!settings) return outcome;
  for (const mail of mails) {
    const result = await deps.send(settings, mail);
    if (result.ok) outcome.sent += 1;
    else {
      outcome.failed += 1;
      deps.log(`security notice not sent (${result.failure.kind}): ${result.failure.detail}`);
    }
  }
  return outcome;
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
 * e-mails the owner; any change to the sign-in methods since the last look (made anywhere, even straight at
 * Cognito) is e-mailed too. The first sign-in stores the baseline the later checks compare with.
 */
export async function noticeSignIn(deps: NoticeDeps, who: Requester, device: SignInDevice): Promise<DeviceVerdict> {
  const verdict = await deps.store.recordDevice(who.sub, device, deps.now());
  const look = await lookForChanges(deps, who);
  await tell(deps, look);
  if (verdict === "new" && look.email)
    await deliver(deps, [newSignInMail({ ...context(deps, who, look.email), device: device.label })]);
  return verdict;
}

interface Look {
  changes: SecurityChange[];
  email: string | null;
  mails: OutgoingMail[];
  /** Stores this look as the last one (only when something changed, or the passkeys became known). */
  save: () => Promise<void>;
}

/** Compares the account's MFA factors, passkeys, e-mail address and phone number with the last look. */
async function lookForChanges(deps: NoticeDeps, who: Requester): Promise<Look> {
  const [now, before] = await Promise.all([readUserSecurity(deps.cognito, who.accessToken), deps.store.state(who.sub)]);
  const changes = securityChanges(before, now);
  const mails: OutgoingMail[] = [];
  for (const change of changes) {
    const to = changeAddress(change, before, now);
    if (to) mails.push(changeMail(change, context(deps, who, to)));
  }
  const next = nextState(before, now);
  // Written only when something changed (or became known), so a refresh usually only reads.
  const due = changes.length > 0 || stateMoved(before, next);
  const save = async () => {
    if (due) await deps.store.saveState(who.sub, next, deps.now());
  };
  return { changes, email: noticeAddress(before, now), mails, save };
}

/** Sends a look's change notices, then stores it; when one could not be sent, the next look finds the change again. */
async function tell(deps: NoticeDeps, look: Look): Promise<void> {
  const { failed } = await deliver(deps, look.mails);
  if (failed === 0) await look.save();
}

/**
 * Compares the account's security set-up with the last look, e-mails each change, stores the new look. The
 * functions run it after each change they make (and before a change of address: contact-notices.ts), and at every
 * sign-in and token refresh.
 */
export async function checkSecurityChanges(deps: NoticeDeps, who: Requester): Promise<SecurityChange[]> {
  const look = await lookForChanges(deps, who);
  await tell(deps, look);
  return look.changes;
}

/** One notice about a change the functions made; returns whether it went out. */
async function noticeOne(
  deps: NoticeDeps,
  who: Requester,
  mail: (ctx: NoticeContext) => OutgoingMail,
): Promise<boolean> {
  const [now, before] = await Promise.all([readUserSecurity(deps.cognito, who.accessToken), deps.store.state(who.sub)]);
  const to = noticeAddress(before, now);
  if (!to) return false;
  return (await deliver(deps, [mail(context(deps, who, to))])).sent === 1;
}

/** After a new authenticator app was verified: its secret replaced any earlier one, which the MFA list cannot show. */
export function noticeAuthenticatorApp(deps: NoticeDeps, who: Requester): Promise<boolean> {
  return noticeOne(deps, who, authenticatorAppMail);
}

/** After the functions changed the password: tells the owner. Returns whether the notice went out. */
export function noticePasswordChanged(deps: NoticeDeps, who: Requester): Promise<boolean> {
  return noticeOne(deps, who, passwordChangedMail);
}
