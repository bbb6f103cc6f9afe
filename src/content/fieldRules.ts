/**
 * The rules content fields are checked with, shared by the MDX frontmatter (frontmatter.ts) and the company lists
 * (company.ts): each rule answers null for a good value, or what it expected, which the build's message quotes.
 */

export type Checker = (value: unknown) => string | null;

export interface FieldError {
  field: string;
  expected: string;
  got: unknown;
}

export const nonEmptyString =
  (min = 1, max = Infinity): Checker =>
  (v) =>
    typeof v === "string" && v.trim().length >= min && v.trim().length <= max
      ? null
      : max === Infinity
        ? `a text of at least ${min} character${min === 1 ? "" : "s"}`
        : `a text of ${min} to ${max} characters`;

export const positiveInteger: Checker = (v) =>
  Number.isInteger(v) && (v as number) > 0 ? null : "a whole number above 0";

export const oneOf =
  (values: readonly string[]): Checker =>
  (v) =>
    typeof v === "string" && values.includes(v) ? null : `one of ${values.join(", ")}`;

export const boolean: Checker = (v) => (typeof v === "boolean" ? null : "true or false");

/** Each rule over its field of `record`; a field in `optional` may be absent. */
export function check(record: unknown, rules: Record<string, Checker>, optional: readonly string[] = []): FieldError[] {
  if (record === null || typeof record !== "object") {
    return [{ field: "frontmatter", expected: "a YAML block between --- lines at the top of the file", got: record }];
  }
  const fields = record as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = fields[field];
    if (value === undefined && optional.includes(field)) continue;
    const expected = rule(value);
    if (expected) errors.push({ field, expected, got: value });
  }
  return errors;
}

/** A value as the build's message shows it. */
export function show(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  return JSON.stringify(value);
}
