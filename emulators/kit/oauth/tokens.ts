/** Opaque token strings and their stored form: only a SHA-256 of each token is kept, in memory and on disk. */
import { createHash, randomBytes } from "node:crypto";

export function opaqueToken(prefix: string, bytes = 32): string {
  return `${prefix}${randomBytes(bytes).toString("base64url")}`;
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
