/**
 * What an OAuth client computes on its own side of the hosted-UI code flow, for tests: a PKCE pair (RFC 7636,
 * S256) and a look inside a JWT's payload (no verification: verifierFor in helpers.ts does that).
 * No dependencies beyond node:crypto, so the Playwright specs can use it too.
 */
import { createHash, randomBytes } from "node:crypto";

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}
