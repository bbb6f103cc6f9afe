/**
 * What a user's security set-up looks like (MFA factors, passkeys) and what changed since the last look: the
 * security e-mails tell people about changes to their sign-in methods however they were made (the account page,
 * another browser, an admin), because the functions compare Cognito's answer with the last one they stored
 * instead of trusting the browser's word. Pure.
 */

export interface PasskeySummary {
  id: string;
  name: string;
}

export interface SecurityState {
  /** Cognito's UserMFASettingList: SOFTWARE_TOKEN_MFA, SMS_MFA, EMAIL_OTP. */
  mfa: string[];
  /** Null when the pool could not list them (passkeys off): nothing is compared then. */
  passkeys: PasskeySummary[] | null;
}

export type SecurityChange =
  | { kind: "mfa-changed"; before: string[]; after: string[] }
  | { kind: "passkey-added"; passkeys: PasskeySummary[] }
  | { kind: "passkey-removed"; passkeys: PasskeySummary[] };

const sorted = (list: readonly string[]) => [...new Set(list)].sort();

/** The changes from `before` to `after`; none against no earlier look (the first look is the baseline). */
export function securityChanges(before: SecurityState | null, after: SecurityState): SecurityChange[] {
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
  return changes;
}

/** The state to store after a look: passkeys the pool could not list keep their last known value. */
export function nextState(before: SecurityState | null, after: SecurityState): SecurityState {
  return { mfa: sorted(after.mfa), passkeys: after.passkeys ?? before?.passkeys ?? null };
}
