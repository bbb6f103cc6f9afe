/**
 * A CalendarProvider for tests of the token lifecycle, the events service and the handlers: an in-memory
 * authorization server that checks PKCE, issues and refreshes grants, and whose event listing each test replaces.
 * It records what it was asked, so tests can assert a refresh or a revoke happened (or did not).
 */
import { createHash } from "crypto";
import type { ProviderId } from "../../../core/calendar/model";
import {
  ProviderError,
  type CalendarProvider,
  type FetchedEvents,
  type ListOptions,
  type OAuthGrant,
  type ProviderAccount,
  type SyncedChanges,
  type SyncOptions,
  type TimeRange,
} from "../providers/provider";

export interface FakeProviderOptions {
  now?: () => number;
  account?: ProviderAccount;
  /** Access token lifetime. */
  lifetimeMs?: number;
}

export class FakeProvider implements CalendarProvider {
  readonly calls = {
    exchange: 0,
    refresh: 0,
    revoke: [] as string[],
    list: [] as string[],
    /** The cursor of each sync (null for a full one). */
    sync: [] as (string | null)[],
  };
  /** Grants the user revoked at the provider: refreshing them answers invalid_grant. */
  readonly revoked = new Set<string>();
  /** Whether a refresh answer carries a new refresh token (Microsoft rotates; Google usually does not). */
  rotateRefreshTokens = true;
  /** The scope the next grants carry; `grantsCalendarAccess` accepts only "calendar". */
  grantedScope = "calendar";
  /** Set to make the next refreshes fail this way. */
  refreshFailure: ProviderError | null = null;
  revokeFailure: Error | null = null;
  account_: ProviderAccount;
  /** Replace per test. */
  listEvents: (accessToken: string, range: TimeRange, options?: ListOptions) => Promise<FetchedEvents> = async (
    accessToken,
  ) => {
    this.calls.list.push(accessToken);
    return { items: [], pages: 1, retries: 0 };
  };

  syncVersion = "fake-1";
  /** Set to give refresh tokens a lifetime (a Google app in testing). */
  refreshTokenDays?: number;
  /**
   * Replace per test. By default a full listing of the window through listEvents (so tests that replace only
   * listEvents see their events through a sync too), and no changes since a cursor it gave.
   */
  syncEvents: (
    accessToken: string,
    window: TimeRange,
    cursor: string | undefined,
    options?: SyncOptions,
  ) => Promise<SyncedChanges> = async (accessToken, window, cursor, options) => {
    this.calls.sync.push(cursor ?? null);
    const changes = { removed: [], clearedSeries: [], complete: true };
    if (cursor?.startsWith(`${this.id}-cursor-`))
      return { full: false, items: [], ...changes, cursor, pages: 1, retries: 0 };
    const fetched = await this.listEvents(accessToken, window, options);
    return { full: true, ...fetched, ...changes, cursor: `${this.id}-cursor-${++this.serial}` };
  };

  private readonly challenges = new Map<string, { challenge: string; redirectUri: string }>();
  private readonly codes = new Map<string, { challenge: string; redirectUri: string }>();
  private serial = 0;
  private readonly now: () => number;
  private readonly lifetimeMs: number;

  constructor(
    readonly id: ProviderId,
    options: FakeProviderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.lifetimeMs = options.lifetimeMs ?? 3600_000;
    this.account_ = options.account ?? { id: `${id}-user-1`, email: `ada@${id}.example` };
  }

  authorizationUrl(params: { state: string; codeChallenge: string; redirectUri: string }): URL {
    this.challenges.set(params.state, { challenge: params.codeChallenge, redirectUri: params.redirectUri });
    const url = new URL(`https://login.${this.id}.example/authorize`);
    url.searchParams.set("state", params.state);
    url.searchParams.set("code_challenge", params.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    url.searchParams.set("redirect_uri", params.redirectUri);
    return url;
  }

  /** What the consent page would do when the user agrees: a code for the attempt with this state. */
  consent(state: string): string {
    const attempt = this.challenges.get(state);
    if (!attempt) throw new Error(`no authorization started with state ${state}`);
    const code = `code-${++this.serial}`;
    this.codes.set(code, attempt);
    return code;
  }

  private grant(): OAuthGrant {
    const n = ++this.serial;
    return {
      accessToken: `${this.id}-access-${n}`,
      refreshToken: `${this.id}-refresh-${n}`,
      expiresAt: this.now() + this.lifetimeMs,
      scope: this.grantedScope,
    };
  }

  async exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthGrant> {
    this.calls.exchange++;
    const attempt = this.codes.get(params.code);
    this.codes.delete(params.code);
    const challenge = createHash("sha256").update(params.codeVerifier).digest("base64url");
    if (!attempt || attempt.challenge !== challenge || attempt.redirectUri !== params.redirectUri)
      throw new ProviderError(this.id, "token", "invalid_grant", "The code is not valid for this verifier.", 400);
    return this.grant();
  }

  async refresh(refreshToken: string): Promise<OAuthGrant> {
    this.calls.refresh++;
    if (this.refreshFailure) throw this.refreshFailure;
    if (this.revoked.has(refreshToken))
      throw new ProviderError(this.id, "refresh", "invalid_grant", "Token has been expired or revoked.", 400);
    const grant = this.grant();
    if (!this.rotateRefreshTokens) delete grant.refreshToken;
    return grant;
  }

  async revoke(refreshToken: string): Promise<"revoked" | "not_supported"> {
    this.calls.revoke.push(refreshToken);
    if (this.revokeFailure) throw this.revokeFailure;
    if (this.id === "microsoft") return "not_supported";
    this.revoked.add(refreshToken);
    return "revoked";
  }

  async account(): Promise<ProviderAccount> {
    return this.account_;
  }

  grantsCalendarAccess(scope: string): boolean {
    return scope.split(" ").includes("calendar");
  }
}

export function fakeProviders(options: FakeProviderOptions = {}): Record<ProviderId, FakeProvider> {
  return { microsoft: new FakeProvider("microsoft", options), google: new FakeProvider("google", options) };
}
