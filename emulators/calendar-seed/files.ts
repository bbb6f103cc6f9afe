/**
 * Seed files on disk: writing a dataset as `microsoft.json`, `google.json` and `truth.json`, and reading a
 * provider's file back with a check of the fields the stand-ins rely on, so a hand-edited file that is wrong fails
 * at start-up with the file, the item and the field named instead of as a puzzling empty calendar.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProviderId } from "../../core/calendar/model";
import type { SeedTruth } from "./truth";
import type { GoogleEvent, GraphEvent } from "./wire";

export interface SeedFiles {
  microsoft: string;
  google: string;
  truth?: string;
}

/** Writes the dataset into `dir` (created if needed) and returns the paths written. */
export function writeSeedFiles(
  dir: string,
  seed: { microsoft: GraphEvent[]; google: GoogleEvent[]; truth?: SeedTruth[] },
): SeedFiles {
  mkdirSync(dir, { recursive: true });
  const files: SeedFiles = { microsoft: path.join(dir, "microsoft.json"), google: path.join(dir, "google.json") };
  writeFileSync(files.microsoft, `${JSON.stringify(seed.microsoft, null, 2)}\n`);
  writeFileSync(files.google, `${JSON.stringify(seed.google, null, 2)}\n`);
  if (seed.truth) {
    files.truth = path.join(dir, "truth.json");
    writeFileSync(files.truth, `${JSON.stringify(seed.truth, null, 2)}\n`);
  }
  return files;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const GRAPH_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Returns a problem with one item, as "field: expected …, got …", or undefined when it is usable. */
function checkItem(item: unknown, provider: ProviderId): string | undefined {
  if (!isRecord(item)) return `expected an event object, got ${describe(item)}`;
  if (typeof item.id !== "string" || item.id === "")
    return `field "id": expected a non-empty string, got ${describe(item.id)}`;
  for (const field of ["start", "end"] as const) {
    const value = item[field];
    if (!isRecord(value)) return `field "${field}": expected an object, got ${describe(value)}`;
    if (provider === "microsoft") {
      if (typeof value.dateTime !== "string" || !GRAPH_DATE_TIME.test(value.dateTime)) {
        return `field "${field}.dateTime": expected a date-time without offset like "2026-03-02T09:00:00.0000000", got ${describe(value.dateTime)}`;
      }
      if (typeof value.timeZone !== "string" || value.timeZone === "") {
        return `field "${field}.timeZone": expected a time zone name like "UTC", got ${describe(value.timeZone)}`;
      }
    } else if (value.date !== undefined) {
      if (typeof value.date !== "string" || !PLAIN_DATE.test(value.date)) {
        return `field "${field}.date": expected a date like "2026-03-02", got ${describe(value.date)}`;
      }
    } else if (typeof value.dateTime !== "string" || !RFC3339.test(value.dateTime)) {
      return `field "${field}": expected "date" (yyyy-mm-dd) or "dateTime" with an offset like "2026-03-02T09:00:00+01:00", got ${describe(value.dateTime)} as dateTime`;
    }
  }
  return undefined;
}

/** Reads and checks a seed file: a JSON array of the provider's event objects. Throws an Error naming the problem. */
export function loadSeedFile(file: string, provider: "microsoft"): GraphEvent[];
export function loadSeedFile(file: string, provider: "google"): GoogleEvent[];
export function loadSeedFile(file: string, provider: ProviderId): GraphEvent[] | GoogleEvent[];
export function loadSeedFile(file: string, provider: ProviderId): GraphEvent[] | GoogleEvent[] {
  const kind = provider === "microsoft" ? "Microsoft Graph" : "Google Calendar";
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`Seed file ${file}: cannot be read (${(err as Error).message})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`Seed file ${file}: is not valid JSON (${(err as Error).message})`);
  }
  if (!Array.isArray(data)) {
    throw new Error(`Seed file ${file}: expected a JSON array of ${kind} events, got ${describe(data)}`);
  }
  const seen = new Set<string>();
  for (const [index, item] of data.entries()) {
    const problem = checkItem(item, provider);
    if (problem) throw new Error(`Seed file ${file}: item ${index}: ${problem}`);
    const id = (item as { id: string }).id;
    if (seen.has(id))
      throw new Error(`Seed file ${file}: item ${index}: field "id": expected a unique id, got "${id}" again`);
    seen.add(id);
  }
  return data as GraphEvent[] | GoogleEvent[];
}
