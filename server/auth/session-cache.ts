/**
 * Fully verified sessions, remembered briefly: the exact id + access token pair (by SHA-256) that passed every
 * check in session.ts, for 30 s and never past either token's expiry. A page sends the same pair on every call
 * for up to an hour, and re-checking two RSA signatures each time is most of a request's CPU. Identical bytes
 * verify identically, so this adds no risk beyond the revocation cache's own 30 s window (the same trade-off
 * API Gateway makes when it caches authorizer results by token). Sign-out through this instance drops the
 * session's entries at once.
 */
import { createHash } from "crypto";

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  until: number;
  originJti?: string;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  static key(idToken: string, accessToken: string): string {
    return createHash("sha256").update(idToken).update("\n").update(accessToken).digest("base64url");
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Remembers a verified session until min(now + TTL, expiresAtMs). A TTL of 0 disables the cache. */
  set(key: string, value: T, expiresAtMs: number, originJti?: string): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      until: Math.min(this.now() + this.ttlMs, expiresAtMs),
      ...(originJti ? { originJti } : {}),
    });
    if (this.entries.size > this.maxEntries) this.prune();
  }

  forgetSession(originJti: string): void {
    for (const [k, e] of this.entries) if (e.originJti === originJti) this.entries.delete(k);
  }

  private prune(): void {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
  }
}
