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
  // The row in `into` (counted from `base`) per id, and the item each kept row came from: no wrapper objects.
  const rows = new RowsById(into.ids, base, items.length);
  const itemOf = new Int32Array(items.length);
  let kept = 0;
  for (let n = 0; n < items.length; n++) {
    const wire = items[n];
    const skip = parse(wire, into);
    if (skip !== undefined) {
      skipped.push(skip.id ? { provider, id: skip.id, reason: skip.reason } : { provider, reason: skip.reason });
      continue;
    }
    // The copy just read is the last row.
    const id = into.ids[into.length - 1] as string;
    const previous = rows.findOrAdd(id, kept);
    if (previous < 0) {
      itemOf[kept++] = n;
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

/**
 * The rows of one provider's copies by id, for parseAll: an open-addressing table of row numbers in an Int32Array
 * sized once for the items (at most half full), the ids hashed by their characters. A Map<string, number> grew to
 * 10,000 entries per provider by doubling (1.8 MB of tables per call) and its set() took about 4 ms of a call.
 */
class RowsById {
  /** Per slot, the row (from `base`) plus one; 0 when empty. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly ids: readonly (string | undefined)[],
    private readonly base: number,
    count: number,
  ) {
    let size = 16;
    while (size < count * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The row already holding `id`, or -1 after recording `row` as holding it. */
  findOrAdd(id: string, row: number): number {
    const { slots, mask, ids, base } = this;
    for (let s = hashOf(id) & mask; ; s = (s + 1) & mask) {
      const held = slots[s] as number;
      if (held === 0) {
        slots[s] = row + 1;
        return -1;
      }
      if (ids[base + held - 1] === id) return held - 1;
    }
  }
}

/** FNV-1a over the UTF-16 code units, with the high bits folded in (the table takes the low ones). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h ^ (h >>> 16);
}
export type { SourceList } from "./source-event";
export { normaliseICalUid } from "./ical-uid";
