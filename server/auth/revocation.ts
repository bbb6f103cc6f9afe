/**
 * Has this sign-in been revoked (RevokeToken, GlobalSignOut, a deleted or disabled user)? A JWT cannot say, so
 * the answer comes from Cognito: GetUser with the session's access token fails once its `origin_jti` family is
 * revoked. Answers are cached per access token so a busy page does not call Cognito on every request:
 *  - "alive" for `ttlMs` (30 s by default, never past the token's expiry). Trade-off: a session revoked
 *    elsewhere (the account page's "sign out everywhere", another function instance) can still pass here for up
 *    to that long. Sign-out through our own /api/auth/revoke is seen at once on this instance (forgetSession).
 *  - "revoked" until the token expires: revocation is final.
 * Concurrent checks of one token share one GetUser call. Cognito unreachable: 503, never a pass (fail closed).
 */
import { createHash } from "crypto";
import { ApiErrors } from "../http";

export interface RevocationOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  alive: boolean;
  until: number;
  originJti?: string;
}

export class RevocationCheck {
  private readonly cache = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<boolean>>();
  /** origin_jti of sessions ended through this instance, until their tokens expire. */
  private readonly ended = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly sessionActive: (accessToken: string) => Promise<boolean>,
    options: RevocationOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Resolves when the session is alive; throws 401 InvalidToken when revoked, 503 when Cognito cannot say. */
  async assertActive(
    accessToken: string,
    claims: { exp: number; originJti?: string },
    /** Cognito's answer, asked for this request (a sign-in's hand-over shares its GetUser); the default otherwise. */
    sessionActive: (accessToken: string) => Promise<boolean> = this.sessionActive,
  ): Promise<void> {
    const now = this.now();
    if (claims.originJti && this.isEnded(claims.originJti)) throw ApiErrors.invalidToken();
    const key = createHash("sha256").update(accessToken).digest("base64url");
    const hit = this.cache.get(key);
    if (hit && hit.until > now) {
      if (hit.alive) return;
      throw ApiErrors.invalidToken();
    }
    let pending = this.running.get(key);
    if (!pending) {
      pending = sessionActive(accessToken).finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    const alive = await pending;
    const expiresAt = claims.exp * 1000;
    this.remember(key, {
      alive,
      until: alive ? Math.min(this.now() + this.ttlMs, expiresAt) : expiresAt,
      ...(claims.originJti ? { originJti: claims.originJti } : {}),
    });
    if (!alive) throw ApiErrors.invalidToken();
  }

  /** Whether this instance ended the sign-in (see forgetSession). */
  isEnded(originJti: string): boolean {
    return (this.ended.get(originJti) ?? 0) > this.now();
  }

  /** This instance revoked the sign-in: refuse its tokens from now on, without waiting for the cache. */
  forgetSession(originJti: string, until: number): void {
    this.ended.set(originJti, until);
    for (const [key, entry] of this.cache) if (entry.originJti === originJti) this.cache.delete(key);
    if (this.ended.size > this.maxEntries) this.prune(this.ended, (t) => t);
  }

  private remember(key: string, entry: Entry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > this.maxEntries) this.prune(this.cache, (e) => e.until);
  }

  /** Drops expired entries, then the oldest ones, to stay under maxEntries. */
  private prune<V>(map: Map<string, V>, until: (v: V) => number): void {
    const now = this.now();
    for (const [k, v] of map) if (until(v) <= now) map.delete(k);
    for (const k of map.keys()) {
      if (map.size <= this.maxEntries) break;
      map.delete(k);
    }
  }
}
