/**
 * Cognito password policy checks. The shape mirrors the pool's PasswordPolicyType; the messages
 * are the ones Cognito puts after "Password did not conform with policy: ".
 */
import { POOL } from "../../core/cognito/poolDefinition";
import { CognitoError, Errors } from "./errors";

export interface PasswordPolicy {
  minimumLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
  /** Days a temporary password (AdminCreateUser) stays valid. */
  temporaryPasswordValidityDays: number;
}

/** The deployed pool's policy (core/cognito/poolDefinition.ts): minimum 8, no required character classes. */
export const SITE_PASSWORD_POLICY: PasswordPolicy = { ...POOL.passwordPolicy };

/** Cognito's special characters: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
export const SYMBOLS = "^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+- ";

export const PASSWORD_MAX_LENGTH = 256;

/** Returns the first policy violation as a message, or null when the password is acceptable. */
export function passwordViolation(password: string, policy: PasswordPolicy): string | null {
  if ([...password].length < policy.minimumLength) return "Password not long enough";
  if (policy.requireLowercase && !/[a-z]/.test(password)) return "Password must have lowercase characters";
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return "Password must have uppercase characters";
  if (policy.requireNumbers && !/[0-9]/.test(password)) return "Password must have numeric characters";
  if (policy.requireSymbols && ![...password].some((c) => SYMBOLS.includes(c)))
    return "Password must have symbol characters";
  return null;
}

/**
 * Validates a proposed password: the service-level constraints (length <= 256, no leading or
 * trailing whitespace: InvalidParameterException) then the pool policy (InvalidPasswordException).
 */
export function assertPasswordAcceptable(
  password: unknown,
  policy: PasswordPolicy,
  field = "password",
): asserts password is string {
  if (typeof password !== "string" || password.length === 0) throw Errors.missingParameter(field.toUpperCase());
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw Errors.validation(field, `Member must have length less than or equal to ${PASSWORD_MAX_LENGTH}`);
  }
  if (!/^\S(?:.*\S)?$/su.test(password)) {
    throw Errors.validation(field, "Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$");
  }
  const violation = passwordViolation(password, policy);
  if (violation) throw Errors.invalidPassword(violation);
}

/** A random password that satisfies `policy` (for AdminCreateUser without TemporaryPassword). */
export function generatePassword(policy: PasswordPolicy, random: (n: number) => number): string {
  const lower = "abcdefghijkmnopqrstuvwxyz";
  const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const digits = "23456789";
  const symbols = "!#%+-=";
  const pick = (set: string) => set[random(set.length)] as string;
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  const all = lower + upper + digits;
  while (chars.length < Math.max(12, policy.minimumLength)) chars.push(pick(all));
  return chars.join("");
}

export function isPolicyError(err: unknown): err is CognitoError {
  return (
    err instanceof CognitoError && (err.type === "InvalidPasswordException" || err.type === "InvalidParameterException")
  );
}
