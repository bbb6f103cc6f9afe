/**
 * Sign-outs whose RevokeToken did not go through (Cognito unreachable, or token revocation turned off on the app
 * client), kept in the site's DynamoDB table until they do or the refresh token could no longer be used anyway.
 * While an entry is here, POST /api/auth/refresh refuses the cookie it came from (a copy of the cookie must not
 * outlive the sign-out), and later auth calls retry the revocation (retryPendingRevocations in sign-out.ts).
 *
 * Keys: pk = AUTH#PENDING-REVOCATION; sk = the refresh token's SHA-256 (the token itself is never a key). The item
 * holds the sealed cookie (AES-GCM under the cookie key, as the browser had it), the time after which the token is
 * dead anyway (expiresAt, the table's TTL attribute) and the attempts so far.
 */
import { createHash } from "crypto";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
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
  attempts: number;
  /** Why the last attempt failed: "unavailable" (retry) or "misconfigured" (revocation off for the client). */
  reason: string;
}

/** What sign-out and refresh need of the queue; the DynamoDB store below, an in-memory one in tests. */
export interface PendingRevocations {
  get(id: string): Promise<PendingRevocation | null>;
  put(entry: PendingRevocation): Promise<void>;
  remove(id: string): Promise<void>;
  /** Up to `limit` entries, oldest key first. */
  list(limit: number): Promise<PendingRevocation[]>;
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
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": PENDING_PK },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(entryOf).filter((e): e is PendingRevocation => e !== null);
  }
}
