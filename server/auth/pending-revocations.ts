/**
 * Sign-outs whose RevokeToken did not go through (Cognito unreachable, or token revocation turned off on the app
 * client), kept in the site's DynamoDB table until they do or the refresh token could no longer be used anyway.
 * While an entry is here, POST /api/auth/refresh refuses the cookie it came from (a copy of the cookie must not
 * outlive the sign-out), and later auth calls retry the revocation (retryPendingRevocations in sign-out.ts).
 *
 * Keys: pk = AUTH#PENDING-REVOCATION; sk = the refresh token's SHA-256 (the token itself is never a key). The item
 * holds the sealed cookie (AES-GCM under the cookie key, as the browser had it), the time after which the token is
 * dead anyway (expiresAt, the table's TTL attribute), when it was queued and the attempts so far.
 *
 * The retry takes the oldest entries first (list): the key is a hash, so key order is random, and a pass that took
 * the first keys would retry the same few entries every time while the rest waited for their TTL. Ordering needs
 * the whole partition read, which is fine for a queue that fills only while Cognito cannot revoke, read at most
 * once a minute per instance (services.ts).
 */
import { createHash } from "crypto";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  paginateQuery,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { TTL_ATTRIBUTE } from "../db/table";

export const PENDING_PK = "AUTH#PENDING-REVOCATION";

export interface PendingRevocation {
  /** tokenId() of the refresh token. */
  id: string;
  /** The sealed refresh cookie holding the token. */
  sealed: string;
  /** Seconds since the epoch: the token is dead after this. */
  expiresAt: number;
  /** Seconds since the epoch: when the sign-out queued it (0 for entries queued before this was kept). */
  queuedAt: number;
  attempts: number;
  /** Why the last attempt failed: "unavailable" (retry) or "misconfigured" (revocation off for the client). */
  reason: string;
}

/** What sign-out and refresh need of the queue; the DynamoDB store below, an in-memory one in tests. */
export interface PendingRevocations {
  get(id: string): Promise<PendingRevocation | null>;
  put(entry: PendingRevocation): Promise<void>;
  remove(id: string): Promise<void>;
  /** Up to `limit` entries, the longest queued first (olderFirst). */
  list(limit: number): Promise<PendingRevocation[]>;
}

/** The queue's order: earliest queuedAt first, then by id so the order is the same on every pass. */
export function olderFirst(a: PendingRevocation, b: PendingRevocation): number {
  return a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The `limit` oldest of `entries` (olderFirst). */
export function oldest(entries: Iterable<PendingRevocation>, limit: number): PendingRevocation[] {
  return [...entries].sort(olderFirst).slice(0, Math.max(0, limit));
}

/** The key of a refresh token in the queue: its SHA-256, so the table never holds a usable token in the clear. */
export function tokenId(refreshToken: string): string {
  return createHash("sha256").update(refreshToken).digest("base64url");
}

function entryOf(item: Record<string, unknown> | undefined): PendingRevocation | null {
  if (!item || typeof item.sk !== "string" || typeof item.sealed !== "string") return null;
  return {
    id: item.sk,
    sealed: item.sealed,
    expiresAt: Number(item[TTL_ATTRIBUTE]) || 0,
    queuedAt: Number(item.queuedAt) || 0,
    attempts: Number(item.attempts) || 0,
    reason: typeof item.reason === "string" ? item.reason : "unavailable",
  };
}

export class DynamoPendingRevocations implements PendingRevocations {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<PendingRevocation | null> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: PENDING_PK, sk: id }, ConsistentRead: true }),
    );
    return entryOf(out.Item);
  }

  async put(entry: PendingRevocation): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: PENDING_PK,
          sk: entry.id,
          sealed: entry.sealed,
          [TTL_ATTRIBUTE]: entry.expiresAt,
          queuedAt: entry.queuedAt,
          attempts: entry.attempts,
          reason: entry.reason,
        },
      }),
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: PENDING_PK, sk: id } }));
  }

  async list(limit: number): Promise<PendingRevocation[]> {
    let kept: PendingRevocation[] = [];
    const pages = paginateQuery(
      { client: this.db },
      { TableName: this.table, KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": PENDING_PK } },
    );
    // Only the `limit` oldest so far are kept between pages, so a long queue costs one page of memory.
    for await (const page of pages) {
      const entries = (page.Items ?? []).map(entryOf).filter((e): e is PendingRevocation => e !== null);
      kept = oldest([...kept, ...entries], limit);
    }
    return kept;
  }
}
