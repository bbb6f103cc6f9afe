/**
 * Reading the providers' JSON (typed `unknown`) field by field, so a malformed item becomes a skip whose reason
 * names the field and what was expected, instead of an exception or a silently wrong verdict. JSON `null` counts as
 * absent (Graph sends `"onlineMeeting": null` and the like).
 */

/** Thrown by the readers and caught by the parsers, which turn it into a skip. */
export class Malformed extends Error {
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly got: unknown,
  ) {
    super(`${field}: expected ${expected}, got ${describe(got)}`);
    this.name = "Malformed";
  }
}

export type Json = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

export function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function record(value: unknown, field: string): Json {
  if (!isRecord(value)) throw new Malformed(field, "an object", value);
  return value;
}

export function optRecord(obj: Json, key: string, path: string): Json | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  return record(v, join(path, key));
}

export function optString(obj: Json, key: string, path: string): string | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw new Malformed(join(path, key), "a string", v);
  return v;
}

export function reqString(obj: Json, key: string, path: string): string {
  const v = optString(obj, key, path);
  if (v === undefined || v === "") throw new Malformed(join(path, key), "a non-empty string", obj[key]);
  return v;
}

export function optBool(obj: Json, key: string, path: string): boolean | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "boolean") throw new Malformed(join(path, key), "true or false", v);
  return v;
}

export function optArray(obj: Json, key: string, path: string): unknown[] {
  const v = obj[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Malformed(join(path, key), "an array", v);
  return v;
}

/** Display-only fields (links, series ids): a wrong type is ignored rather than costing the user the event. */
export function looseString(obj: Json, key: string): string | undefined {
  const v = obj[key];
  return typeof v === "string" && v !== "" ? v : undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
