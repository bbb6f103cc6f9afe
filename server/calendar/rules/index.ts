/**
 * The calendar rules' one entry point for the functions: raw provider items in, the unified, merged and classified
 * events out, with every item that could not be read listed as skipped (which field, what was expected) rather than
 * thrown. Pure: no I/O, no clock.
 */
import { PROVIDERS, type ProviderId, type UnifiedEvent } from "../../../src/calendar/model";
import { mergeSources, type Built } from "./merge";
import { parseGoogleEvent } from "./parse-google";
import { parseGraphEvent } from "./parse-graph";
import type { ParseResult, SourceEvent } from "./source-event";

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

const PARSERS: Record<ProviderId, (wire: unknown) => ParseResult> = {
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
  built.sort(byStartThenKey);
  if (skipped.length > 1)
    skipped.sort(
      (a, b) =>
        PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider) ||
        (a.id ?? "").localeCompare(b.id ?? "") ||
        a.reason.localeCompare(b.reason),
    );
  return { events: built.map((b) => b.event), skipped };
}

const byStartThenKey = (a: Built, b: Built) =>
  a.startMs - b.startMs || (a.event.key < b.event.key ? -1 : a.event.key > b.event.key ? 1 : 0);

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
  for (const wire of items) {
    const result = parse(wire);
    if (!result.ok) {
      skipped.push({ provider, ...(result.id ? { id: result.id } : {}), reason: result.reason });
      continue;
    }
    const id = result.event.id;
    const previous = at.get(id);
    if (previous !== undefined) {
      skipped.push({ provider, id, reason: "id: listed twice by the provider; one copy kept" });
      if (JSON.stringify(wire) >= JSON.stringify(wires[previous])) continue;
      wires[previous] = wire;
      into[base + previous] = result.event;
      continue;
    }
    at.set(id, wires.length);
    wires.push(wire);
    into.push(result.event);
  }
}
export type { SourceEvent } from "./source-event";
export { normaliseICalUid } from "./ical-uid";
