/**
 * The Google calendar's change history, what syncToken requests are answered from: every replacement of the seed
 * (POST /_dev/events, setEvents, reset) is diffed by event id against the previous one. As Google bumps `updated`
 * and the etag on every change, a changed event whose seed kept them gets new ones; an unchanged event keeps the
 * record it had, so its stamps survive the next replacement.
 */
import { recordChangeLog, replaceRecords, type ChangeLog } from "../kit";
import { eventEtag, type GoogleEventRecord, type GoogleSeed } from "./events";

export type GoogleChangeLog = ChangeLog<GoogleEventRecord>;

export const googleChangeLog = (): GoogleChangeLog => recordChangeLog<GoogleEventRecord>();

/** `next` with the seed's stamps moved forward where it left them unchanged on a changed event. */
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

/** Records the replacement in `log` and returns the seed to serve. */
export function replaceGoogleSeed(
  log: GoogleChangeLog,
  previous: GoogleSeed,
  next: GoogleSeed,
  now: number,
): GoogleSeed {
  let newest = next.updated;
  const events = replaceRecords(log, previous.events, next.events, (was, e) => {
    const out = stamped(was, e, now);
    if (out.updated !== null) newest = Math.max(newest, out.updated);
    return out;
  });
  return { events, version: next.version, updated: newest };
}
