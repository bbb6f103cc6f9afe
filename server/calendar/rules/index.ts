/**
 * The calendar rules' one entry point for the functions: raw provider items in, the unified, merged and classified
 * events out, with every item that could not be read listed as skipped (which field, what was expected) rather than
 * thrown. Pure: no I/O, no clock.
 */
import { PROVIDERS, type ProviderId, type UnifiedEvent } from "../../../src/calendar/model";
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
  // Row in `into` (counted from `base`) per id, and the item each kept row came from: one Map entry and one number
  // per copy, no wrapper objects.
  const at = new Map<string, number>();
  const itemOf = new Int32Array(items.length);
  let kept = 0;
  const base = into.length;
  // Ids rarely repeat: until one does, a single set() per item tells it (the map does not grow). The first repeat
  // restores the rows that set() overwrote, and from then on each item looks its id up first.
  let repeats = false;
  for (let n = 0; n < items.length; n++) {
    const wire = items[n];
    const skip = parse(wire, into);
    if (skip !== undefined) {
      skipped.push(skip.id ? { provider, id: skip.id, reason: skip.reason } : { provider, reason: skip.reason });
      continue;
    }
    // The copy just read is the last row.
    const id = into.ids[into.length - 1] as string;
    if (!repeats) {
      const size = at.size;
      at.set(id, kept);
      if (at.size > size) {
        itemOf[kept++] = n;
        continue;
      }
      repeats = true;
      for (let k = 0; k < kept; k++) at.set(into.ids[base + k] as string, k);
    }
    const previous = at.get(id);
    if (previous !== undefined) {
      skipped.push({ provider, id, reason: "id: listed twice by the provider; one copy kept" });
      if (JSON.stringify(wire) >= JSON.stringify(items[itemOf[previous] as number])) into.pop();
      else {
        itemOf[previous] = n;
        into.replaceWithLast(base + previous);
      }
      continue;
    }
    at.set(id, kept);
    itemOf[kept++] = n;
  }
}
export type { SourceList } from "./source-event";
export { normaliseICalUid } from "./ical-uid";
