/**
 * The fixture accounts a provider stand-in offers on its consent page. One of them owns the seeded calendar;
 * the others have empty calendars, so a test can see that events never leak across accounts.
 */

export interface FixtureAccount {
  /** Stable id at the provider (Graph user id, Google `sub`). */
  id: string;
  email: string;
  name: string;
  /** The seed's events are this account's calendar; every other account's calendar is empty. */
  ownsSeed: boolean;
  /** Microsoft: the account has no Exchange Online mailbox, so calendar calls answer 404 MailboxNotEnabledForRESTAPI. */
  noMailbox?: boolean;
  /** Google: the account consents to an app in testing, whose refresh tokens end 7 days after consent. */
  testingApp?: boolean;
}

/** The accounts option checked once at start, so a typo fails loudly instead of producing an odd consent page. */
export function checkAccounts(accounts: FixtureAccount[]): FixtureAccount[] {
  if (accounts.length === 0) throw new Error("At least one fixture account is required");
  const seen = new Set<string>();
  for (const a of accounts) {
    if (!a.id || !a.email || !a.name) throw new Error(`Fixture account needs id, email and name: ${JSON.stringify(a)}`);
    for (const key of [a.id, a.email.toLowerCase()]) {
      if (seen.has(key)) throw new Error(`Duplicate fixture account ${key}`);
      seen.add(key);
    }
  }
  if (accounts.filter((a) => a.ownsSeed).length > 1) throw new Error("Only one fixture account can own the seed");
  return accounts;
}

/** An account by id or e-mail address (case-insensitive), as dev controls and tests name them. */
export function findAccount(accounts: FixtureAccount[], key: string): FixtureAccount | undefined {
  const k = key.toLowerCase();
  return accounts.find((a) => a.id === key || a.email.toLowerCase() === k);
}
