/**
 * Graph's calendarView/delta answers each occurrence of a recurring series bare (id, type, seriesMasterId, start,
 * end: microsoft-graph-docs #7632, docs-contrib #34) and lists the series master beside them; calendarView itself
 * answers occurrences in full and never masters. So a delta's occurrences take the master's fields under their own
 * id, type and times, and masters are dropped (they are not calendar entries). A master missing from the delta (a
 * changed occurrence of a series that did not otherwise change, or one that began before the window) is fetched
 * by id, once per sync, a few at a time; one that no longer exists leaves its orphaned occurrences out. A master in an incremental
 * delta means its series was sent whole again, so what was kept of it is replaced (a deleted occurrence gets no
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

/** Runs `task` for every id, at most `limit` at once; after a failure no new task starts, and it rejects. */
async function forEachAtMost(ids: readonly string[], limit: number, task: (id: string) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < ids.length) {
      try {
        await task(ids[next++] as string);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, ids.length) }, worker));
}

export interface HydratedDelta {
  items: unknown[];
  /** Masters the delta carried: their series were sent whole. */
  series: string[];
}

export async function hydrateSeries(
  items: readonly unknown[],
  fetchMaster: (id: string) => Promise<Record<string, unknown> | undefined>,
): Promise<HydratedDelta> {
  const masters = new Map<string, Record<string, unknown> | undefined>();
  for (const item of items)
    if (isRecord(item) && item.type === "seriesMaster" && typeof item.id === "string") masters.set(item.id, item);
  const series = [...masters.keys()];
  const missing = new Set<string>();
  for (const item of items)
    if (isRecord(item) && isBareOccurrence(item) && !masters.has(item.seriesMasterId as string))
      missing.add(item.seriesMasterId as string);
  await forEachAtMost([...missing], MASTER_FETCHES_AT_ONCE, async (id) => {
    masters.set(id, await fetchMaster(id));
  });
  const out: unknown[] = [];
  for (const item of items) {
    if (!isRecord(item) || item.type === "seriesMaster") {
      if (!isRecord(item)) out.push(item);
      continue;
    }
    if (!isBareOccurrence(item)) {
      out.push(item);
      continue;
    }
    const master = masters.get(item.seriesMasterId as string);
    if (!master) continue;
    const merged: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(master)) if (!SERIES_ONLY.has(field)) merged[field] = value;
    for (const [field, value] of Object.entries(item)) if (OWN_FIELDS.has(field)) merged[field] = value;
    out.push(merged);
  }
  return { items: out, series };
}
