/**
 * The JSON body rules of every function: a body only as application/json, at most `limitBytes`, and exactly the
 * fields its schema names (unknown fields refused), with a message naming the field at fault.
 */
import type { IncomingHttpHeaders } from "http";
import { z } from "zod";
import { ApiErrors } from "../http";

export const JSON_TYPE = "application/json";

/** Default body limit: three Cognito tokens (about 5 KB) with room to spare. */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Gatsby's own body parsers, limited the same way (`export const config` of a function). The parsers for other
 * content types get a token limit: those bodies are refused with 415 anyway.
 */
export function functionConfig(limitBytes = DEFAULT_BODY_LIMIT_BYTES, jsonType = JSON_TYPE) {
  return {
    bodyParser: {
      json: { limit: limitBytes, type: jsonType },
      text: { limit: 1024 },
      raw: { limit: 1024 },
      urlencoded: { limit: 1024, extended: false },
    },
  };
}

export function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = Number(headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/** 415 unless the body is JSON (of one of `types`), 413 when its declared length is over the limit. */
export function checkBodyHeaders(
  headers: IncomingHttpHeaders,
  limitBytes: number,
  types: readonly string[] = [JSON_TYPE],
): void {
  if (!hasBody(headers)) return;
  const type = String(headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (!types.includes(type ?? "")) throw ApiErrors.unsupportedMediaType();
  const length = Number(headers["content-length"] ?? 0);
  if (Number.isFinite(length) && length > limitBytes) throw ApiErrors.payloadTooLarge(limitBytes);
}

const fieldName = (path: PropertyKey[]) => path.map(String).join(".");

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** One sentence per problem, naming the field; never echoing a value. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string {
  const sentences = issues.slice(0, 5).map((issue) => {
    const field = fieldName(issue.path);
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.slice(0, 5).map((k) => `"${k.slice(0, 40)}"`);
      return `Unknown field${keys.length > 1 ? "s" : ""} ${keys.join(", ")}${field ? ` in "${field}"` : ""}.`;
    }
    if (!field) return "The body must be a JSON object.";
    if (issue.code === "invalid_type") {
      return valueAt(input, issue.path) === undefined
        ? `Field "${field}" is required.`
        : `Field "${field}" must be a ${issue.expected}.`;
    }
    if (issue.code === "too_small") return `Field "${field}" must not be empty.`;
    if (issue.code === "too_big") return `Field "${field}" is too long (at most ${String(issue.maximum)} characters).`;
    // A rule of our own states its message ("must ..."); zod's defaults ("Invalid ...") could echo a pattern.
    if ((issue.code === "custom" || issue.code === "invalid_format") && issue.message.startsWith("must "))
      return `Field "${field}" ${issue.message}.`;
    return `Field "${field}" is not valid.`;
  });
  return sentences.join(" ");
}

/** The validated body; 400 InvalidRequest naming the fields otherwise. A missing body is validated as `{}`. */
export function parseBody<T>(schema: z.ZodType<T>, headers: IncomingHttpHeaders, body: unknown): T {
  const input = hasBody(headers) ? body : {};
  const result = schema.safeParse(input);
  if (!result.success) throw ApiErrors.invalidRequest(describeIssues(result.error.issues, input));
  return result.data;
}

/** For calls that take no input: the body must be absent or `{}`. */
export const EmptyBody = z.strictObject({});
