/**
 * Reading the providers' JSON (typed `unknown`) field by field, so a malformed item becomes a skip whose reason
 * names the field and what was expected, instead of an exception or a silently wrong verdict. JSON `null` counts as
 * absent (Graph sends `"onlineMeeting": null` and the like). Readers take the value (`str(e.subject, "subject")`)
 * rather than an object and a key, so each property read is a plain one the engine can optimize: this runs for
 * tens of thousands of items per request.
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

/** A required object. */
export function rec(value: unknown, field: string): Json {
  if (!isRecord(value)) throw new Malformed(field, "an object", value);
  return value;
}

/** An optional object. */
export function obj(value: unknown, field: string): Json | undefined {
  if (value === undefined || value === null) return undefined;
  return rec(value, field);
}

export function str(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new Malformed(field, "a string", value);
  return value;
}

export function reqStr(value: unknown, field: string): string {
  const v = str(value, field);
  if (v === undefined || v === "") throw new Malformed(field, "a non-empty string", value);
  return v;
}

export function bool(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw new Malformed(field, "true or false", value);
  return value;
}

const EMPTY: readonly unknown[] = [];

export function arr(value: unknown, field: string): readonly unknown[] {
  if (value === undefined || value === null) return EMPTY;
  if (!Array.isArray(value)) throw new Malformed(field, "an array", value);
  return value;
}

/**
 * A reader's failure inside entry `index` of a list, renamed `field[i].inner`. The parsers loop over lists themselves
 * and call this from their catch: a callback per list would be a closure created for every event.
 */
export function inList(err: unknown, field: string, index: number): unknown {
  if (!(err instanceof Malformed)) return err;
  return new Malformed(`${field}[${index}]${err.field ? `.${err.field}` : ""}`, err.expected, err.got);
}

/** Display-only fields (links, series ids): a wrong type is ignored rather than costing the user the event. */
export function loose(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * A provider's value looked up in one of our tables: only the table's own entries, so a value such as "constructor"
 * or "toString" (anyone can send an invitation) finds nothing rather than a function of Object's prototype.
 */
export function known<T>(table: Readonly<Record<string, T>>, value: string | undefined): T | undefined {
  return value !== undefined && Object.prototype.hasOwnProperty.call(table, value) ? table[value] : undefined;
}
