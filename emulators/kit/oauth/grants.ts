/**
 * Grants: what a user's consent gives one client, with its refresh and access tokens (stored as hashes). They are
 * persisted with the kit's JsonStore, so restarting a stand-in keeps the site's connections working, and a revoked
 * grant stays known (its tokens answer invalid_grant / 401 rather than vanishing).
 */
import { JsonStore } from "../store";
import { opaqueToken, tokenHash } from "./tokens";

export interface GrantRecord {
  id: string;
  accountId: string;
  clientId: string;
  scopes: string[];
  createdAt: number;
  lastRefreshedAt: number | null;
  revokedAt: number | null;
  /** Every refresh token issued (Microsoft rotates them; earlier ones stay valid until the grant is revoked). */
  refreshTokens: { hash: string; issuedAt: number; lastUsedAt: number }[];
  accessTokens: { hash: string; expiresAt: number }[];
  /**
   * A failure a dev control put on the grant, as after a conditional-access or consent change at the provider: its
   * access tokens are refused and refreshing answers this (the provider's token endpoint says how).
   */
  failure?: string;
  /** Refresh tokens end this long after consent (Google, apps in testing: 7 days). Absent: no such limit. */
  refreshLifetimeMs?: number;
  /** refreshLifetimeMs was set by a dev-control failure, not at consent: `failure: "none"` removes it. */
  refreshLifetimeFromFailure?: true;
  /** Scopes a dev-control failure took from the grant: `failure: "none"` gives them back. */
  removedScopes?: string[];
}

interface GrantsState {
  version: 1;
  grants: GrantRecord[];
}

export interface GrantSummary {
  id: string;
  accountId: string;
  clientId: string;
  scopes: string[];
  createdAt: string;
  lastRefreshedAt: string | null;
  revokedAt: string | null;
  hasRefreshToken: boolean;
  liveAccessTokens: number;
}

export interface IssuedTokens {
  grant: GrantRecord;
  accessToken: string;
  expiresIn: number;
  refreshToken?: string;
}

export type RefreshFailure = "unknown" | "revoked" | "expired" | "client_mismatch" | "not_allowed" | "failed";
export type AccessFailure = "unknown" | "expired" | "revoked" | "failed";

export interface GrantBookOptions {
  now: () => number;
  accessTokenLifetimeSeconds: number;
  /** A refresh token unused for this long is refused as expired (Microsoft: 90 days). Undefined: never. */
  refreshIdleMs?: number;
  prefixes: { access: string; refresh: string };
  /** Discard stored grants. */
  reset?: boolean;
}

const MAX_REFRESH_TOKENS_PER_GRANT = 20;
const MAX_REVOKED_GRANTS = 200;

function checkState(data: unknown): string | null {
  const d = data as Partial<GrantsState> | null;
  return d && d.version === 1 && Array.isArray(d.grants) ? null : "unknown grants file format";
}

export class GrantBook {
  private constructor(
    private readonly store: JsonStore<GrantsState>,
    private readonly options: GrantBookOptions,
  ) {}

  /** `file` null keeps grants in memory. Returns the book and why the stored file was not used (or null). */
  static async open(
    file: string | null,
    options: GrantBookOptions,
  ): Promise<{ book: GrantBook; reseeded: string | null }> {
    const store = new JsonStore<GrantsState>(file);
    const loaded = await store.load(
      () => ({ version: 1, grants: [] }),
      (data) => (options.reset ? "reset requested" : checkState(data)),
    );
    return { book: new GrantBook(store, options), reseeded: loaded.reseeded };
  }

  private get grantsList(): GrantRecord[] {
    return this.store.state.grants;
  }

  async create(req: {
    accountId: string;
    clientId: string;
    scopes: string[];
    offline: boolean;
    refreshLifetimeMs?: number;
  }): Promise<IssuedTokens> {
    const now = this.options.now();
    const grant: GrantRecord = {
      id: opaqueToken("grant-", 12),
      accountId: req.accountId,
      clientId: req.clientId,
      scopes: [...req.scopes],
      createdAt: now,
      lastRefreshedAt: null,
      revokedAt: null,
      refreshTokens: [],
      accessTokens: [],
      ...(req.refreshLifetimeMs !== undefined ? { refreshLifetimeMs: req.refreshLifetimeMs } : {}),
    };
    this.grantsList.push(grant);
    const issued = this.issue(grant, req.offline);
    await this.store.commit();
    return issued;
  }

  /**
   * A refresh_token grant: a new access token, and a new refresh token when `rotate`. `allow` can refuse the grant
   * (e.g. a refresh asking for scopes it does not have) before anything is issued.
   */
  async refresh(
    token: string,
    clientId: string,
    options: { rotate: boolean; allow?: (grant: GrantRecord) => boolean },
  ): Promise<({ ok: true } & IssuedTokens) | { ok: false; reason: RefreshFailure; grant?: GrantRecord }> {
    const hash = tokenHash(token);
    const grant = this.grantsList.find((g) => g.refreshTokens.some((r) => r.hash === hash));
    if (!grant) return { ok: false, reason: "unknown" };
    if (grant.revokedAt !== null) return { ok: false, reason: "revoked", grant };
    if (grant.clientId !== clientId) return { ok: false, reason: "client_mismatch", grant };
    if (grant.failure !== undefined) return { ok: false, reason: "failed", grant };
    const record = grant.refreshTokens.find((r) => r.hash === hash);
    const now = this.options.now();
    if (grant.refreshLifetimeMs !== undefined && now - grant.createdAt >= grant.refreshLifetimeMs)
      return { ok: false, reason: "expired", grant };
    if (record && this.options.refreshIdleMs !== undefined && now - record.lastUsedAt > this.options.refreshIdleMs)
      return { ok: false, reason: "expired", grant };
    if (options.allow && !options.allow(grant)) return { ok: false, reason: "not_allowed", grant };
    if (record) record.lastUsedAt = now;
    grant.lastRefreshedAt = now;
    const issued = this.issue(grant, options.rotate);
    await this.store.commit();
    return { ok: true, ...issued };
  }

  authenticate(accessToken: string): { ok: true; grant: GrantRecord } | { ok: false; reason: AccessFailure } {
    const hash = tokenHash(accessToken);
    for (const grant of this.grantsList) {
      const record = grant.accessTokens.find((a) => a.hash === hash);
      if (!record) continue;
      if (grant.revokedAt !== null) return { ok: false, reason: "revoked" };
      if (grant.failure !== undefined) return { ok: false, reason: "failed" };
      if (record.expiresAt <= this.options.now()) return { ok: false, reason: "expired" };
      return { ok: true, grant };
    }
    return { ok: false, reason: "unknown" };
  }

  /** Revokes the grant a refresh or access token belongs to; false when no live grant has that token. */
  async revokeToken(token: string): Promise<boolean> {
    const hash = tokenHash(token);
    const grant = this.grantsList.find(
      (g) =>
        g.revokedAt === null &&
        (g.refreshTokens.some((r) => r.hash === hash) || g.accessTokens.some((a) => a.hash === hash)),
    );
    if (!grant) return false;
    this.markRevoked(grant);
    await this.store.commit();
    return true;
  }

  /** Revokes every live grant (of one account when given); returns how many. */
  async revokeAccount(accountId?: string): Promise<number> {
    let n = 0;
    for (const g of this.grantsList) {
      if (g.revokedAt !== null || (accountId !== undefined && g.accountId !== accountId)) continue;
      this.markRevoked(g);
      n += 1;
    }
    if (n) await this.store.commit();
    return n;
  }

  /**
   * Changes the live grants of one account (a dev control): `change` edits each, returns how many. The grants are
   * the stand-in's record of consent, so a failure set here survives a restart like the grants do.
   */
  async changeAccount(accountId: string, change: (grant: GrantRecord) => void): Promise<number> {
    let n = 0;
    for (const g of this.grantsList) {
      if (g.revokedAt !== null || g.accountId !== accountId) continue;
      change(g);
      n += 1;
    }
    if (n) await this.store.commit();
    return n;
  }

  /** Google issues a refresh token on first consent without prompt=consent; later consents need prompt=consent. */
  hasLiveOfflineGrant(accountId: string, clientId: string): boolean {
    return this.grantsList.some(
      (g) => g.revokedAt === null && g.accountId === accountId && g.clientId === clientId && g.refreshTokens.length > 0,
    );
  }

  list(): GrantSummary[] {
    const now = this.options.now();
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return this.grantsList.map((g) => ({
      id: g.id,
      accountId: g.accountId,
      clientId: g.clientId,
      scopes: g.scopes,
      createdAt: new Date(g.createdAt).toISOString(),
      lastRefreshedAt: iso(g.lastRefreshedAt),
      revokedAt: iso(g.revokedAt),
      hasRefreshToken: g.refreshTokens.length > 0,
      liveAccessTokens: g.revokedAt === null ? g.accessTokens.filter((a) => a.expiresAt > now).length : 0,
    }));
  }

  async clear(): Promise<void> {
    await this.store.replace({ version: 1, grants: [] });
  }

  /** Flushes pending writes (on close). */
  flush(): Promise<void> {
    return this.store.commit();
  }

  private issue(grant: GrantRecord, withRefresh: boolean): IssuedTokens {
    const now = this.options.now();
    const lifetime = this.options.accessTokenLifetimeSeconds;
    const accessToken = opaqueToken(this.options.prefixes.access);
    grant.accessTokens = grant.accessTokens.filter((a) => a.expiresAt > now);
    grant.accessTokens.push({ hash: tokenHash(accessToken), expiresAt: now + lifetime * 1000 });
    const issued: IssuedTokens = { grant, accessToken, expiresIn: lifetime };
    if (withRefresh) {
      const refreshToken = opaqueToken(this.options.prefixes.refresh);
      grant.refreshTokens.push({ hash: tokenHash(refreshToken), issuedAt: now, lastUsedAt: now });
      grant.refreshTokens = grant.refreshTokens.slice(-MAX_REFRESH_TOKENS_PER_GRANT);
      issued.refreshToken = refreshToken;
    }
    return issued;
  }

  private markRevoked(grant: GrantRecord): void {
    grant.revokedAt = this.options.now();
    grant.accessTokens = [];
    const revoked = this.grantsList.filter((g) => g.revokedAt !== null);
    if (revoked.length > MAX_REVOKED_GRANTS) {
      const drop = new Set(revoked.slice(0, revoked.length - MAX_REVOKED_GRANTS));
      this.store.state.grants = this.grantsList.filter((g) => !drop.has(g));
    }
  }
}
