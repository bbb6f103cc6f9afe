/** PKCE (RFC 7636) with S256 only, as both providers' stand-ins require it. */
import { createHash, timingSafeEqual } from "node:crypto";

/** A base64url SHA-256 digest: 43 characters. */
export const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export type VerifierCheck = "ok" | "missing" | "malformed" | "mismatch";

export function checkVerifier(verifier: string | null, challenge: string): VerifierCheck {
  if (!verifier) return "missing";
  if (!CODE_VERIFIER.test(verifier)) return "malformed";
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b) ? "ok" : "mismatch";
}
