/**
 * The Graph calendar's change history, what calendarView/delta's deltaLinks are answered from: every replacement
 * of the seed (POST /_dev/events, setEvents, reset) is diffed by event id against the previous one. As Exchange
 * moves an event's change marks on every change, a changed event whose seed kept its `@odata.etag` gets a new
 * one, and a kept `lastModifiedDateTime` / `changeKey` (when the seed has them) move too; an unchanged event
 * keeps the record it had, so its marks survive the next replacement.
 */
import { createHash } from "node:crypto";
import { recordChangeLog, replaceRecords, type ChangeLog } from "../kit";
import { etagOf, type GraphEventRecord, type GraphSeed } from "./events";

export type GraphChangeLog = ChangeLog<GraphEventRecord>;

export const graphChangeLog = (): GraphChangeLog => recordChangeLog<GraphEventRecord>();

/** Graph's lastModifiedDateTime shape: UTC with 7 fractional digits. */
const graphInstant = (ms: number): string => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, ".$10000Z");

function stamped(previous: GraphEventRecord, next: GraphEventRecord, now: number): GraphEventRecord {
  const kept = (mark: keyof GraphEventRecord["seedMarks"]) => next.seedMarks[mark] === previous.seedMarks[mark];
  const wire = { ...next.wire };
  if (typeof wire.lastModifiedDateTime === "string" && kept("lastModifiedDateTime"))
    wire.lastModifiedDateTime = graphInstant(now);
  if (typeof wire.changeKey === "string" && kept("changeKey"))
    wire.changeKey = createHash("sha256").update(`${next.fingerprint}\u0000${now}`).digest("base64").slice(0, 28);
  if (kept("etag")) wire["@odata.etag"] = etagOf(wire);
  return { ...next, wire };
}

/** Records the replacement in `log` and returns the seed to serve. */
export function replaceGraphSeed(log: GraphChangeLog, previous: GraphSeed, next: GraphSeed, now: number): GraphSeed {
  // Same order as next's: a reused or stamped record has the same start and end.
  const events = replaceRecords(log, previous.events, next.events, (was, e) => stamped(was, e, now));
  return { events };
}
