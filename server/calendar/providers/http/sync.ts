/**
 * The sync both providers share: the changes since the cursor, and a full listing of the window when there is no
 * cursor or the provider refuses it (cursorGone), as their documentation asks clients to do.
 *
 * Any listing may take more than one pass (SyncOptions.stopAfter): a pass that stops early, or whose page fails
 * after others were read, leaves a resume cursor, and the next pass continues the listing from that page; a page
 * the provider no longer knows starts a full listing. A listing of changes is split too, since one can be long (a
 * Graph series edited is sent whole again; Google sends every instance of a changed series): its passes are kept
 * apart until its last one (EventSync), so a series is never applied half.
 */
import { ProviderError, type SyncedChanges, type SyncOptions } from "../provider";
import type { HttpDeps } from "./deps";
import type { ResumePoint, SyncStop } from "./paging";
import type { RetryBudget } from "./retry";

const RESUME_PREFIX = "resume:";

export function resumeCursor(point: ResumePoint): string {
  return RESUME_PREFIX + JSON.stringify(point);
}

/** The resume point of a resume cursor, null when unreadable, undefined for any other cursor. */
function readResume(cursor: string): ResumePoint | null | undefined {
  if (!cursor.startsWith(RESUME_PREFIX)) return undefined;
  try {
    const point: unknown = JSON.parse(cursor.slice(RESUME_PREFIX.length));
    if (typeof point === "object" && point !== null && "next" in point && "pages" in point) {
      const { next, pages } = point;
      const since = "since" in point ? point.since : undefined;
      if (since !== undefined && (typeof since !== "string" || since === "")) return null;
      if (typeof next === "string" && next !== "" && typeof pages === "number" && Number.isInteger(pages))
        return since === undefined ? { next, pages } : { next, pages, since };
    }
  } catch {
    // unreadable: as good as expired
  }
  return null;
}

interface SyncPasses {
  /** The changes since `cursor`, from their first page, or from where an earlier pass of them stopped. */
  changesSince(cursor: string, from?: ResumePoint): Promise<SyncedChanges>;
  /** The full listing from its first page, or from where an earlier pass stopped. */
  fullListing(from?: ResumePoint): Promise<SyncedChanges>;
}

/**
 * A stored cursor or page the provider refuses: the listing starts again. Google answers an expired sync token 410
 * (fullSyncRequired); Graph answers an expired or unknown delta state 410 or 400 (SyncStateNotFound,
 * SyncStateInvalid, resyncRequired: both are seen), and a link from other settings may meet 404. Any of them kept
 * the cursor, and so the calendar, stuck on every visit.
 */
const cursorGone = (err: unknown) => err instanceof ProviderError && [400, 404, 410].includes(err.status ?? 0);

export async function syncWithFallback(cursor: string | undefined, passes: SyncPasses): Promise<SyncedChanges> {
  if (cursor === undefined) return passes.fullListing();
  const point = readResume(cursor);
  if (point === null) return passes.fullListing();
  try {
    if (point === undefined) return await passes.changesSince(cursor);
    if (point.since !== undefined) return await passes.changesSince(point.since, point);
    // A continued listing adds to what its earlier passes kept: it is not `full` again.
    return { ...(await passes.fullListing(point)), full: false };
  } catch (err) {
    if (!cursorGone(err)) throw err;
  }
  return passes.fullListing();
}

/**
 * How a pass stops (none without `stopAfter`): no page after it, and retries that wait no longer than it, so a
 * throttled page ends the pass with what it read rather than running into the caller's deadline. `since`: the
 * cursor a listing of changes started from, which its resume cursor carries.
 */
function syncStop(
  options: SyncOptions,
  from: ResumePoint | undefined,
  http: Pick<HttpDeps, "now" | "retry">,
  since?: string,
): (SyncStop & { budget: RetryBudget }) | undefined {
  if (options.stopAfter === undefined) return undefined;
  return {
    after: options.stopAfter,
    now: http.now,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.deadlineAt === undefined ? {} : { deadlineAt: options.deadlineAt }),
    pagesBefore: from?.pages ?? 0,
    resume: (point) => resumeCursor(since === undefined ? point : { ...point, since }),
    budget: { remainingMs: Math.max(0, Math.min(http.retry.budgetMs, options.stopAfter - http.now())) },
  };
}

/** A pass's stop (syncStop) and the options its requests run with: the caller's, with the stop's retry budget. */
export function syncPass(
  options: SyncOptions,
  from: ResumePoint | undefined,
  http: Pick<HttpDeps, "now" | "retry">,
  since?: string,
): { stop: (SyncStop & { budget: RetryBudget }) | undefined; pass: SyncOptions & { budget?: RetryBudget } } {
  const stop = syncStop(options, from, http, since);
  return { stop, pass: stop ? { ...options, budget: stop.budget } : options };
}
