/**
 * How the Google stand-in plays the service where a seed's companion file (CALENDAR_SEED_GOOGLE_BEHAVIOR) switches
 * it, as the Graph stand-in's behavior file does (microsoft/behavior.ts): `latency` only so far, "none" by default
 * so the test suite stays quick.
 */
import {
  loadBehavior,
  parseBehavior,
  parseLatency,
  type FieldParsers,
  type LatencyProfile,
  type LatencySetting,
} from "../kit";

export interface GoogleBehavior {
  /** How long answers wait: "none" (default), "realistic" (GOOGLE_REALISTIC_LATENCY), or explicit bounds. */
  latency?: LatencySetting;
}

/**
 * Google Calendar's pace: an events.list page with events 300–900 ms (a page of 2,500 near the top), a small request
 * (an empty page, the calendar list, userinfo, an error) 100–300 ms, and oauth2.googleapis.com's token endpoint
 * 100–300 ms.
 */
export const GOOGLE_REALISTIC_LATENCY: LatencyProfile = {
  page: [300, 900],
  small: [100, 300],
  token: [100, 300],
};

const FIELDS: FieldParsers<GoogleBehavior> = {
  latency: parseLatency,
};

/** The behavior in `value`, or an error naming the field and what it takes. */
export function parseGoogleBehavior(value: unknown): GoogleBehavior {
  return parseBehavior(FIELDS, value);
}

export function loadGoogleBehavior(file: string): GoogleBehavior {
  return loadBehavior(FIELDS, file);
}
