/**
 * Accounts erased in the last day, which every function refuses at once on every instance: the session cache
 * (30 s) and the revocation check's (server/auth/revocation.ts) are per instance, so after a deletion another warm
 * instance could still take the account's tokens, and write under its erased partitions again. Deletion marks the
 * account before it erases anything (server/account, POST /api/account/delete) and every verification reads the
 * mark. Kept in the site table under ACCOUNT#ERASED, one item per sub, gone by itself (TTL) when the account's
 * longest-lived token has expired.
 */
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export const ERASED_PK = "ACCOUNT#ERASED";
/** Cognito access and id tokens live at most a day: past that nothing of the account can be presented. */
export const ERASED_MEMORY_SECONDS = 24 * 60 * 60;

export interface ErasedAccounts {
  /** Marks `sub` erased until `untilSeconds` (epoch). */
  mark(sub: string, untilSeconds: number): Promise<void>;
  /** Takes the mark back: an erasure that failed leaves the account as it was, so deleting can be tried again. */
  unmark(sub: string): Promise<void>;
  has(sub: string, nowSeconds: number): Promise<boolean>;
}

export class DynamoErasedAccounts implements ErasedAccounts {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async mark(sub: string, untilSeconds: number): Promise<void> {
    await this.db.send(
      new PutCommand({ TableName: this.table, Item: { pk: ERASED_PK, sk: sub, expiresAt: untilSeconds } }),
    );
  }

  async unmark(sub: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: ERASED_PK, sk: sub } }));
  }

  async has(sub: string, nowSeconds: number): Promise<boolean> {
    // Read strongly: the mark is written a moment before, maybe by another instance.
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: ERASED_PK, sk: sub }, ConsistentRead: true }),
    );
    const until = out.Item?.expiresAt;
    // DynamoDB's TTL deletes within days, not at once: an expired mark is no mark.
    return typeof until === "number" && until > nowSeconds;
  }
}

/** In memory, for tests and the in-process bench. */
export class MemoryErasedAccounts implements ErasedAccounts {
  readonly marks = new Map<string, number>();
  async mark(sub: string, untilSeconds: number): Promise<void> {
    this.marks.set(sub, untilSeconds);
  }
  async unmark(sub: string): Promise<void> {
    this.marks.delete(sub);
  }
  async has(sub: string, nowSeconds: number): Promise<boolean> {
    return (this.marks.get(sub) ?? 0) > nowSeconds;
  }
}
