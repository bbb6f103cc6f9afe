/**
 * Request-body field checks with Cognito's error shapes: wrong JSON types are
 * SerializationException, missing/too long/malformed values InvalidParameterException. JSON null
 * counts as absent (clients send `"DEVICE_KEY": null`).
 */
import { CognitoError, Errors } from "./errors";

export type Body = Record<string, unknown>;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function typeError(name: string, expected: string): CognitoError {
  return new CognitoError("SerializationException", `Unexpected value type for ${name}: expected ${expected}.`);
}

export interface StringRule {
  max?: number;
  min?: number;
  pattern?: RegExp;
  patternText?: string;
}

function checkString(name: string, value: string, rule: StringRule): string {
  const max = rule.max ?? 2048;
  if (value.length > max)
    throw Errors.validation(lowerFirst(name), `Member must have length less than or equal to ${max}`);
  if (rule.min !== undefined && value.length < rule.min) {
    throw Errors.validation(lowerFirst(name), `Member must have length greater than or equal to ${rule.min}`);
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw Errors.validation(
      lowerFirst(name),
      `Member must satisfy regular expression pattern: ${rule.patternText ?? rule.pattern.source}`,
    );
  }
  return value;
}

export function optString(body: Body, name: string, rule: StringRule = {}): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw typeError(name, "string");
  return checkString(name, value, rule);
}

export function reqString(body: Body, name: string, rule: StringRule = {}): string {
  const value = optString(body, name, rule);
  if (value === undefined || value.length === 0) throw Errors.missingParameter(name);
  return value;
}

export function optBool(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw typeError(name, "boolean");
  return value;
}

export function optInt(body: Body, name: string, min: number, max: number): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) throw typeError(name, "integer");
  if (value < min) throw Errors.validation(lowerFirst(name), `Member must have value greater than or equal to ${min}`);
  if (value > max) throw Errors.validation(lowerFirst(name), `Member must have value less than or equal to ${max}`);
  return value;
}

/** A map of string to string (AuthParameters, ChallengeResponses, ClientMetadata); null values dropped. */
export function optStringMap(body: Body, name: string, maxEntries = 64): Record<string, string> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw typeError(name, "map");
  const out: Record<string, string> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > maxEntries)
    throw Errors.validation(lowerFirst(name), `Member must have at most ${maxEntries} entries`);
  for (const [k, v] of entries) {
    if (v === null || v === undefined) continue;
    if (typeof v !== "string") throw typeError(`${name}.${k}`, "string");
    if (k.length > 256)
      throw Errors.validation(lowerFirst(name), "Map keys must have length less than or equal to 256");
    out[k] = checkString(`${name}.${k}`, v, { max: 16384 });
  }
  return out;
}

export function reqStringMap(body: Body, name: string): Record<string, string> {
  const map = optStringMap(body, name);
  if (!map) throw Errors.missingParameter(name);
  return map;
}

export interface AttributeInput {
  Name: string;
  Value: string;
}

/** [{Name, Value}] lists (UserAttributes). */
export function optAttributes(body: Body, name: string): AttributeInput[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw typeError(name, "list");
  if (value.length > 100)
    throw Errors.validation(lowerFirst(name), "Member must have length less than or equal to 100");
  return value.map((item, i) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw typeError(`${name}.${i + 1}`, "structure");
    const entry = item as Body;
    const attrName = reqString(entry, "Name", {
      max: 32,
      min: 1,
      pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u,
      patternText: "[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+",
    });
    const attrValue = optString(entry, "Value", { max: 2048 }) ?? "";
    return { Name: attrName, Value: attrValue };
  });
}

export function optStringList(body: Body, name: string, maxItems = 100): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw typeError(name, "list");
  if (value.length > maxItems)
    throw Errors.validation(lowerFirst(name), `Member must have length less than or equal to ${maxItems}`);
  return value.map((v, i) => {
    if (typeof v !== "string") throw typeError(`${name}.${i + 1}`, "string");
    return checkString(name, v, { max: 2048 });
  });
}

export function optObject(body: Body, name: string): Body | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw typeError(name, "structure");
  return value as Body;
}

/** Usernames: Cognito's pattern and length limit. */
export const USERNAME_RULE: StringRule = {
  max: 128,
  min: 1,
  pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u,
  patternText: "[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+",
};
export const CLIENT_ID_RULE: StringRule = { max: 128, min: 1, pattern: /^[\w+]+$/, patternText: "[\\w+]+" };
export const CODE_RULE: StringRule = { max: 2048, min: 1, pattern: /^[\S]+$/, patternText: "[\\S]+" };
export const TOKEN_RULE: StringRule = { max: 16384, pattern: /^[A-Za-z0-9\-_=.]+$/, patternText: "[A-Za-z0-9-_=.]+" };
export const SESSION_RULE: StringRule = { max: 2048, min: 20 };
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+[0-9]{4,15}$/;
