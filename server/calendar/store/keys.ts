/**
 * The keys of a user's calendar items in the site table and the bounds on what a user may store, in one place so
 * the store, the request validation and the tests agree. Every key starts from the verified Cognito `sub` (the
 * user's partition, server/db/keys.ts): there is no key a request could name that reaches another user's partition.
 */
import type { ProviderId } from "../../../core/calendar/model";
import { userPk } from "../../db/keys";

/** Event keys are "<provider>:<id>" or "merged:<dedupe key>"; provider ids are far shorter than this. */
export const MAX_EVENT_KEY_LENGTH = 512;
/** DynamoDB sort keys are at most 1,024 bytes: room for the longest prefix and multi-byte characters. */
export const MAX_EVENT_KEY_BYTES = 1000;
/** Overrides per user: a year of a busy calendar is about 1,500 events, so this is a bound on abuse only. */
export const MAX_OVERRIDES = 5000;
export const MAX_NOTE_LENGTH = 500;
/** Lines of one locked quarter. */
export const MAX_LOCK_LINES = 5000;
/** Un-merged events per user: like overrides, a bound on abuse only (each is read on every preferences call). */
export const MAX_UNMERGED = 5000;
/** Locked quarters per user: ten years of them (each holds up to MAX_LOCK_LINES lines). */
export const MAX_LOCKS = 40;

/**
 * The lines of the user's locked quarters, in a partition of their own beside the user's (still named by the sub):
 * the one Query that reads everything else never reads them.
 */
export const lockLinesPk = (sub: string) => `${userPk(sub)}#LOCK-LINES`;

/** Each user's synced calendar events (synced-events.ts), sealed and chunked, in a partition of their own too. */
export const syncedEventsPk = (sub: string) => `${userPk(sub)}#EVENTS`;

/**
 * The sort keys in that partition: one record per provider and window year, a head `<provider>@<year>` naming the
 * generation, and its chunks `<provider>@<year>#<generation>#<index>`. Before years had records of their own, a
 * provider had one head `<provider>` with chunks `<provider>#<generation>#<index>` (`legacy`): those are never read
 * again, only removed (synced-events.ts says why).
 */
export const syncedEventsSk = {
  head: (provider: ProviderId, year: number) => `${provider}@${year}`,
  /** The chunks of every generation of the year's record begin with this. */
  chunksOfYear: (provider: ProviderId, year: number) => `${provider}@${year}#`,
  /** The chunks of one generation. */
  chunks: (provider: ProviderId, year: number, generation: string) => `${provider}@${year}#${generation}#`,
  /** Zero-padded, so the sort key order is the byte order. */
  chunk: (provider: ProviderId, year: number, generation: string, index: number) =>
    `${provider}@${year}#${generation}#${String(index).padStart(4, "0")}`,
  /** Every item of every year's record (heads and chunks) begins with this. */
  years: (provider: ProviderId) => `${provider}@`,
  legacyHead: (provider: ProviderId) => provider,
  legacyChunks: (provider: ProviderId) => `${provider}#`,
};

/** The window year of a sort key under `syncedEventsSk.years(provider)` (a head or a chunk), else undefined. */
export function syncedEventsYearOf(provider: ProviderId, sortKey: string): number | undefined {
  const prefix = syncedEventsSk.years(provider);
  if (!sortKey.startsWith(prefix)) return undefined;
  const match = /^(\d+)(#|$)/.exec(sortKey.slice(prefix.length));
  return match ? Number(match[1]) : undefined;
}

export const SK_PREFIX = {
  connection: "CONN#",
  override: "OVERRIDE#",
  unmerged: "UNMERGED#",
  lock: "LOCK#",
} as const;

export const sk = {
  connection: (provider: ProviderId) => `${SK_PREFIX.connection}${provider}`,
  preferences: "PREFS",
  override: (eventKey: string) => `${SK_PREFIX.override}${eventKey}`,
  unmerged: (eventKey: string) => `${SK_PREFIX.unmerged}${eventKey}`,
  lock: (quarter: string) => `${SK_PREFIX.lock}${quarter}`,
  /** Local builds only: the user's calendar clock moved by a test (server/calendar/dev-clock.ts). */
  devClock: "DEVCLOCK",
};

/** Why an event key cannot be stored, or null when it can. */
export function eventKeyProblem(key: string): string | null {
  if (!key) return "The event key is missing from the path.";
  if (key.length > MAX_EVENT_KEY_LENGTH || Buffer.byteLength(key, "utf8") > MAX_EVENT_KEY_BYTES)
    return `The event key is too long (at most ${MAX_EVENT_KEY_LENGTH} characters).`;
  if (/[\u0000-\u001f\u007f]/.test(key)) return "The event key contains control characters.";
  return null;
}
