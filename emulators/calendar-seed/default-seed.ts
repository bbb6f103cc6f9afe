/**
 * The default dataset the stand-ins serve: the scenarios encoded in each provider's wire format, with the expected
 * verdict of every logical meeting. Deterministic for a given `now` (no randomness, hashes for ids).
 */
import { seedWindow } from "./calendar-window";
import { graphEventId, toGraphEvent } from "./graph-encoding";
import { googleEventId, toGoogleEvent } from "./google-encoding";
import type { Occurrence } from "./occurrence";
import { defaultScenarios } from "./scenarios";
import { truthOf, type SeedTruth } from "./truth";
import type { GoogleEvent, GraphEvent } from "./wire";

export interface Seed {
  microsoft: GraphEvent[];
  google: GoogleEvent[];
  truth: SeedTruth[];
}

/** Encodes logical occurrences into both calendars and their truth. */
export function encodeSeed(occurrences: readonly Occurrence[]): Seed {
  const seed: Seed = { microsoft: [], google: [], truth: [] };
  for (const o of occurrences) {
    const ids: SeedTruth["ids"] = {};
    if (o.in.includes("microsoft")) {
      seed.microsoft.push(toGraphEvent(o));
      ids.microsoft = graphEventId(o);
    }
    if (o.in.includes("google")) {
      seed.google.push(toGoogleEvent(o));
      ids.google = googleEventId(o);
    }
    seed.truth.push(truthOf(o, ids));
  }
  return seed;
}

export function generateDefaultSeed(options: { now: Date }): Seed {
  if (Number.isNaN(options.now.getTime())) throw new Error("generateDefaultSeed: `now` is not a valid date");
  return encodeSeed(defaultScenarios(seedWindow(options.now)));
}
