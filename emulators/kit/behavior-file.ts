/**
 * A stand-in's behavior file (CALENDAR_SEED_<PROVIDER>_BEHAVIOR): a JSON object whose known fields each have a
 * parser; anything else is refused with a message naming the field and what it takes, and a file's errors name
 * the file.
 */
import { readFileSync } from "node:fs";

export type FieldParsers<T> = { [K in keyof T]-?: (given: unknown) => T[K] };

/** The behavior in `value`, or an error naming the field and what it takes. */
export function parseBehavior<T>(fields: FieldParsers<T>, value: unknown): T {
  const names = Object.keys(fields);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`expected a JSON object with any of ${names.join(", ")}`);
  const behavior: Record<string, unknown> = {};
  for (const [field, given] of Object.entries(value)) {
    const parse = Object.hasOwn(fields, field)
      ? (fields as Record<string, (given: unknown) => unknown>)[field]
      : undefined;
    if (!parse) throw new Error(`unknown field "${field}" (known: ${names.join(", ")})`);
    try {
      behavior[field] = parse(given);
    } catch (err) {
      throw new Error(`field "${field}": ${(err as Error).message}`);
    }
  }
  return behavior as T;
}

/** The behavior in `file`; its errors start with the file's path. */
export function loadBehavior<T>(fields: FieldParsers<T>, file: string): T {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  try {
    return parseBehavior(fields, value);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
