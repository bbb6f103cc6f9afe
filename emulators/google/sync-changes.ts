/**
 * What a syncToken request lists: the events changed since the token, whatever window the full sync had (as Google
 * does). Added and changed events come whole, status as they are (a canceled one too); a removed event comes as
 * Google reports deletions in incremental sync, whatever showDeleted says: `{kind, etag, id, status: "cancelled"}`.
 * The eventTypes the token was bound to still filter.
 */
import { createHash } from "node:crypto";
import type { Change } from "../kit";
import type { EventType, GoogleEventRecord } from "./events";

/** One listed item: an event of the seed, or the stub of a deleted one. */
export type Listed = { record: GoogleEventRecord } | { deleted: Record<string, unknown> };

function deletedStub(id: string, version: number): Record<string, unknown> {
  // A deletion is a change of its own: a new etag.
  const hash = createHash("sha256").update(`${id}\u0000deleted\u0000${version}`).digest("hex").slice(0, 13);
  return { kind: "calendar#event", etag: `"${BigInt(`0x${hash}`)}"`, id, status: "cancelled" };
}

export function changedItems(
  changes: ReadonlyMap<string, Change<GoogleEventRecord>>,
  types: readonly EventType[] | null,
  version: number,
): Listed[] {
  const out: Listed[] = [];
  for (const [id, change] of changes) {
    const known = change.after ?? change.before;
    if (types && known && !types.includes(known.eventType)) continue;
    out.push(change.after ? { record: change.after } : { deleted: deletedStub(id, version) });
  }
  return out;
}
