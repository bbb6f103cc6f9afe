/**
 * What the calendar functions need from a calendar provider (Microsoft Graph, Google Calendar), as one interface
 * so the token lifecycle, the store and the handlers never see a provider's URLs or wire format, and tests can
 * inject a fake. One implementation per provider folder (server/calendar/providers/microsoft/, providers/google/),
 * fetch-only, base URLs from settings.
 */
import type { ProviderId } from "../../../core/calendar/model";

/** The provider account a grant belongs to (Graph /me, Google userinfo). */
export interface ProviderAccount {
  /** Stable id at the provider (Graph user id, Google `sub`). */
  id: string;
  email: string;
  name?: string;
}

/** Tokens from the provider's token endpoint. */
export interface OAuthGrant {
  accessToken: string;
  /** Absent when the provider issued none (refresh responses may omit it: keep the previous one). */
  refreshToken?: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
  scope: string;
}

/** A time window: `start` inclusive, `end` exclusive, both ISO 8601 instants with an offset. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Raw events as the provider sent them (Graph event objects, Google events.list items), with fetch statistics. */
export interface FetchedEvents {
  items: unknown[];
  pages: number;
  /** Throttled or failed requests that were retried. */
  retries: number;
}

/**
 * One pass of a sync of a provider's calendar over a window: a full listing (no cursor, or the provider refused the
 * old one), the changes since the cursor (Google syncToken, Graph delta link), or a full listing continued from
 * where an earlier pass stopped (`full` false, its items added to what that pass kept).
 */
export interface SyncedChanges {
  full: boolean;
  /** Events added or changed (the whole window's events when `full` and `complete`), as the provider sent them. */
  items: unknown[];
  /** Ids of events deleted or canceled since the cursor (or moved out of the window). */
  removed: string[];
  /**
   * Recurring series whose kept instances are to be dropped before `items` are applied: a Graph series sent whole
   * again, a Google series canceled by its own id.
   */
  clearedSeries: string[];
  /**
   * Where the next pass starts: the next sync's cursor (Google nextSyncToken, Graph deltaLink) when `complete`, else
   * the page the unfinished listing continues from. Opaque outside the provider.
   */
  cursor: string;
  /**
   * False when a full listing's pass stopped before its last page, because `stopAfter` had passed (a year of a
   * busy calendar can take longer than one request may) or a page failed: what came is to be kept, and `cursor`
   * continues the listing.
   */
  complete: boolean;
  pages: number;
  retries: number;
  /**
   * What the provider asks to be handed back at the next pass (SyncOptions.state), opaque outside it: Graph's
   * series masters read so far and the occurrences still waiting for theirs. Absent: nothing.
   */
  state?: unknown;
}

export type ProviderErrorKind =
  /** The grant is revoked or expired (OAuth `invalid_grant`): the user must reconnect. */
  | "invalid_grant"
  /** The access token was refused (401) even after a refresh. */
  | "unauthorized"
  /** Still throttled after the bounded retries. */
  | "rate_limited"
  /** Any other answer the provider gave (4xx/5xx, malformed body). */
  | "provider_error"
  /** No answer (DNS, connection refused, timeout). */
  | "network";

/** One error type for every provider call, so the view can say which calendar failed and why. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    readonly operation: "authorize" | "token" | "refresh" | "revoke" | "account" | "events",
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
    /** The provider's own code: OAuth `error` (interaction_required), Graph `error.code`, Google `errors[].reason`. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** What a caller hands a provider's listing. */
export interface ListOptions {
  signal?: AbortSignal;
  /** Epoch ms the caller stops waiting at: no throttled wait reaches past it (it is reported as throttling). */
  deadlineAt?: number;
}

export interface SyncOptions extends ListOptions {
  /** What the provider's previous pass asked to keep (SyncedChanges.state). */
  state?: unknown;
  /** Epoch ms after which a sync asks for no further page (see SyncedChanges.complete). */
  stopAfter?: number;
}

export interface CalendarProvider {
  id: ProviderId;
  /** The consent page URL (PKCE S256 challenge, state, the provider's scopes and offline access). */
  authorizationUrl(params: { state: string; codeChallenge: string; redirectUri: string }): URL;
  exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthGrant>;
  /** Throws ProviderError kind 'invalid_grant' when the grant was revoked or expired. */
  refresh(refreshToken: string): Promise<OAuthGrant>;
  /** Revokes the grant where the provider allows it (Google); 'not_supported' where it does not (Microsoft). */
  revoke(refreshToken: string): Promise<"revoked" | "not_supported">;
  account(accessToken: string): Promise<ProviderAccount>;
  /** Whether a grant's `scope` lets us read events (Google's consent screen lets the user untick calendar access). */
  grantsCalendarAccess(scope: string): boolean;
  /** Every event in the range (following the provider's paging), retrying throttled requests with bounded backoff. */
  listEvents(accessToken: string, range: TimeRange, options?: ListOptions): Promise<FetchedEvents>;
  /** Days a refresh token lives after consent, where the provider limits it (Google, for apps in testing: 7). */
  refreshTokenDays?: number;
  /** Names the sync query (its parameters, how answers are read): a cursor kept under another is not reused. */
  syncVersion: string;
  /**
   * The changes in `window` since `cursor`; a full listing without one, or when the provider says it expired
   * (410), with `full` set. A full listing asks for no page once `stopAfter` (epoch ms) has passed, and keeps the
   * pages read before one that fails: the pass ends incomplete, and its cursor continues the listing. Bounded
   * retries as listEvents (within `stopAfter` for a full listing).
   */
  syncEvents(
    accessToken: string,
    window: TimeRange,
    cursor: string | undefined,
    options?: SyncOptions,
  ): Promise<SyncedChanges>;
}
