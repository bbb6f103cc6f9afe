/**
 * One-time codes (sign-up confirmation, password reset, attribute verification, SMS MFA):
 * random 6 digits, single use, expiring, and locked after too many wrong guesses.
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { CognitoError, Errors } from "./errors";

export interface CodeRecord {
  code: string;
  issuedAt: number;
  expiresAt: number;
  /** Wrong guesses so far. */
  failures: number;
  /** Set once `failures` reached the limit: every later attempt is refused until a new code is issued. */
  locked: boolean;
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function issueCode(now: number, ttlMs: number, code: string = generateCode()): CodeRecord {
  return { code, issuedAt: now, expiresAt: now + ttlMs, failures: 0, locked: false };
}

export type CodeCheckResult = "ok" | "mismatch" | "expired" | "locked";

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks `given` against `record`, updating `record` in place (failure count, lock). The caller
 * deletes the record on "ok" (single use) and persists it otherwise.
 */
export function checkCode(
  record: CodeRecord | undefined,
  given: unknown,
  now: number,
  maxFailures: number,
): CodeCheckResult {
  if (!record) return "mismatch";
  if (record.locked) return "locked";
  if (typeof given !== "string" || !sameCode(record.code, given)) {
    record.failures += 1;
    if (record.failures >= maxFailures) {
      record.locked = true;
      return "locked";
    }
    return "mismatch";
  }
  if (now >= record.expiresAt) return "expired";
  return "ok";
}

/** Maps a failed check to the Cognito error for it. */
export function codeError(result: Exclude<CodeCheckResult, "ok">): CognitoError {
  switch (result) {
    case "expired":
      return Errors.codeExpired();
    case "locked":
      return Errors.attemptsExceeded();
    case "mismatch":
      return Errors.codeMismatch();
  }
}

export function isExpired(record: { expiresAt: number }, now: number): boolean {
  return now >= record.expiresAt;
}
