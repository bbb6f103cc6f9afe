/**
 * The per-user calendar store over the one DynamoDB table: connections (with the sealed provider tokens), the
 * report definition, verdict overrides, un-merged events and locked quarters. Every method takes the verified
 * Cognito `sub` first and builds the partition key from it, so no call can address another user's items. A user's
 * whole data is one Query on the partition (paginated), except the locked quarters' lines: up to 300 KB each, they
 * live in a partition of their own and are read one quarter at a time, only where a report compares with them.
 */
import { randomUUID } from "crypto";
import { gunzipSync, gzipSync } from "zlib";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  paginateQuery,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { z } from "zod";
import {
  DEFAULT_DEFINITION,
  PROVIDERS,
  type LockedLine,
  type ProviderId,
  type LockSummary,
  type QuarterLock,
  type ReportDefinition,
  type VerdictOverride,
} from "../../../core/calendar/model";
import { ApiError, ApiErrors } from "../../http";
import { logError } from "../../log";
import { CalendarErrors } from "../errors";
import { userPk } from "../../db/keys";
import { lockLinesPk, MAX_LOCKS, MAX_OVERRIDES, MAX_UNMERGED, SK_PREFIX, sk } from "./keys";

/** A connection as stored; `tokens` is the token vault's sealed grant and never leaves the server. */
export interface StoredConnection {
  provider: ProviderId;
  state: "connected" | "reconnect";
  account: string;
  accountId: string;
  connectedAt: string;
  lastFetchedAt?: string;
  message?: string;
  tokens: string;
}

export interface UserData {
  connections: Partial<Record<ProviderId, StoredConnection>>;
  definition: ReportDefinition;
  overrides: Record<string, VerdictOverride>;
  unmerged: string[];
  locks: LockSummary[];
}

/** A locked quarter's lines are kept gzipped: DynamoDB items are at most 400 KB. */
export const MAX_LOCK_LINES_BYTES = 300_000;

const Provider = z.enum(["microsoft", "google"]);
const ConnectionItem = z.object({
  provider: Provider,
  state: z.enum(["connected", "reconnect"]),
  account: z.string(),
  accountId: z.string(),
  connectedAt: z.string(),
  lastFetchedAt: z.string().optional(),
  message: z.string().optional(),
  tokens: z.string(),
});
const Definition = z.object({ countNotDeclined: z.boolean(), includeHybrid: z.boolean(), includeAllDay: z.boolean() });
const OverrideItem = z.object({
  class: z.enum(["in_person", "hybrid", "online", "unknown"]).optional(),
  attendance: z.enum(["attended", "tentative", "no_response", "declined"]).optional(),
  note: z.string().optional(),
  at: z.string(),
});
const LineItem = z.object({
  key: z.string(),
  title: z.string(),
  start: z.string(),
  allDay: z.boolean(),
  hours: z.number(),
});
const LockItem = z.object({
  quarter: z.string(),
  timeZone: z.string(),
  lockedAt: z.string(),
  definition: Definition,
  count: z.number(),
  hours: z.number(),
  /** The sort key of the lines item in the user's lock-lines partition. */
  linesKey: z.string().optional(),
  /** Locks filed before the lines moved to their own partition keep them here. */
  lines: z.instanceof(Uint8Array).optional(),
});
const LinesItem = z.object({ lines: z.instanceof(Uint8Array) });

type Item = Record<string, unknown>;

export function isConditionFailure(err: unknown): boolean {
  return err instanceof Error && err.name === "ConditionalCheckFailedException";
}

function pick<T>(schema: z.ZodType<T>, item: Item, what: string): T | null {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  logError(`calendar store: skipped a malformed ${what} item`);
  return null;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function packLines(lines: readonly LockedLine[]): Uint8Array {
  return new Uint8Array(gzipSync(Buffer.from(JSON.stringify(lines), "utf8")));
}

function unpackLines(data: Uint8Array): LockedLine[] | null {
  try {
    const parsed = z.array(LineItem).safeParse(JSON.parse(gunzipSync(data).toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class CalendarStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Runs one storage call; anything but a refusal we raise ourselves becomes 503 with the cause in the log. */
  private async call<T>(what: string, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      logError(`calendar store: ${what} failed`, err);
      throw CalendarErrors.storageUnavailable();
    }
  }

  private key(sub: string, sortKey: string) {
    if (!sub) throw new Error("calendar store: no sub");
    return { pk: userPk(sub), sk: sortKey };
  }

  /** Every item of the user's partition, or of one kind of item when `prefix` is given. */
  private async query(sub: string, prefix?: string): Promise<Item[]> {
    const items: Item[] = [];
    const pages = paginateQuery(
      { client: this.db },
      {
        TableName: this.table,
        KeyConditionExpression: prefix ? "pk = :pk AND begins_with(sk, :prefix)" : "pk = :pk",
        ExpressionAttributeValues: prefix ? { ":pk": userPk(sub), ":prefix": prefix } : { ":pk": userPk(sub) },
      },
    );
    for await (const page of pages) items.push(...((page.Items ?? []) as Item[]));
    return items;
  }

  // ---- connections ----

  async getConnection(sub: string, provider: ProviderId): Promise<StoredConnection | null> {
    return this.call("get connection", async () => {
      const out = await this.db.send(
        new GetCommand({ TableName: this.table, Key: this.key(sub, sk.connection(provider)), ConsistentRead: true }),
      );
      return out.Item ? pick(ConnectionItem, out.Item, "connection") : null;
    });
  }

  async listConnections(sub: string): Promise<Partial<Record<ProviderId, StoredConnection>>> {
    return this.call("list connections", async () => connectionsOf(await this.query(sub, SK_PREFIX.connection)));
  }

  async putConnection(sub: string, connection: StoredConnection): Promise<void> {
    await this.call("put connection", () =>
      this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...this.key(sub, sk.connection(connection.provider)), ...withoutUndefined(connection) },
        }),
      ),
    );
  }

  /** Updates an existing connection only (a disconnect in between wins); false when it is gone. */
  private async updateConnection(
    sub: string,
    provider: ProviderId,
    what: string,
    set: Record<string, unknown>,
    remove: string[] = [],
  ): Promise<boolean> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(set).map(([name, value], i) => {
      names[`#s${i}`] = name;
      values[`:s${i}`] = value;
      return `#s${i} = :s${i}`;
    });
    const removes = remove.map((name, i) => {
      names[`#r${i}`] = name;
      return `#r${i}`;
    });
    const expression = [`SET ${sets.join(", ")}`, removes.length ? `REMOVE ${removes.join(", ")}` : ""].join(" ");
    return this.call(what, async () => {
      try {
        await this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: this.key(sub, sk.connection(provider)),
            UpdateExpression: expression.trim(),
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    });
  }

  /** New sealed tokens after a refresh. */
  updateTokens(sub: string, provider: ProviderId, tokens: string): Promise<boolean> {
    return this.updateConnection(sub, provider, "update tokens", { tokens });
  }

  /** The grant is dead: the user must connect again (the view says so instead of failing). */
  markReconnect(sub: string, provider: ProviderId, message: string): Promise<boolean> {
    return this.updateConnection(sub, provider, "mark reconnect", { state: "reconnect", message });
  }

  recordFetch(sub: string, provider: ProviderId, at: string): Promise<boolean> {
    return this.updateConnection(sub, provider, "record fetch", { lastFetchedAt: at });
  }

  async deleteConnection(sub: string, provider: ProviderId): Promise<void> {
    await this.call("delete connection", () =>
      this.db.send(new DeleteCommand({ TableName: this.table, Key: this.key(sub, sk.connection(provider)) })),
    );
  }

  // ---- preferences ----

  /** Everything the user stored, in one paginated Query. */
  async readAll(sub: string): Promise<UserData> {
    return this.call("read preferences", async () => {
      const items = await this.query(sub);
      const data: UserData = {
        connections: connectionsOf(items),
        definition: { ...DEFAULT_DEFINITION },
        overrides: {},
        unmerged: [],
        locks: [],
      };
      for (const item of items) {
        const sortKey = String(item.sk);
        if (sortKey === sk.preferences) {
          const definition = pick(Definition, (item.definition ?? {}) as Item, "definition");
          if (definition) data.definition = definition;
        } else if (sortKey.startsWith(SK_PREFIX.override)) {
          const override = pick(OverrideItem, item, "override");
          if (override) data.overrides[sortKey.slice(SK_PREFIX.override.length)] = withoutUndefined(override);
        } else if (sortKey.startsWith(SK_PREFIX.unmerged)) {
          data.unmerged.push(sortKey.slice(SK_PREFIX.unmerged.length));
        } else if (sortKey.startsWith(SK_PREFIX.lock)) {
          const lock = pick(LockItem, item, "lock");
          if (lock) data.locks.push(summaryOf(lock));
        }
      }
      return data;
    });
  }

  async listUnmerged(sub: string): Promise<string[]> {
    return this.call("list unmerged", async () =>
      (await this.query(sub, SK_PREFIX.unmerged)).map((item) => String(item.sk).slice(SK_PREFIX.unmerged.length)),
    );
  }

  /** Local builds only (dev-clock.ts): how far the user's calendar clock is moved, in ms (0: not moved). */
  async devClockOffset(sub: string): Promise<number> {
    const out = await this.call("read the dev clock", () =>
      this.db.send(new GetCommand({ TableName: this.table, Key: this.key(sub, sk.devClock) })),
    );
    const offset = out.Item?.offsetMs;
    return typeof offset === "number" && Number.isFinite(offset) ? offset : 0;
  }

  async putDevClockOffset(sub: string, offsetMs: number): Promise<void> {
    await this.call("move the dev clock", () =>
      offsetMs === 0
        ? this.db.send(new DeleteCommand({ TableName: this.table, Key: this.key(sub, sk.devClock) }))
        : this.db.send(new PutCommand({ TableName: this.table, Item: { ...this.key(sub, sk.devClock), offsetMs } })),
    );
  }

  async putDefinition(sub: string, definition: ReportDefinition, at: string): Promise<void> {
    await this.call("put definition", () =>
      this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...this.key(sub, sk.preferences), definition, updatedAt: at },
        }),
      ),
    );
  }

  /** How many of the user's items have keys starting with `prefix` (counted, not read). */
  private async countItems(sub: string, prefix: string): Promise<number> {
    let count = 0;
    const pages = paginateQuery(
      { client: this.db },
      {
        TableName: this.table,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": userPk(sub), ":prefix": prefix },
        Select: "COUNT",
      },
    );
    for await (const page of pages) count += page.Count ?? 0;
    return count;
  }

  /**
   * Writes `item`: one that replaces an existing item goes at once; a new one first checks how many of its kind
   * (`prefix`) the user has, and is refused with `refusal` at `max` (a burst of concurrent new items may pass the
   * bound by a few: it stops abuse, it is not an exact quota).
   */
  private async putBounded(
    what: string,
    sub: string,
    item: Record<string, unknown>,
    bound: { prefix: string; max: number; refusal: string },
  ): Promise<void> {
    await this.call(what, async () => {
      try {
        await this.db.send(
          new PutCommand({ TableName: this.table, Item: item, ConditionExpression: "attribute_exists(pk)" }),
        );
        return;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
      if ((await this.countItems(sub, bound.prefix)) >= bound.max) throw ApiErrors.invalidRequest(bound.refusal);
      await this.db.send(new PutCommand({ TableName: this.table, Item: item }));
    });
  }

  async putOverride(sub: string, eventKey: string, override: VerdictOverride): Promise<void> {
    await this.putBounded(
      "put override",
      sub,
      { ...this.key(sub, sk.override(eventKey)), ...withoutUndefined(override) },
      {
        prefix: SK_PREFIX.override,
        max: MAX_OVERRIDES,
        refusal: `You can keep at most ${MAX_OVERRIDES.toLocaleString("en-US")} overrides; remove some before adding more.`,
      },
    );
  }

  async deleteOverride(sub: string, eventKey: string): Promise<void> {
    await this.call("delete override", () =>
      this.db.send(new DeleteCommand({ TableName: this.table, Key: this.key(sub, sk.override(eventKey)) })),
    );
  }

  async putUnmerged(sub: string, eventKey: string, at: string): Promise<void> {
    await this.putBounded(
      "put unmerged",
      sub,
      { ...this.key(sub, sk.unmerged(eventKey)), at },
      {
        prefix: SK_PREFIX.unmerged,
        max: MAX_UNMERGED,
        refusal: `You can keep at most ${MAX_UNMERGED.toLocaleString("en-US")} un-merged events; merge some again before un-merging more.`,
      },
    );
  }

  async deleteUnmerged(sub: string, eventKey: string): Promise<void> {
    await this.call("delete unmerged", () =>
      this.db.send(new DeleteCommand({ TableName: this.table, Key: this.key(sub, sk.unmerged(eventKey)) })),
    );
  }

  /**
   * Freezes a quarter; 409 when it is already locked (unlock it first to file it again). The lines go first, under
   * a key of this filing only, then the summary that points at them (conditional): a refused summary takes its
   * lines back out, and an existing lock's lines are never overwritten.
   */
  async putLock(sub: string, lock: QuarterLock): Promise<void> {
    const lines = packLines(lock.lines);
    if (lines.byteLength > MAX_LOCK_LINES_BYTES)
      throw CalendarErrors.tooLarge(
        `The report of ${lock.quarter} is too large to lock (${lock.lines.length} lines); lock a report with shorter titles.`,
      );
    const { lines: _lines, ...summary } = lock;
    const linesKey = `${lock.quarter}#${randomUUID()}`;
    const linesItem = { pk: lockLinesPk(sub), sk: linesKey };
    const conflict = () =>
      CalendarErrors.conflict(`${lock.quarter} is already locked; unlock it first to lock it again.`);
    await this.call("put lock", async () => {
      if ((await this.countItems(sub, SK_PREFIX.lock)) >= MAX_LOCKS) {
        // Locking a quarter already locked is the conflict it would be below the bound, not the bound.
        const existing = await this.db.send(
          new GetCommand({ TableName: this.table, Key: this.key(sub, sk.lock(lock.quarter)), ConsistentRead: true }),
        );
        if (existing.Item) throw conflict();
        throw ApiErrors.invalidRequest(
          `You can keep at most ${MAX_LOCKS} locked quarters; unlock old ones before locking ${lock.quarter}.`,
        );
      }
      await this.db.send(new PutCommand({ TableName: this.table, Item: { ...linesItem, lines } }));
      try {
        await this.db.send(
          new PutCommand({
            TableName: this.table,
            Item: { ...this.key(sub, sk.lock(lock.quarter)), ...summary, linesKey },
            ConditionExpression: "attribute_not_exists(pk)",
          }),
        );
      } catch (err) {
        await this.db.send(new DeleteCommand({ TableName: this.table, Key: linesItem }));
        if (isConditionFailure(err)) throw conflict();
        throw err;
      }
    });
  }

  /** The filed lines of one locked quarter; null when it is not locked. */
  async lockLines(sub: string, quarter: string): Promise<LockedLine[] | null> {
    return this.call("read lock lines", async () => {
      const out = await this.db.send(
        new GetCommand({ TableName: this.table, Key: this.key(sub, sk.lock(quarter)), ConsistentRead: true }),
      );
      const lock = out.Item ? pick(LockItem, out.Item, "lock") : null;
      if (!lock) return null;
      let packed = lock.lines;
      if (!packed && lock.linesKey) {
        const item = await this.db.send(
          new GetCommand({
            TableName: this.table,
            Key: { pk: lockLinesPk(sub), sk: lock.linesKey },
            ConsistentRead: true,
          }),
        );
        packed = item.Item ? (pick(LinesItem, item.Item, "lock lines")?.lines ?? undefined) : undefined;
      }
      const lines = packed ? unpackLines(packed) : null;
      if (!lines) {
        logError(`calendar store: the lines of a lock could not be read`);
        throw CalendarErrors.storageUnavailable();
      }
      return lines;
    });
  }

  async deleteLock(sub: string, quarter: string): Promise<void> {
    await this.call("delete lock", async () => {
      const out = await this.db.send(
        new DeleteCommand({ TableName: this.table, Key: this.key(sub, sk.lock(quarter)), ReturnValues: "ALL_OLD" }),
      );
      const linesKey = out.Attributes?.linesKey;
      if (typeof linesKey === "string")
        await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: lockLinesPk(sub), sk: linesKey } }));
    });
  }
}

function connectionsOf(items: readonly Item[]): Partial<Record<ProviderId, StoredConnection>> {
  const out: Partial<Record<ProviderId, StoredConnection>> = {};
  for (const provider of PROVIDERS) {
    const item = items.find((i) => i.sk === sk.connection(provider));
    const connection = item ? pick(ConnectionItem, item, "connection") : null;
    if (connection) out[provider] = withoutUndefined(connection);
  }
  return out;
}

function summaryOf(lock: z.infer<typeof LockItem>): LockSummary {
  const { lines: _lines, linesKey: _key, ...summary } = lock;
  return summary;
}
