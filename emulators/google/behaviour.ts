/**
 * How the Google stand-in plays the service where a seed's companion file (CALENDAR_SEED_GOOGLE_BEHAVIOUR) switches
 * it, as the Graph stand-in's behaviour file does (microsoft/behaviour.ts): `latency` only so far, "none" by default
 * so the test suite stays quick.
 */
import { readFileSync } from "node:fs";
import { parseLatency, type LatencyProfile, type LatencySetting } from "../kit/latency";

export interface GoogleBehaviour {
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

const FIELDS: Record<keyof GoogleBehaviour, (given: unknown) => unknown> = {
  latency: parseLatency,
};

const NAMES = Object.keys(FIELDS);

/** The behaviour in `value`, or an error naming the field and what it takes. */
export function parseGoogleBehaviour(value: unknown): GoogleBehaviour {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`expected a JSON object with any of ${NAMES.join(", ")}`);
  const behaviour: Record<string, unknown> = {};
  for (const [field, given] of Object.entries(value)) {
    const parse = Object.hasOwn(FIELDS, field) ? FIELDS[field as keyof GoogleBehaviour] : undefined;
    if (!parse) throw new Error(`unknown field "${field}" (known: ${NAMES.join(", ")})`);
    try {
      behaviour[field] = parse(given);
    } catch (err) {
      throw new Error(`field "${field}": ${(err as Error).message}`);
    }
  }
  return behaviour as GoogleBehaviour;
}

export function loadGoogleBehaviour(file: string): GoogleBehaviour {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  try {
    return parseGoogleBehaviour(value);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
