/**
 * The calendar rules' one entry point for the functions: raw provider items in, the unified, merged and classified
 * events out, with every item that could not be read listed as skipped (which field, what was expected) rather than
 * thrown. Pure: no I/O, no clock.
 */
import { PROVIDERS, type ProviderId, type UnifiedEvent } from "../../../core/calendar/model";
import { mergeSources } from "./merge";
import { parseGoogleEvent } from "./parse-google";
import { parseGraphEvent } from "./parse-graph";
import { Skip } from "./parse-common";
import { SourceList } from "./source-event";

export interface SkippedItem {
  provider: ProviderId;
  id?: string;
  reason: string;
}

export interface BuildOptions {
  /** Merged keys the user split apart again (PreferencesResponse.unmerged). */
  unmerged?: readonly string[];
}

export interface BuildResult {
  /** Sorted by start (an all-day event at the start of its date, UTC), then key. */
  events: UnifiedEvent[];
  skipped: SkippedItem[];
}

const PARSERS: Record<ProviderId, (wire: unknown, into: SourceList) => Skip | undefined> = {
  microsoft: parseGraphEvent,
  google: parseGoogleEvent,
};

export function buildUnifiedEvents(
  raw: Partial<Record<ProviderId, readonly unknown[]>>,
  options: BuildOptions = {},
): BuildResult {
  const skipped: SkippedItem[] = [];
  let expected = 0;
  for (const provider of PROVIDERS) {
    const items: unknown = raw[provider];
    if (Array.isArray(items)) expected += items.length;
  }
  const sources = new SourceList(expected);
  for (const provider of PROVIDERS) {
    const items: unknown = raw[provider];
    if (items === undefined) continue;
    if (!Array.isArray(items)) {
      skipped.push({ provider, reason: "items: expected an array of events" });
      continue;
    }
    parseAll(provider, items, skipped, sources);
  }
  const events = mergeSources(sources, new Set(options.unmerged ?? []));
  if (skipped.length > 1)
    skipped.sort(
      (a, b) =>
        PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider) ||
        (a.id ?? "").localeCompare(b.id ?? "") ||
        a.reason.localeCompare(b.reason),
    );
  return { events, skipped };
}

/**
 * Parses one provider's items into `into`. An id listed twice (a page boundary repeated) keeps one copy, chosen by
 * content so the input order does not matter, and reports the other as skipped.
 */
function parseAll(provider: ProviderId, items: readonly unknown[], skipped: SkippedItem[], into: SourceList): void {
  const parse = PARSERS[provider];
  const base = into.length;
  // Per id, the row in `into` (counted from `base`) of the copy kept; per kept row, the item it came from.
  const rows = new Map<string, number>();
  const itemOf: number[] = [];
  for (let n = 0; n < items.length; n++) {
    const wire = items[n];
    const skip = parse(wire, into);
    if (skip !== undefined) {
      skipped.push(skip.id ? { provider, id: skip.id, reason: skip.reason } : { provider, reason: skip.reason });
      continue;
    }
    // The copy just read is the last row.
    const id = into.ids[into.length - 1] as string;
    const previous = rows.get(id);
    if (previous === undefined) {
      rows.set(id, itemOf.length);
      itemOf.push(n);
      continue;
    }
    skipped.push({ provider, id, reason: "id: listed twice by the provider; one copy kept" });
    if (JSON.stringify(wire) >= JSON.stringify(items[itemOf[previous] as number])) into.pop();
    else {
      itemOf[previous] = n;
      into.replaceWithLast(base + previous);
    }
  }
}

export type { SourceList } from "./source-event";
export { normalizeICalUid } from "./ical-uid";
