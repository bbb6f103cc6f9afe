/** In-memory OAuth state of the hosted UI: authorization codes and the fake-Google round trip. */
import { randomBytes } from "node:crypto";
import type { SeedGoogleIdentity } from "../seed";
import type { AuthorizeRequest } from "./authorize-request";

export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  username: string;
  scopes: string[];
  codeChallenge?: string;
  nonce?: string;
  authTime: number;
  provider?: string;
  expiresAt: number;
}

export interface PendingFederation {
  id: string;
  request: AuthorizeRequest;
  expiresAt: number;
}

export interface GoogleCode {
  code: string;
  pendingId: string;
  identity: SeedGoogleIdentity;
  expiresAt: number;
}

export interface OAuthMemory {
  codes: Map<string, AuthorizationCode>;
  /** Codes already redeemed (or spent by a failed redemption), until they would have expired. */
  usedCodes: Map<string, number>;
  pending: Map<string, PendingFederation>;
  googleCodes: Map<string, GoogleCode>;
}

export function newOAuthMemory(): OAuthMemory {
  return { codes: new Map(), usedCodes: new Map(), pending: new Map(), googleCodes: new Map() };
}

export function randomId(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

export function pruneOAuth(mem: OAuthMemory, now: number): void {
  for (const [k, v] of mem.codes) if (v.expiresAt < now) mem.codes.delete(k);
  for (const [k, v] of mem.usedCodes) if (v < now) mem.usedCodes.delete(k);
  for (const [k, v] of mem.pending) if (v.expiresAt < now) mem.pending.delete(k);
  for (const [k, v] of mem.googleCodes) if (v.expiresAt < now) mem.googleCodes.delete(k);
}
