/**
 * What every function must know of an account at once, on every instance, rather than when a warm instance's 30 s
 * memory of a verified session (session-cache.ts) or of Cognito's answer (revocation.ts) runs out:
 * - erased: deleted in the last day. Deletion marks the account before it erases anything (POST
 *   /api/account/delete), so no request still in a page can write under its partitions again;
 * - groups cut: removed from a group by an administrator (the user console). Its tokens name the groups they were
 *   issued with, so tokens issued before the cut are refused; a new sign-in carries the groups as they are.
 * Every verification reads the account's item (one strongly consistent GetItem). Kept in the site table under
 * ACCOUNT#MARK, one item per sub, gone by itself (TTL) once every token it concerns has expired.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export const ACCOUNT_MARK_PK = "ACCOUNT#MARK";
/** Cognito access and id tokens live at most a day: past that nothing of the account can be presented. */
export const MARK_MEMORY_SECONDS = 24 * 60 * 60;

export interface AccountStanding {
  erased: boolean;
  /** When the account last lost a group (epoch seconds): tokens issued at or before it are refused. */
  groupsCutAt?: number;
}

export interface AccountMarks {
  /** Marks `sub` erased until `untilSeconds` (epoch). */
  markErased(sub: string, untilSeconds: number): Promise<void>;
  /** Takes the mark back: an erasure that failed leaves the account as it was, so deleting can be tried again. */
  unmarkErased(sub: string): Promise<void>;
  /** `sub` lost a group at `atSeconds`. */
  markGroupsCut(sub: string, atSeconds: number): Promise<void>;
  standing(sub: string, nowSeconds: number): Promise<AccountStanding>;
}

export class DynamoAccountMarks implements AccountMarks {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private set(sub: string, expression: string, values: Record<string, unknown>): Promise<unknown> {
    return this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: ACCOUNT_MARK_PK, sk: sub },
        UpdateExpression: expression,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }),
    );
  }

  async markErased(sub: string, untilSeconds: number): Promise<void> {
    await this.set(sub, "SET erasedUntil = :until, expiresAt = :until", { ":until": untilSeconds });
  }

  async unmarkErased(sub: string): Promise<void> {
    await this.set(sub, "REMOVE erasedUntil", {});
  }

  async markGroupsCut(sub: string, atSeconds: number): Promise<void> {
    await this.set(sub, "SET groupsCutAt = :at, expiresAt = :expires", {
      ":at": atSeconds,
      ":expires": atSeconds + MARK_MEMORY_SECONDS,
    });
  }

  async standing(sub: string, nowSeconds: number): Promise<AccountStanding> {
    // Read strongly: the mark is written a moment before, maybe by another instance.
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: ACCOUNT_MARK_PK, sk: sub }, ConsistentRead: true }),
    );
    return standingOf(out.Item, nowSeconds);
  }
}

/** DynamoDB's TTL deletes within days, not at once: a mark past its time is no mark. */
function standingOf(item: Record<string, unknown> | undefined, nowSeconds: number): AccountStanding {
  const until = item?.erasedUntil;
  const cut = item?.groupsCutAt;
  return {
    erased: typeof until === "number" && until > nowSeconds,
    ...(typeof cut === "number" && cut + MARK_MEMORY_SECONDS > nowSeconds ? { groupsCutAt: cut } : {}),
  };
}

/** In memory, for tests. */
export class MemoryAccountMarks implements AccountMarks {
  readonly items = new Map<string, Record<string, unknown>>();
  async markErased(sub: string, untilSeconds: number): Promise<void> {
    this.items.set(sub, { ...this.items.get(sub), erasedUntil: untilSeconds });
  }
  async unmarkErased(sub: string): Promise<void> {
    const { erasedUntil: _gone, ...rest } = this.items.get(sub) ?? {};
    this.items.set(sub, rest);
  }
  async markGroupsCut(sub: string, atSeconds: number): Promise<void> {
    this.items.set(sub, { ...this.items.get(sub), groupsCutAt: atSeconds });
  }
  async standing(sub: string, nowSeconds: number): Promise<AccountStanding> {
    return standingOf(this.items.get(sub), nowSeconds);
  }
}
