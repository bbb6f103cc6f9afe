/**
 * The fixture accounts a provider stand-in offers on its consent page. One of them owns the seeded calendar;
 * the others have empty calendars, so a test can see that events never leak across accounts.
 */
import { readFileSync } from "node:fs";

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

/**
 * Fixture accounts from a JSON file (an array of FixtureAccount), so a seed can bring its own people with their
 * conditions (`noMailbox`, `testingApp`). Throws an Error naming the file and the first problem.
 */
export function loadAccountsFile(file: string): FixtureAccount[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: not a readable JSON file (${(err as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected an array of accounts`);
  const accounts = parsed.map((entry: unknown, i): FixtureAccount => {
    const a = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    for (const field of ["id", "email", "name"])
      if (typeof a[field] !== "string" || a[field] === "")
        throw new Error(`${file}: account ${i + 1}: "${field}" must be a non-empty string`);
    for (const field of ["ownsSeed", "noMailbox", "testingApp"])
      if (a[field] !== undefined && typeof a[field] !== "boolean")
        throw new Error(`${file}: account ${i + 1}: "${field}" must be true or false`);
    return {
      id: a.id as string,
      email: a.email as string,
      name: a.name as string,
      ownsSeed: a.ownsSeed === true,
      ...(a.noMailbox === true ? { noMailbox: true } : {}),
      ...(a.testingApp === true ? { testingApp: true } : {}),
    };
  });
  try {
    return checkAccounts(accounts);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** An account by id or e-mail address (case-insensitive), as dev controls and tests name them. */
export function findAccount(accounts: FixtureAccount[], key: string): FixtureAccount | undefined {
  const k = key.toLowerCase();
  return accounts.find((a) => a.id === key || a.email.toLowerCase() === k);
}
