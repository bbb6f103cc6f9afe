/**
 * Each user's calendar events per provider and window year, kept between visits so a sync asks the provider only
 * for changes: the window they cover, the provider's cursor (sync token, delta link), the account they came from,
 * and the events by id. Each year's record is on its own, with its own cursor: last year's stays readable, and keeps
 * syncing, while this year's is written (event-sync.ts keeps two years; `prune` removes older ones, `delete` all).
 *
 * They are the user's data, so they are stored like the tokens: sealed with AES-256-GCM under the token key, bound
 * to `<sub>:<provider>:<year>`, after gzip. A year of a busy calendar is several megabytes of JSON, more than one
 * DynamoDB item (400 KB), so the sealed bytes are split across items of one generation in a partition of their own;
 * the year's head item names the generation and is written last, on the condition that it still names the
 * generation the writer read: of two syncs writing at once, one wins and the other removes its chunks. A reader that
 * meets a head whose chunks were just replaced sees a count that does not match, and lists afresh.
 *
 * A record of the format before years (one per provider, keys.ts) is not read as the year it holds: it is a copy of
 * what the provider still has, and listing that year again costs one sync, as every January 1 did before, while
 * reading it would keep a second read path, and opening the record only to learn its year, for as long as one is
 * left. Nothing is lost: before years, last year's events were gone after January 1 anyway. `prune` (the next write
 * of the current year) and `delete` remove it. The year goes after `@`, not `#`: a function instance still running
 * the code before years removes the chunks under `<provider>#` that are not its own, and must not reach these.
 */
import { gunzipSync, gzipSync } from "zlib";
import { randomUUID } from "crypto";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  paginateQuery,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { z } from "zod";
import type { ProviderId } from "../../../core/calendar/model";
import { openBytes, sealBytes } from "../../crypto/aead";
import { logError } from "../../log";
import { CalendarErrors } from "../errors";
import { syncedEventsPk, syncedEventsSk, syncedEventsYearOf } from "./keys";
import { isConditionFailure } from "./store";

export interface SyncedEvents {
  /** The provider's sync query (CalendarProvider.syncVersion): a cursor from another query is not reused. */
  version: string;
  window: { start: string; end: string };
  cursor: string;
  /** False while the year's listing is unfinished: `cursor` continues it. Absent: complete. */
  complete?: false;
  /** The provider account the events belong to (a reconnect as someone else starts afresh). */
  accountId: string;
  syncedAt: string;
  /** Raw provider events by id. */
  events: Record<string, unknown>;
  /**
   * The passes of a round of changes that is not finished yet (`cursor` continues it), in the order they came:
   * applied together when the round ends, so a series sent whole is never shown half. Absent: none.
   */
  pending?: ChangeSet[];
  /** What the provider asked to keep for its next pass (SyncedChanges.state). Absent: nothing. */
  providerState?: unknown;
}

/** What one pass of a sync changes (SyncedChanges without its paging). */
export interface ChangeSet {
  items: unknown[];
  removed: string[];
  clearedSeries: string[];
}

const Snapshot = z.object({
  version: z.string(),
  window: z.object({ start: z.string(), end: z.string() }),
  cursor: z.string().min(1),
  complete: z.literal(false).optional(),
  accountId: z.string(),
  syncedAt: z.string(),
  events: z.record(z.string(), z.unknown()),
  pending: z
    .array(z.object({ items: z.array(z.unknown()), removed: z.array(z.string()), clearedSeries: z.array(z.string()) }))
    .optional(),
  providerState: z.unknown().optional(),
});

/** Kept events and the generation they were read from (what a write replaces). */
export interface KeptEvents {
  synced: SyncedEvents;
  generation: string;
}

/** Sealed bytes per item: under DynamoDB's 400 KB item limit with room for the keys. */
export const CHUNK_BYTES = 350 * 1024;

const purpose = (sub: string, provider: ProviderId, year: number) =>
  `northwind:calendar-events:v1:${sub}:${provider}:${year}`;

/** A head has no `#`: the chunks are under it, `<head>#<generation>#<index>` (keys.ts). */
const isHead = (sortKey: string) => !sortKey.includes("#");

export class SyncedEventsStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly key: Buffer,
  ) {}

  /**
   * The stored events of the window `year`, or null when there are none, or they cannot be read (then a full sync
   * replaces them). A record of the format before years is not read (the module comment says why).
   */
  async read(sub: string, provider: ProviderId, year: number): Promise<KeptEvents | null> {
    return this.call("read synced events", async () => {
      const head = await this.db.send(
        new GetCommand({ TableName: this.table, Key: this.headKey(sub, provider, year), ConsistentRead: true }),
      );
      const generation = head.Item?.generation;
      const chunks = head.Item?.chunks;
      if (typeof generation !== "string" || typeof chunks !== "number") return null;
      const items = await this.query(sub, syncedEventsSk.chunks(provider, year, generation));
      if (items.length !== chunks) return null;
      const sealed = Buffer.concat(items.map((item) => item.data as Uint8Array));
      const plain = openBytes(this.key, sealed, purpose(sub, provider, year));
      if (!plain) {
        logError(`calendar store: stored ${provider} events of ${year} could not be opened; a full sync replaces them`);
        return null;
      }
      try {
        const parsed = Snapshot.safeParse(JSON.parse(gunzipSync(plain).toString("utf8")));
        return parsed.success ? { synced: parsed.data as SyncedEvents, generation } : null;
      } catch {
        return null;
      }
    });
  }

  /**
   * Stores `synced` as a new generation of the window `year`, then points the year's head at it if it still names
   * `previous` (null: no head yet), then removes the year's other generations' chunks. False when another write came
   * first (its events stay). Other years' records are left as they are (`prune` removes the old ones).
   */
  async write(
    sub: string,
    provider: ProviderId,
    year: number,
    synced: SyncedEvents,
    previous: string | null,
  ): Promise<boolean> {
    const sealed = sealBytes(
      this.key,
      gzipSync(Buffer.from(JSON.stringify(synced), "utf8")),
      purpose(sub, provider, year),
    );
    const generation = randomUUID();
    const pk = syncedEventsPk(sub);
    return this.call("write synced events", async () => {
      const head = this.headKey(sub, provider, year);
      const count = Math.max(1, Math.ceil(sealed.length / CHUNK_BYTES));
      for (let i = 0; i < count; i++) {
        const data = sealed.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
        await this.db.send(
          new PutCommand({
            TableName: this.table,
            Item: { pk, sk: syncedEventsSk.chunk(provider, year, generation, i), data },
          }),
        );
      }
      try {
        await this.db.send(
          new PutCommand({
            TableName: this.table,
            Item: { ...head, generation, chunks: count, bytes: sealed.length },
            ...(previous === null
              ? { ConditionExpression: "attribute_not_exists(pk)" }
              : {
                  ConditionExpression: "generation = :previous",
                  ExpressionAttributeValues: { ":previous": previous },
                }),
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        await this.remove(await this.query(sub, syncedEventsSk.chunks(provider, year, generation), true));
        return false;
      }
      const mine = syncedEventsSk.chunks(provider, year, generation);
      const others = await this.query(sub, syncedEventsSk.chunksOfYear(provider, year), true);
      await this.remove(others.filter((item) => !String(item.sk).startsWith(mine)));
      return true;
    });
  }

  /**
   * Removes the user's stored events of `provider`, every year's, and a record of the format before years (on
   * disconnect, or a reconnect as another account).
   */
  async delete(sub: string, provider: ProviderId): Promise<void> {
    await this.call("delete synced events", async () => {
      await this.remove(await this.itemsOf(sub, provider));
    });
  }

  /**
   * Removes the records of window years before `oldest`, and a record of the format before years; the others stay.
   * How many items went.
   */
  async prune(sub: string, provider: ProviderId, oldest: number): Promise<number> {
    return this.call("prune synced events", async () => {
      const old = (await this.itemsOf(sub, provider)).filter(
        (item) => (syncedEventsYearOf(provider, String(item.sk)) ?? -Infinity) < oldest,
      );
      await this.remove(old);
      return old.length;
    });
  }

  private headKey(sub: string, provider: ProviderId, year: number) {
    if (!sub) throw new Error("calendar store: no sub");
    if (!Number.isInteger(year)) throw new Error("calendar store: no window year");
    return { pk: syncedEventsPk(sub), sk: syncedEventsSk.head(provider, year) };
  }

  /** The keys of every item of `provider`: each year's heads and chunks, and those of the format before years. */
  private async itemsOf(sub: string, provider: ProviderId): Promise<Record<string, unknown>[]> {
    if (!sub) throw new Error("calendar store: no sub");
    // One Query from the provider's name: a head `<provider>` of the format before years sorts first.
    const items = await this.query(sub, provider, true);
    const years = syncedEventsSk.years(provider);
    const legacyChunks = syncedEventsSk.legacyChunks(provider);
    return items.filter((item) => {
      const sortKey = String(item.sk);
      return (
        sortKey === syncedEventsSk.legacyHead(provider) || sortKey.startsWith(years) || sortKey.startsWith(legacyChunks)
      );
    });
  }

  /** Removes `items` (keys), heads first: a reader meanwhile finds no record rather than one whose chunks are going. */
  private async remove(items: readonly Record<string, unknown>[]): Promise<void> {
    const ordered = [
      ...items.filter((item) => isHead(String(item.sk))),
      ...items.filter((item) => !isHead(String(item.sk))),
    ];
    for (const item of ordered)
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: item.pk, sk: item.sk } }));
  }

  /** The items under `prefix`, in order; their keys alone when `keysOnly` (not 350 KB each to delete them). */
  private async query(sub: string, prefix: string, keysOnly = false): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    const pages = paginateQuery(
      { client: this.db },
      {
        TableName: this.table,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": syncedEventsPk(sub), ":prefix": prefix },
        ConsistentRead: true,
        ...(keysOnly ? { ProjectionExpression: "pk, sk" } : {}),
      },
    );
    for await (const page of pages) items.push(...(page.Items ?? []));
    return items;
  }

  private async call<T>(what: string, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      logError(`calendar store: ${what} failed`, err);
      throw CalendarErrors.storageUnavailable();
    }
  }
}
