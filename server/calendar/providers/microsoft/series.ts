/**
 * Graph's calendarView/delta answers each occurrence of a recurring series bare (id, type, seriesMasterId, start,
 * end: microsoft-graph-docs #7632, docs-contrib #34) and lists the series master beside them; calendarView itself
 * answers occurrences in full and never masters. So a delta's occurrences take the master's fields under their own
 * id, type and times, and masters are dropped (they are not calendar entries). A master missing from the delta (a
 * changed occurrence of a series that did not otherwise change, or one that began before the window) is fetched
 * by id, a few at a time, while the pass has time; one that no longer exists leaves its occurrences out, one that
 * cannot be read now (no time left, or its fetch failed) leaves them for a later pass. Masters are kept between
 * passes (SeriesState), so a series split over pages or passes is fetched once. A master in an incremental delta
 * means its series was sent whole again, so what was kept of it is replaced (a deleted occurrence gets no
 * `@removed`: PR #4501).
 */
import { isRecord } from "../http/paging";

/** The occurrence's own fields; everything else comes from its master. */
const OWN_FIELDS = new Set(["@odata.type", "@odata.etag", "id", "type", "seriesMasterId", "start", "end"]);
/** The master's fields that describe the series, not one occurrence of it. */
const SERIES_ONLY = new Set(["id", "type", "start", "end", "recurrence", "@odata.etag", "originalStart"]);

function isBareOccurrence(item: Record<string, unknown>): boolean {
  return item.type === "occurrence" && typeof item.seriesMasterId === "string" && !("subject" in item);
}

/**
 * Masters fetched at once. Graph serves four concurrent requests per app and mailbox and throttles the rest (429
 * MailboxConcurrency); three leave one for the person's other requests (another tab, a lock). One at a time, a
 * delta touching 30 series would spend 30 round trips of the function's 9 s.
 */
export const MASTER_FETCHES_AT_ONCE = 3;

/**
 * Runs `task` for every id, at most `limit` at once, while `mayStart()` allows; after a failure no new task starts
 * (a throttled mailbox answers the next ones the same), but the ones under way finish. Never rejects.
 */
async function forEachAtMost(
  ids: readonly string[],
  limit: number,
  mayStart: () => boolean,
  task: (id: string) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < ids.length && mayStart()) {
      try {
        await task(ids[next++] as string);
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, ids.length) }, worker));
}

/** A series master by id: undefined when Graph no longer has it (its occurrences are dropped). */
export type FetchMaster = (id: string) => Promise<Record<string, unknown> | undefined>;

/** What series hydration keeps from one pass for the next (the provider's state, opaque outside it). */
export interface SeriesState {
  /** Masters read so far (from a delta, or fetched), by id: a later pass's bare occurrences take them. */
  masters: Record<string, Record<string, unknown>>;
  /** Bare occurrences whose master could not be read yet (no time left, or its fetch failed). */
  orphans: Record<string, unknown>[];
}

export interface HydratedDelta {
  items: unknown[];
  /** Masters the delta carried: their series were sent whole. */
  series: string[];
  /** To hand back at the next pass. */
  state: SeriesState;
}

export interface HydrateOptions {
  /** What an earlier pass kept. */
  state?: SeriesState | undefined;
  /** Ids this pass removed: their kept orphans (and a removed master's) go. */
  removed?: readonly string[];
  /** Whether another master fetch may start (the pass's stop rule): the rest wait for a later pass. */
  mayFetch?: () => boolean;
}

/**
 * The pass's items with each bare occurrence completed from its master: from this delta, an earlier pass, or a
 * fetch (a few at a time, while the pass may). An occurrence whose master cannot be read now is kept back as an
 * orphan and completed at a later pass; one whose master is gone is dropped. A master fetch that fails never fails
 * the sync.
 */
export async function hydrateSeries(
  items: readonly unknown[],
  fetchMaster: FetchMaster,
  options: HydrateOptions = {},
): Promise<HydratedDelta> {
  const masters = new Map<string, Record<string, unknown> | null>(Object.entries(options.state?.masters ?? {}));
  const series: string[] = [];
  for (const item of items)
    if (isRecord(item) && item.type === "seriesMaster" && typeof item.id === "string") {
      masters.set(item.id, item);
      series.push(item.id);
    }
  // Orphans of earlier passes, unless this pass removed them, their series, or sent them again.
  const gone = new Set(options.removed ?? []);
  const sent = new Set(items.map((item) => (isRecord(item) && typeof item.id === "string" ? item.id : "")));
  const orphans = (options.state?.orphans ?? []).filter(
    (o) => !gone.has(o.id as string) && !gone.has(o.seriesMasterId as string) && !sent.has(o.id as string),
  );
  for (const id of gone) masters.delete(id);
  const candidates = [...orphans, ...items];
  const missing = new Set<string>();
  for (const item of candidates)
    if (isRecord(item) && isBareOccurrence(item) && !masters.has(item.seriesMasterId as string))
      missing.add(item.seriesMasterId as string);
  await forEachAtMost([...missing], MASTER_FETCHES_AT_ONCE, options.mayFetch ?? (() => true), async (id) => {
    masters.set(id, (await fetchMaster(id)) ?? null);
  });
  const out: unknown[] = [];
  const kept: Record<string, unknown>[] = [];
  for (const item of candidates) {
    if (!isRecord(item)) {
      out.push(item);
      continue;
    }
    if (item.type === "seriesMaster") continue;
    if (!isBareOccurrence(item)) {
      out.push(item);
      continue;
    }
    const master = masters.get(item.seriesMasterId as string);
    if (master === undefined) kept.push(item);
    if (!master) continue;
    const merged: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(master)) if (!SERIES_ONLY.has(field)) merged[field] = value;
    for (const [field, value] of Object.entries(item)) if (OWN_FIELDS.has(field)) merged[field] = value;
    out.push(merged);
  }
  const known: Record<string, Record<string, unknown>> = {};
  for (const [id, master] of masters) if (master) known[id] = master;
  return { items: out, series, state: { masters: known, orphans: kept } };
}
