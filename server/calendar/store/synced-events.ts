/**
 * Each user's calendar events per provider, kept between visits so a sync asks the provider only for changes: the
 * window they cover, the provider's cursor (sync token, delta link), the account they came from, and the events by
 * id. They are the user's data, so they are stored like the tokens: sealed with AES-256-GCM under the token key,
 * bound to `<sub>:<provider>`, after gzip. A year of a busy calendar is several megabytes of JSON, more than one
 * DynamoDB item (400 KB), so the sealed bytes are split across items of one generation in a partition of their own;
 * the head item names the generation and is written last, on the condition that it still names the generation the
 * writer read: of two syncs writing at once, one wins and the other removes its chunks. A reader that meets a head
 * whose chunks were just replaced sees a count that does not match, and lists afresh.
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
import { syncedEventsPk } from "./keys";
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

const purpose = (sub: string, provider: ProviderId) => `northwind:calendar-events:v1:${sub}:${provider}`;

export class SyncedEventsStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly key: Buffer,
  ) {}

  /** The stored events, or null when there are none, or they cannot be read (then a full sync replaces them). */
  async read(sub: string, provider: ProviderId): Promise<KeptEvents | null> {
    return this.call("read synced events", async () => {
      const head = await this.db.send(
        new GetCommand({ TableName: this.table, Key: this.headKey(sub, provider), ConsistentRead: true }),
      );
      const generation = head.Item?.generation;
      const chunks = head.Item?.chunks;
      if (typeof generation !== "string" || typeof chunks !== "number") return null;
      const items = await this.chunksOf(sub, `${provider}#${generation}#`);
      if (items.length !== chunks) return null;
      const sealed = Buffer.concat(items.map((item) => item.data as Uint8Array));
      const plain = openBytes(this.key, sealed, purpose(sub, provider));
      if (!plain) {
        logError(`calendar store: stored ${provider} events could not be opened; a full sync replaces them`);
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
   * Stores `synced` as a new generation, then points the head at it if it still names `previous` (null: no head
   * yet), then removes every other generation's chunks. False when another write came first (its events stay).
   */
  async write(sub: string, provider: ProviderId, synced: SyncedEvents, previous: string | null): Promise<boolean> {
    const sealed = sealBytes(this.key, gzipSync(Buffer.from(JSON.stringify(synced), "utf8")), purpose(sub, provider));
    const generation = randomUUID();
    const pk = syncedEventsPk(sub);
    return this.call("write synced events", async () => {
      const count = Math.max(1, Math.ceil(sealed.length / CHUNK_BYTES));
      for (let i = 0; i < count; i++) {
        const data = sealed.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
        await this.db.send(
          new PutCommand({ TableName: this.table, Item: { pk, sk: chunkSk(provider, generation, i), data } }),
        );
      }
      try {
        await this.db.send(
          new PutCommand({
            TableName: this.table,
            Item: { ...this.headKey(sub, provider), generation, chunks: count, bytes: sealed.length },
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
        await this.removeChunks(sub, `${provider}#${generation}#`, null);
        return false;
      }
      await this.removeChunks(sub, `${provider}#`, `${provider}#${generation}#`);
      return true;
    });
  }

  /** Removes the user's stored events of `provider` (on disconnect, or a reconnect as another account). */
  async delete(sub: string, provider: ProviderId): Promise<void> {
    await this.call("delete synced events", async () => {
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: this.headKey(sub, provider) }));
      await this.removeChunks(sub, `${provider}#`, null);
    });
  }

  private headKey(sub: string, provider: ProviderId) {
    if (!sub) throw new Error("calendar store: no sub");
    return { pk: syncedEventsPk(sub), sk: provider };
  }

  /** Removes the chunks under `prefix`, except those under `keep`. */
  private async removeChunks(sub: string, prefix: string, keep: string | null): Promise<void> {
    for (const item of await this.chunksOf(sub, prefix, true)) {
      if (keep !== null && String(item.sk).startsWith(keep)) continue;
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: item.pk, sk: item.sk } }));
    }
  }

  /** The chunk items under `prefix`, in order; their keys alone when `keysOnly` (not 350 KB each to delete them). */
  private async chunksOf(sub: string, prefix: string, keysOnly = false): Promise<Record<string, unknown>[]> {
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

/** Chunk numbers zero-padded, so the sort key order is the byte order. */
function chunkSk(provider: ProviderId, generation: string, index: number): string {
  return `${provider}#${generation}#${String(index).padStart(4, "0")}`;
}
