/**
 * The calendar rules' one entry point for the functions: raw provider items in, the unified, merged and classified
 * events out, with every item that could not be read listed as skipped (which field, what was expected) rather than
 * thrown. Pure: no I/O, no clock.
 */
import { PROVIDERS, type ProviderId, type UnifiedEvent } from "../../../src/calendar/model";
import { mergeSources, type Built } from "./merge";
import { parseGoogleEvent } from "./parse-google";
import { parseGraphEvent } from "./parse-graph";
import { Skip } from "./parse-common";
import type { SourceEvent } from "./source-event";

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

const PARSERS: Record<ProviderId, (wire: unknown) => SourceEvent | Skip> = {
  microsoft: parseGraphEvent,
  google: parseGoogleEvent,
};

export function buildUnifiedEvents(
  raw: Partial<Record<ProviderId, readonly unknown[]>>,
  options: BuildOptions = {},
): BuildResult {
  const skipped: SkippedItem[] = [];
  const sources: SourceEvent[] = [];
  for (const provider of PROVIDERS) {
    const items: unknown = raw[provider];
    if (items === undefined) continue;
    if (!Array.isArray(items)) {
      skipped.push({ provider, reason: "items: expected an array of events" });
      continue;
    }
    parseAll(provider, items, skipped, sources);
  }
  const built = mergeSources(sources, new Set(options.unmerged ?? []));
  const events = sortByStartThenKey(built);
  if (skipped.length > 1)
    skipped.sort(
      (a, b) =>
        PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider) ||
        (a.id ?? "").localeCompare(b.id ?? "") ||
        a.reason.localeCompare(b.reason),
    );
  return { events, skipped };
}

const byKey = (a: UnifiedEvent, b: UnifiedEvent) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The events by start, then key. Start and position pack into one number when they fit in 53 bits (any realistic
 * range), so a typed-array sort with no comparator orders them; only runs with the same start compare keys.
 */
function sortByStartThenKey(built: Built[]): UnifiedEvent[] {
  const n = built.length;
  let min = Infinity;
  let max = -Infinity;
  for (const b of built) {
    if (b.startMs < min) min = b.startMs;
    if (b.startMs > max) max = b.startMs;
  }
  if (n === 0 || !((max - min + 1) * n < 2 ** 53)) {
    return built.sort((a, b) => a.startMs - b.startMs || byKey(a.event, b.event)).map((b) => b.event);
  }
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = ((built[i] as Built).startMs - min) * n + i;
  packed.sort();
  const events: UnifiedEvent[] = new Array<UnifiedEvent>(n);
  for (let k = 0; k < n;) {
    const first = built[(packed[k] as number) % n] as Built;
    let end = k + 1;
    while (end < n && (built[(packed[end] as number) % n] as Built).startMs === first.startMs) end++;
    for (let m = k; m < end; m++) events[m] = (built[(packed[m] as number) % n] as Built).event;
    if (end - k > 16) {
      const run = events.slice(k, end).sort(byKey);
      for (let m = k; m < end; m++) events[m] = run[m - k] as UnifiedEvent;
    } else if (end - k > 1) insertionSortByKey(events, k, end);
    k = end;
  }
  return events;
}

/**
 * Sorts `events[from, to)` by key in place. Runs of one start are short (a few meetings per slot), and sort() would
 * allocate work arrays for each of thousands of them. Stable, like sort(), should two keys ever be equal.
 */
function insertionSortByKey(events: UnifiedEvent[], from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const e = events[i] as UnifiedEvent;
    let j = i - 1;
    while (j >= from && (events[j] as UnifiedEvent).key > e.key) {
      events[j + 1] = events[j] as UnifiedEvent;
      j--;
    }
    events[j + 1] = e;
  }
}

/**
 * Parses one provider's items into `into`. An id listed twice (a page boundary repeated) keeps one copy, chosen by
 * content so the input order does not matter, and reports the other as skipped.
 */
function parseAll(provider: ProviderId, items: readonly unknown[], skipped: SkippedItem[], into: SourceEvent[]): void {
  const parse = PARSERS[provider];
  // Position in `into` (and in `wires`) per id: one Map entry per event, no wrapper objects.
  const at = new Map<string, number>();
  const wires: unknown[] = [];
  const base = into.length;
  for (let n = 0; n < items.length; n++) {
    const wire = items[n];
    const event = parse(wire);
    if (event instanceof Skip) {
      skipped.push(event.id ? { provider, id: event.id, reason: event.reason } : { provider, reason: event.reason });
      continue;
    }
    const id = event.id;
    const previous = at.get(id);
    if (previous !== undefined) {
      skipped.push({ provider, id, reason: "id: listed twice by the provider; one copy kept" });
      if (JSON.stringify(wire) >= JSON.stringify(wires[previous])) continue;
      wires[previous] = wire;
      into[base + previous] = event;
      continue;
    }
    at.set(id, wires.length);
    wires.push(wire);
    into.push(event);
  }
}
export type { SourceEvent } from "./source-event";
export { normaliseICalUid } from "./ical-uid";
