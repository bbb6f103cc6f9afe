/**
 * The listing contract both providers' clients implement: an async generator of pages, collected here into
 * FetchedEvents. Keeping pages as the unit lets incremental sync (Google syncToken, Graph delta) reuse the clients
 * later by yielding the sync token with the last page.
 */
import { ProviderError, type FetchedEvents, type SyncedChanges } from "../provider";
import type { ApiDialect } from "./retry";

export interface EventPage {
  items: unknown[];
  /** Retried requests behind this page. */
  retries: number;
  /** On a sync's last page: where the next sync starts (Google nextSyncToken, Graph @odata.deltaLink). */
  cursor?: string;
  /** On any other page: the one after it (Google's nextPageToken, Graph's @odata.nextLink). */
  next?: string;
}

/** Where an unfinished listing continues. */
export interface ResumePoint {
  /** The following page: Google's pageToken, Graph's @odata.nextLink. */
  next: string;
  /** Pages the listing's earlier passes read (the loop guard counts the whole listing). */
  pages: number;
  /**
   * For a listing of changes: the cursor it started from (Google's syncToken, which each of its pages repeats;
   * Graph's deltaLink). Absent for a full listing.
   */
  since?: string;
}

/** When a full listing's pass stops asking for pages, and how its cursor then names the page to continue from. */
export interface SyncStop {
  /** Epoch ms; no page is asked for after it. */
  after: number;
  now: () => number;
  /** Pages the listing's earlier passes read. */
  pagesBefore: number;
  /** The caller's deadline: a page canceled by it is not a failed page, and nothing is kept after it. */
  signal?: AbortSignal;
  /**
   * Epoch ms of that deadline. A page that, at the slowest pace of this pass, would end past the middle of the time
   * between `after` and it is not asked for: a slow page (Graph: up to 2 s with bodies) started just before `after`
   * on a short deadline would run into it, and the deadline throws away every page of the pass.
   */
  deadlineAt?: number;
  resume: (point: ResumePoint) => string;
}

/** More pages than a year of a busy calendar needs (200 × 250 events): beyond it, paging is assumed to loop. */
export const MAX_PAGES = 200;

export async function collectPages(pages: AsyncIterable<EventPage>): Promise<FetchedEvents> {
  const result: FetchedEvents = { items: [], pages: 0, retries: 0 };
  for await (const page of pages) {
    result.items.push(...page.items);
    result.pages += 1;
    result.retries += page.retries;
  }
  return result;
}

/**
 * A sync's pages collected into SyncedChanges: `removedId` names the items that say an event is gone (Google
 * status "cancelled", Graph "@removed"), which are kept apart from the changed events. With `stop`, the pass asks
 * for no page after `stop.after`, and a page that fails after others were read keeps them: either way it ends
 * incomplete, its cursor naming the page to continue from. A listing of changes is split the same way (a series
 * edited in Graph comes back whole, a few hundred items; Google sends every instance of a changed series).
 */
export async function collectSync(
  pages: AsyncIterable<EventPage>,
  full: boolean,
  removedId: (item: unknown) => string | undefined,
  who: Pick<ApiDialect, "provider" | "label">,
  stop?: SyncStop,
): Promise<SyncedChanges> {
  const result: SyncedChanges = {
    full,
    items: [],
    removed: [],
    clearedSeries: [],
    cursor: "",
    complete: true,
    pages: 0,
    retries: 0,
  };
  const unfinished = (next: string, at: SyncStop): SyncedChanges => ({
    ...result,
    cursor: at.resume({ next, pages: at.pagesBefore + result.pages }),
    complete: false,
  });
  // The page after the last one read, where a failed pass continues.
  let next: string | undefined;
  // The slowest page of this pass so far, and when the one being read was asked for.
  let slowest = 0;
  let askedAt = stop?.now() ?? 0;
  const lastEnd = stop?.deadlineAt === undefined ? Infinity : stop.after + (stop.deadlineAt - stop.after) / 2;
  try {
    for await (const page of pages) {
      for (const item of page.items) {
        const gone = removedId(item);
        if (gone === undefined) result.items.push(item);
        else result.removed.push(gone);
      }
      result.pages += 1;
      result.retries += page.retries;
      next = page.next;
      if (page.cursor) result.cursor = page.cursor;
      else if (page.next && stop) {
        const now = stop.now();
        slowest = Math.max(slowest, now - askedAt);
        askedAt = now;
        // Leaving the loop ends the generator: the following page is not requested.
        if (now >= stop.after || now + slowest > lastEnd) return unfinished(page.next, stop);
      }
    }
  } catch (err) {
    // A page throttled past the pass's retry budget, or failing, after others were read: they are kept, and the
    // next pass asks for that page again.
    if (stop && next !== undefined && err instanceof ProviderError && !stop.signal?.aborted)
      return unfinished(next, stop);
    throw err;
  }
  if (!result.cursor) {
    const message = `${who.label} ended a sync without a token for the next one.`;
    throw new ProviderError(who.provider, "events", "provider_error", message);
  }
  return result;
}

/** A plain object, for reading fields off a parsed JSON body. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
