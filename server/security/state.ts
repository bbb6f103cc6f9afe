/**
 * What a user's security set-up looks like (MFA factors, passkeys, the e-mail address and phone number codes and
 * recovery go to) and what changed since the last look: the security e-mails tell people about changes to their
 * sign-in methods however they were made (the account page, another browser, an admin), because the functions
 * compare Cognito's answer with the last one they stored instead of trusting the browser's word. Pure.
 */

export interface PasskeySummary {
  id: string;
  name: string;
}

export interface ContactState {
  /** The e-mail address on the account, confirmed or not; null when none. */
  email: string | null;
  /**
   * The last address Cognito said was verified (email_verified): where notices go while a newer address is not
   * confirmed yet, so changing the address does not silence them. Only ever taken from Cognito's answer.
   */
  verifiedEmail: string | null;
  /** The phone number on the account, confirmed or not; null when none. */
  phone: string | null;
}

export interface SecurityState {
  /** Cognito's UserMFASettingList: SOFTWARE_TOKEN_MFA, SMS_MFA, EMAIL_OTP. */
  mfa: string[];
  /** Null when the pool could not list them (passkeys off): nothing is compared then. */
  passkeys: PasskeySummary[] | null;
  /** Absent in looks stored before addresses were kept: nothing is compared then, the next look is the baseline. */
  contact?: ContactState;
}

/** A look at Cognito now: the contact is always known (verifiedEmail is the address when it is verified, else null). */
export type CurrentState = Required<SecurityState>;

export type SecurityChange =
  | { kind: "mfa-changed"; before: string[]; after: string[] }
  | { kind: "passkey-added"; passkeys: PasskeySummary[] }
  | { kind: "passkey-removed"; passkeys: PasskeySummary[] }
  | { kind: "email-changed"; before: string | null; after: string | null; verified: boolean }
  | { kind: "phone-changed"; before: string | null; after: string | null };

const sorted = (list: readonly string[]) => [...new Set(list)].sort();

/** The changes from `before` to `after`; none against no earlier look (the first look is the baseline). */
export function securityChanges(before: SecurityState | null, after: CurrentState): SecurityChange[] {
  if (!before) return [];
  const changes: SecurityChange[] = [];
  const [was, is] = [sorted(before.mfa), sorted(after.mfa)];
  if (was.join(",") !== is.join(",")) changes.push({ kind: "mfa-changed", before: was, after: is });
  if (before.passkeys && after.passkeys) {
    const had = new Set(before.passkeys.map((p) => p.id));
    const has = new Set(after.passkeys.map((p) => p.id));
    const added = after.passkeys.filter((p) => !had.has(p.id));
    const removed = before.passkeys.filter((p) => !has.has(p.id));
    if (added.length) changes.push({ kind: "passkey-added", passkeys: added });
    if (removed.length) changes.push({ kind: "passkey-removed", passkeys: removed });
  }
  const [had, has] = [before.contact, after.contact];
  if (had && had.email !== has.email)
    changes.push({
      kind: "email-changed",
      before: had.email,
      after: has.email,
      verified: has.email !== null && has.verifiedEmail === has.email,
    });
  if (had && had.phone !== has.phone) changes.push({ kind: "phone-changed", before: had.phone, after: has.phone });
  return changes;
}

/** The state to store after a look: passkeys the pool could not list, and the last verified address, are kept. */
export function nextState(before: SecurityState | null, after: CurrentState): CurrentState {
  return {
    mfa: sorted(after.mfa),
    passkeys: after.passkeys ?? before?.passkeys ?? null,
    contact: {
      ...after.contact,
      verifiedEmail: after.contact.verifiedEmail ?? before?.contact?.verifiedEmail ?? null,
    },
  };
}

/** Whether storing `next` would change what is stored (so a look that found nothing new only reads). */
export function stateMoved(before: SecurityState | null, next: CurrentState): boolean {
  if (!before) return true;
  if (before.passkeys === null && next.passkeys !== null) return true;
  const [a, b] = [before.contact, next.contact];
  return !a || a.email !== b.email || a.verifiedEmail !== b.verifiedEmail || a.phone !== b.phone;
}

/**
 * Where notices go: the address Cognito says is verified now, else the last one it said was verified (a new
 * address not confirmed yet, or no longer marked verified, is never written to).
 */
export function noticeAddress(before: SecurityState | null, after: CurrentState): string | null {
  return after.contact.verifiedEmail ?? before?.contact?.verifiedEmail ?? null;
}

/**
 * Where the notice of one change goes: a changed e-mail address is told to the last verified address it had
 * before the change (the one whose owner may not have made it), anything else to noticeAddress.
 */
export function changeAddress(change: SecurityChange, before: SecurityState | null, after: CurrentState) {
  if (change.kind === "email-changed") return before?.contact?.verifiedEmail ?? noticeAddress(before, after);
  return noticeAddress(before, after);
}
