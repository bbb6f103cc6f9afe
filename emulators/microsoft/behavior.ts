/**
 * How strictly the Graph stand-in plays the places where Graph sends less or refuses, as a seed's companion file
 * (CALENDAR_SEED_MICROSOFT_BEHAVIOR) sets them: the strict answer is the default, and a file makes it gentler (or
 * picks the other of Graph's two answers), so a test or a developer can show what the product does with either.
 * `latency` is the one switch whose default is the gentle one ("none"), so the test suite stays quick.
 */
import {
  loadBehavior,
  parseBehavior,
  parseLatency,
  type FieldParsers,
  type LatencyProfile,
  type LatencySetting,
} from "../kit";
import type { MastersBeforeWindow, SafeLinks } from "./context";

export interface MicrosoftBehavior {
  /** How an expired delta state is refused: 410 SyncStateNotFound (default) or 400 syncStateNotFound. */
  expiredDeltaStatus?: 400 | 410;
  /** A first delta round's master for a series that began before the window: "omitted" (default) or "sent". */
  mastersBeforeWindow?: MastersBeforeWindow;
  /** How long answers wait: "none" (default), "realistic" (MICROSOFT_REALISTIC_LATENCY), or explicit bounds. */
  latency?: LatencySetting;
  /** Links in HTML bodies wrapped in Defender Safe Links, as in a tenant that turns it on ("rewrite", default), or "off". */
  safeLinks?: SafeLinks;
}

/**
 * Graph's pace, as seen from a tenant in the same region: a calendarView or delta page of events with their bodies
 * takes 0.5–2 s (more for fuller pages), a small request (one event or series master by id, /me, a page without
 * bodies) 150–400 ms, and the identity platform's token endpoint 100–300 ms.
 */
export const MICROSOFT_REALISTIC_LATENCY: LatencyProfile = {
  page: [500, 2000],
  small: [150, 400],
  token: [100, 300],
};

/** One of the listed values, or an error saying which it takes. */
function oneOf<T>(choices: readonly T[]): (given: unknown) => T {
  return (given) => {
    if (!(choices as readonly unknown[]).includes(given))
      throw new Error(`expected ${choices.map((c) => JSON.stringify(c)).join(" or ")}, got ${JSON.stringify(given)}`);
    return given as T;
  };
}

const FIELDS: FieldParsers<MicrosoftBehavior> = {
  expiredDeltaStatus: oneOf([400, 410] as const),
  mastersBeforeWindow: oneOf(["omitted", "sent"] as const),
  latency: parseLatency,
  safeLinks: oneOf(["rewrite", "off"] as const),
};

/** The behavior in `value`, or an error naming the field and what it takes. */
export function parseMicrosoftBehavior(value: unknown): MicrosoftBehavior {
  return parseBehavior(FIELDS, value);
}

export function loadMicrosoftBehavior(file: string): MicrosoftBehavior {
  return loadBehavior(FIELDS, file);
}
