/**
 * The Google calendar's change history, what syncToken requests are answered from: every replacement of the seed
 * (POST /_dev/events, setEvents, reset) is diffed by event id against the previous one. As Google bumps `updated`
 * and the etag on every change, a changed event whose seed kept them gets new ones; an unchanged event keeps the
 * record it had, so its stamps survive the next replacement.
 *
 * A replacement that touches two or more instances of one recurring series (the same `recurringEventId`: added,
 * changed or removed) is an edit of the series itself, and Google then sends every instance of it to a
 * singleEvents=true incremental sync, changed or not (a change to the recurring event is one to each instance it
 * makes): the instances the replacement left as they were get a new `updated` and etag, and count as changed too.
 * One instance touched is an edit of that instance alone ("this event"), which comes alone.
 */
import { ChangeLog } from "../kit";
import { eventEtag, type GoogleEventRecord, type GoogleSeed } from "./events";

export type GoogleChangeLog = ChangeLog<GoogleEventRecord>;

/**
 * Keyed by id; an event changed when its seed did (fingerprint) or when it was stamped again without that (the other
 * instances of an edited series: a new etag).
 */
export const googleChangeLog = (): GoogleChangeLog =>
  new ChangeLog<GoogleEventRecord>({
    key: (r) => r.id,
    same: (a, b) => a.fingerprint === b.fingerprint && a.wire.etag === b.wire.etag,
  });

/** `next` with a newer `updated` than `previous` and a new etag, for each of them the seed kept as it was. */
function stamped(previous: GoogleEventRecord, next: GoogleEventRecord, now: number): GoogleEventRecord {
  const keptUpdated = next.seedMarks.updated === previous.seedMarks.updated;
  const keptEtag = next.seedMarks.etag === previous.seedMarks.etag;
  if (!keptUpdated && !keptEtag) return next;
  const wire = { ...next.wire };
  let updated = next.updated;
  if (keptUpdated) {
    updated = Math.max(now, (previous.updated ?? 0) + 1);
    wire.updated = new Date(updated).toISOString();
  }
  if (keptEtag) wire.etag = eventEtag(wire);
  return { ...next, wire, updated };
}

const seriesOf = (r: GoogleEventRecord): string | undefined =>
  typeof r.wire.recurringEventId === "string" ? r.wire.recurringEventId : undefined;

/** The series with two or more instances added, changed or removed between `previous` and `records`. */
function editedSeries(previous: readonly GoogleEventRecord[], records: readonly GoogleEventRecord[]): Set<string> {
  const was = new Map(previous.map((r) => [r.id, r]));
  const touched = new Map<string, number>();
  const touch = (r: GoogleEventRecord) => {
    const series = seriesOf(r);
    if (series !== undefined) touched.set(series, (touched.get(series) ?? 0) + 1);
  };
  for (const r of records) {
    if (was.get(r.id) !== r) touch(r);
    was.delete(r.id);
  }
  for (const removed of was.values()) touch(removed);
  return new Set([...touched].filter(([, n]) => n >= 2).map(([series]) => series));
}

/** Records the replacement in `log` and returns the seed to serve. */
export function replaceGoogleSeed(
  log: GoogleChangeLog,
  previous: GoogleSeed,
  next: GoogleSeed,
  now: number,
): GoogleSeed {
  const before = new Map(previous.events.map((r) => [r.id, r]));
  // As kit's replaceRecords: next's order, an unchanged event's record kept, a changed one stamped.
  let records = next.events.map((r) => {
    const was = before.get(r.id);
    if (!was) return r;
    return was.fingerprint === r.fingerprint ? was : stamped(was, r, now);
  });
  const edited = editedSeries(previous.events, records);
  if (edited.size > 0) {
    records = records.map((r) => {
      const series = seriesOf(r);
      // Left as it was by an edit of its series: stamped as if its seed had changed (its seed marks kept).
      return series !== undefined && edited.has(series) && before.get(r.id) === r ? forceStamped(r, now) : r;
    });
  }
  log.record(previous.events, records);
  let newest = next.updated;
  for (const r of records) if (r.updated !== null) newest = Math.max(newest, r.updated);
  return { events: records, version: next.version, updated: newest };
}

/** An instance of an edited series: a newer `updated` and a new etag, whatever its seed gave. */
function forceStamped(r: GoogleEventRecord, now: number): GoogleEventRecord {
  const updated = Math.max(now, (r.updated ?? 0) + 1);
  const wire: Record<string, unknown> = { ...r.wire, updated: new Date(updated).toISOString() };
  wire.etag = eventEtag(wire);
  return { ...r, wire, updated };
}
