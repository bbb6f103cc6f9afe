/**
 * The contact form's rate limits (limits.ts: 3 an hour per e-mail address, 10 an hour per client address), kept in
 * the site's DynamoDB table (never in function memory: every instance must see the same counts). Each limit is a counter item per fixed one-hour window, incremented atomically only while under the
 * limit (a conditional update), so parallel requests cannot slip past it. Items carry `expiresAt` (epoch seconds)
 * for the table's TTL to remove them; nothing depends on that removal, since each window has its own key.
 * Addresses are stored only as keyed hashes.
 *
 * Keys: pk = CONTACT#<email|ip>#<hash>, sk = WINDOW#<window start, ISO>.
 */
import { TTL_ATTRIBUTE } from "../db/table";
import { createHmac } from "crypto";
import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { CONTACT_LIMITS, type Limit, type LimitScope } from "./limits";

export { CONTACT_LIMITS };
export type { Limit, LimitScope };

export { TTL_ATTRIBUTE };

export type Reservation =
  { ok: true; release(): Promise<void> } | { ok: false; scope: LimitScope; retryAfterSeconds: number };

export interface Subject {
  scope: LimitScope;
  /** The e-mail address (counted by its mailbox: limitedMailbox) or the client address (client-address.ts). */
  value: string;
}

/** Gmail delivers every spelling of an address with dots in its name, and googlemail.com is the same service. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, as the limit counts it: lower-cased, without a `+tag` (plus addressing reaches the
 * same inbox at most providers), and for Gmail without the dots. So `Ana+1@…`, `ana+2@…` and `a.na@gmail.com` share
 * one limit and cannot be used to send one inbox three acknowledgments each.
 */
export function limitedMailbox(address: string): string {
  const normal = address.trim().toLowerCase();
  const at = normal.lastIndexOf("@");
  if (at <= 0) return normal;
  const domain = normal.slice(at + 1);
  let local = normal.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replace(/\./g, "")}@${dotless}` : `${local}@${domain}`;
}

export function subjectKey(key: Buffer, subject: Subject): string {
  const normal = subject.scope === "email" ? limitedMailbox(subject.value) : subject.value;
  const hash = createHmac("sha256", key).update(`${subject.scope}|${normal}`).digest("base64url").slice(0, 32);
  return `CONTACT#${subject.scope}#${hash}`;
}

export function windowOf(now: number, limit: Limit): { start: number; end: number } {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { start, end: start + limit.windowMs };
}

export class ContactRateLimiter {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly key: Buffer,
    private readonly limits: Readonly<Record<LimitScope, Limit>> = CONTACT_LIMITS,
  ) {}

  private itemKey(subject: Subject, now: number) {
    const window = windowOf(now, this.limits[subject.scope]);
    return { key: { pk: subjectKey(this.key, subject), sk: `WINDOW#${new Date(window.start).toISOString()}` }, window };
  }

  /** Counts one message for the subject; false when its window is full. */
  private async take(subject: Subject, now: number): Promise<boolean> {
    const { key, window } = this.itemKey(subject, now);
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: "ADD #count :one SET #ttl = :ttl",
          ConditionExpression: "attribute_not_exists(#count) OR #count < :limit",
          ExpressionAttributeNames: { "#count": "count", "#ttl": TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ":one": 1,
            ":limit": this.limits[subject.scope].limit,
            // An hour past the window's end: long enough for any clock skew between instances.
            ":ttl": Math.ceil(window.end / 1000) + 3600,
          },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  /** Gives one message back (its delivery failed, or another limit refused it). Best effort. */
  private async give(subject: Subject, now: number): Promise<void> {
    const { key } = this.itemKey(subject, now);
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: "ADD #count :minus",
          ConditionExpression: "#count > :zero",
          ExpressionAttributeNames: { "#count": "count" },
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        }),
      )
      .catch(() => undefined);
  }

  /**
   * Counts one message against every subject, or none: when one limit is reached, the counts already taken are
   * given back and the answer says which limit and when its window ends. Throws when the table cannot be reached.
   */
  async reserve(subjects: readonly Subject[], now: number): Promise<Reservation> {
    const taken: Subject[] = [];
    for (const subject of subjects) {
      let ok: boolean;
      try {
        ok = await this.take(subject, now);
      } catch (err) {
        await Promise.all(taken.map((s) => this.give(s, now)));
        throw err;
      }
      if (!ok) {
        await Promise.all(taken.map((s) => this.give(s, now)));
        const { end } = windowOf(now, this.limits[subject.scope]);
        return { ok: false, scope: subject.scope, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
      }
      taken.push(subject);
    }
    return { ok: true, release: () => Promise.all(taken.map((s) => this.give(s, now))).then(() => undefined) };
  }
}
