/**
 * The sync both providers share: the changes since the cursor, and a full listing of the window when there is no
 * cursor or the provider answers 410 Gone (Google's fullSyncRequired, Graph's expired delta state), as their
 * documentation asks clients to do. A pass that stopped early (SyncOptions.stopAfter) leaves a resume cursor, and
 * the next pass continues its listing from that page; a page the provider no longer knows starts it afresh.
 */
import { ProviderError, type SyncedChanges } from "../provider";

/** Where an unfinished listing continues. */
export interface ResumePoint {
  /** The listing is the window's full one (not changes since a cursor). */
  full: boolean;
  /** The following page: Google's pageToken, Graph's @odata.nextLink. */
  next: string;
  /** The cursor the listing started from, for providers that repeat it on each page (Google's syncToken). */
  since?: string;
}

const RESUME_PREFIX = "resume:";

export function resumeCursor(point: ResumePoint): string {
  return RESUME_PREFIX + JSON.stringify(point);
}

function readResume(cursor: string): ResumePoint | undefined {
  if (!cursor.startsWith(RESUME_PREFIX)) return undefined;
  try {
    const point = JSON.parse(cursor.slice(RESUME_PREFIX.length)) as Partial<ResumePoint> | null;
    if (point && typeof point.full === "boolean" && typeof point.next === "string" && point.next !== "")
      return typeof point.since === "string"
        ? { full: point.full, next: point.next, since: point.since }
        : { full: point.full, next: point.next };
  } catch {
    // unreadable: as good as expired
  }
  return { full: true, next: "" };
}

export interface SyncPasses {
  changesSince(cursor: string): Promise<SyncedChanges>;
  resume(point: ResumePoint): Promise<SyncedChanges>;
  fullListing(): Promise<SyncedChanges>;
}

/** A stored page the provider refuses (expired, or from other settings): the listing starts again. */
const pageGone = (err: unknown) => err instanceof ProviderError && [400, 404, 410].includes(err.status ?? 0);

export async function syncWithFallback(cursor: string | undefined, passes: SyncPasses): Promise<SyncedChanges> {
  if (cursor !== undefined) {
    const point = readResume(cursor);
    try {
      if (point) {
        if (point.next !== "") return await passes.resume(point);
      } else return await passes.changesSince(cursor);
    } catch (err) {
      if (!(err instanceof ProviderError && err.status === 410) && !(point && pageGone(err))) throw err;
    }
  }
  return passes.fullListing();
}
