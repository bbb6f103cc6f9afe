/**
 * The user console's records in the site's one DynamoDB table (server/db/, partitions in server/db/keys.ts):
 *  - the audit trail: pk "AUDIT#users", sk "<ISO time>#<random id>", so one Query reads it newest first; each item
 *    says who (the super admin's user name and sub), what (the action), whom (the user acted on) and when;
 *  - the last sign-in of each user: pk "SIGNIN#users", sk "<Cognito sub>", written when the browser hands a fresh
 *    sign-in to POST /api/auth/session (Cognito itself keeps no last-sign-in time; AdminListUserAuthEvents needs
 *    the paid threat-protection feature).
 * Neither partition can collide with a user's items ("USER#<sub>").
 */
import { randomBytes } from "crypto";
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ACTION_LABELS, type AuditAction, type AuditEntry } from "../../core/portal/users";

export const AUDIT_PK = "AUDIT#users";
export const SIGNIN_PK = "SIGNIN#users";
/** The page and the export show at most this many entries, newest first. */
export const MAX_AUDIT_ENTRIES = 1000;

export interface AuditRecord {
  actor: string;
  actorSub: string;
  action: AuditAction;
  target: string;
}

function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(ACTION_LABELS, value);
}

export class UserConsoleStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async record(entry: AuditRecord): Promise<AuditEntry> {
    const at = new Date(this.now()).toISOString();
    const id = randomBytes(6).toString("hex");
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: AUDIT_PK, sk: `${at}#${id}`, at, ...entry },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return { id: `${at}#${id}`, at, actor: entry.actor, action: entry.action, target: entry.target };
  }

  /** The newest entries first, at most `limit`. */
  async trail(limit = MAX_AUDIT_ENTRIES): Promise<AuditEntry[]> {
    const out: AuditEntry[] = [];
    for await (const item of this.partition(AUDIT_PK, { newestFirst: true, pageSize: () => limit - out.length })) {
      if (typeof item.sk !== "string" || typeof item.at !== "string" || !isAuditAction(item.action)) continue;
      out.push({
        id: item.sk,
        at: item.at,
        actor: String(item.actor ?? ""),
        action: item.action,
        target: String(item.target ?? ""),
      });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Keeps the newest sign-in time per user (an older hand-over, e.g. a stale tab, never moves it back). */
  async recordSignIn(sub: string, username: string, authTimeSeconds: number): Promise<void> {
    const at = new Date(authTimeSeconds * 1000).toISOString();
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: SIGNIN_PK, sk: sub, username, at },
          ConditionExpression: "attribute_not_exists(pk) OR #at < :at",
          ExpressionAttributeNames: { "#at": "at" },
          ExpressionAttributeValues: { ":at": at },
        }),
      );
    } catch (err) {
      if ((err as { name?: string })?.name !== "ConditionalCheckFailedException") throw err;
    }
  }

  /** Last sign-in (ISO) by sub. */
  async lastSignIns(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for await (const item of this.partition(SIGNIN_PK)) {
      if (typeof item.sk === "string" && typeof item.at === "string") out.set(item.sk, item.at);
    }
    return out;
  }

  /** Every item of one partition, page by page (a page holds at most 1 MB or `pageSize`, capped at 500). */
  private async *partition(
    pk: string,
    { newestFirst = false, pageSize }: { newestFirst?: boolean; pageSize?: () => number } = {},
  ): AsyncGenerator<Record<string, unknown>> {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: "pk = :pk",
          ExpressionAttributeValues: { ":pk": pk },
          ...(newestFirst ? { ScanIndexForward: false } : {}),
          ...(pageSize ? { Limit: Math.min(pageSize(), 500) } : {}),
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      yield* page.Items ?? [];
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

/** Spreadsheet cells starting with = + - @ (or tab, CR) would run as formulas: prefix an apostrophe. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The trail as CSV: RFC 4180 (CRLF), UTF-8 with a byte-order mark, header first. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = [
    ["time (UTC)", "super admin", "action", "user"],
    ...entries.map((e) => [e.at, e.actor, ACTION_LABELS[e.action], e.target]),
  ];
  return `\uFEFF${rows.map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}
