/**
 * Properties of merging over a few hundred random calendars (seeded, so a failure names its seed): the output does
 * not depend on input order, no event is lost or duplicated, only a Microsoft copy merges with a Google copy, keys
 * are unique, and un-merging gives the copies back. Even seeds add sync tools' copies (the user's own entries of an
 * invitation, some with a stale end, some beside another meeting in the same place), so every property covers the
 * same-place pairing too.
 */
import type { ProviderId } from "../../../core/calendar/model";
import { buildUnifiedEvents } from "./index";
import { parseGoogleEvent } from "./parse-google";
import { parseGraphEvent } from "./parse-graph";
import { SourceList } from "./source-event";
import { generateCalendars, mulberry32 } from "./testing/generate";

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A small calendar pair, sometimes with a repeated item or a malformed one, as real paging can produce. */
function calendars(seed: number) {
  const random = mulberry32(seed);
  const { microsoft, google } = generateCalendars(random, {
    perProvider: 1 + Math.floor(random() * 25),
    shared: random() * 0.6,
    days: 1 + Math.floor(random() * 14),
    syncCopies: seed % 2 === 0 ? 0.4 : 0,
  });
  const extra: { microsoft: unknown[]; google: unknown[] } = { microsoft: [], google: [] };
  if (random() < 0.2 && microsoft[0]) extra.microsoft.push({ ...microsoft[0], subject: "Changed on a later page" });
  if (random() < 0.2) extra.google.push({ id: "broken", start: { dateTime: "soon" }, end: {} });
  return { microsoft: [...microsoft, ...extra.microsoft], google: [...google, ...extra.google], random };
}

/** Every readable input copy, as "<provider>:<id>". */
function readableIds(raw: Record<ProviderId, unknown[]>): Set<string> {
  const ids = new Set<string>();
  const copies = new SourceList();
  for (const w of raw.microsoft) parseGraphEvent(w, copies);
  for (const w of raw.google) parseGoogleEvent(w, copies);
  for (let k = 0; k < copies.length; k++) ids.add(`${copies.provider(k)}:${copies.ids[k]}`);
  return ids;
}

describe("merging, over random calendars", () => {
  it.each(SEEDS.filter((s) => s % 3 === 0).map((s) => [s]))("is order-independent (seed %i)", (seed) => {
    const { microsoft, google, random } = calendars(seed);
    const expected = buildUnifiedEvents({ microsoft, google });
    for (let round = 0; round < 3; round++) {
      const shuffled = buildUnifiedEvents({ microsoft: shuffle(microsoft, random), google: shuffle(google, random) });
      expect(shuffled).toEqual(expected);
    }
  });

  it("never loses, duplicates or mixes up a copy, and merges only Microsoft with Google", () => {
    let merged = 0;
    let samePlace = 0;
    for (const seed of SEEDS) {
      const { microsoft, google } = calendars(seed);
      const { events } = buildUnifiedEvents({ microsoft, google });
      const seen: string[] = events.flatMap((e) => e.sources.map((s) => `${s.provider}:${s.id}`));
      expect({ seed, seen: [...seen].sort() }).toEqual({ seed, seen: [...readableIds({ microsoft, google })].sort() });
      expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
      for (const e of events) {
        if (e.sources.length === 2) {
          merged++;
          if (e.merge?.reason === "time-title-place") samePlace++;
          expect(e.sources.map((s) => s.provider)).toEqual(["microsoft", "google"]);
          expect(e.key.startsWith("merged:")).toBe(true);
          expect(e.merge).toBeDefined();
        } else {
          expect(e.sources).toHaveLength(1);
          expect(e.key).toBe(`${e.sources[0]?.provider}:${e.sources[0]?.id}`);
        }
      }
    }
    // The generator shares meetings, so a fair number must have merged, some of them by place.
    expect(merged).toBeGreaterThan(200);
    expect(samePlace).toBeGreaterThan(50);
  });

  it("un-merging any merged keys gives their copies back as single events, losing nothing", () => {
    for (const seed of SEEDS.filter((s) => s % 2 === 0)) {
      const { microsoft, google, random } = calendars(seed);
      const before = buildUnifiedEvents({ microsoft, google }).events;
      const unmerged = before.filter((e) => e.merge && random() < 0.5).map((e) => e.key);
      const after = buildUnifiedEvents({ microsoft, google }, { unmerged }).events;
      const keys = new Set(after.map((e) => e.key));
      for (const key of unmerged) {
        expect(keys.has(key)).toBe(false);
        const split = before.find((e) => e.key === key);
        for (const s of split?.sources ?? []) expect(keys.has(`${s.provider}:${s.id}`)).toBe(true);
      }
      const count = (list: typeof after) => list.reduce((n, e) => n + e.sources.length, 0);
      expect(count(after)).toBe(count(before));
      // Merges the user did not touch are unchanged.
      for (const e of before.filter((x) => x.merge && !unmerged.includes(x.key))) expect(keys.has(e.key)).toBe(true);
    }
  });

  it("is sorted by start, then key", () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { microsoft, google } = calendars(seed);
      const { events } = buildUnifiedEvents({ microsoft, google });
      const at = (s: string) => Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s);
      for (let i = 1; i < events.length; i++) {
        const [a, b] = [events[i - 1], events[i]];
        if (!a || !b) continue;
        expect(at(a.start) < at(b.start) || (at(a.start) === at(b.start) && a.key < b.key)).toBe(true);
      }
    }
  });
});
