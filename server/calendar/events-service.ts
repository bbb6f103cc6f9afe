/**
 * GET /api/calendar/events: both connected calendars fetched concurrently, each as an independent task that turns
 * its own failure into that provider's outcome (reconnect, or an error saying which calendar failed and why), so
 * one failing calendar never blanks the view. The successful providers' raw items go to the rules engine, which is
 * injected (pure, no I/O), with the user's un-merged keys.
 */
import {
  MAX_UNREADABLE,
  PROVIDERS,
  type EventsResponse,
  type ProviderId,
  type ProviderOutcome,
  type UnifiedEvent,
} from "../../core/calendar/model";
import { ApiErrors } from "../http";
import { logError } from "../log";
import type { AccessToken, ConnectionService } from "./connections";
import { reconnectMessage, reconnectMessages } from "./reconnect-reasons";
import { PROVIDER_NAMES } from "./names";
import { ProviderError, type CalendarProvider, type FetchedEvents, type TimeRange } from "./providers/provider";
import type { CalendarStore, StoredConnection } from "./store/store";
import { EVENTS_TIMEOUT_SECONDS } from "./settings";
import type { EventSync, SyncResult } from "./event-sync";
import { DAY_MS } from "../../core/time/units";

/** The rules engine's entry point (server/calendar/rules), injected so this service and its tests need no rules. */
export type BuildUnifiedEvents = (
  raw: Partial<Record<ProviderId, readonly unknown[]>>,
  options: { unmerged?: readonly string[] },
) => { events: UnifiedEvent[]; skipped: { provider: ProviderId; id?: string; reason: string }[] };

export const MAX_RANGE_DAYS = 400;
/** What the events function keeps of its time limit for the rules and the answer, after the calendars' deadline. */
export const EVENTS_ANSWER_RESERVE_MS = 1_000;

/** The calendars' deadline within the platform's time limit for the events function (CALENDAR_EVENTS_TIMEOUT_SECONDS). */
export function fetchDeadlineFor(eventsTimeoutMs: number): number {
  return Math.max(2_000, eventsTimeoutMs - EVENTS_ANSWER_RESERVE_MS);
}

/**
 * From the request's start: a provider that has not answered by then (its token refresh, a retry after a refused
 * token and throttled waits included) is reported as failed, so the other calendar's events still arrive before
 * the platform stops the function (Netlify's synchronous functions stop at 10 s unless raised).
 */
export const DEFAULT_FETCH_DEADLINE_MS = fetchDeadlineFor(EVENTS_TIMEOUT_SECONDS.default * 1000);

/**
 * The part of the deadline a sync may spend asking for pages; the rest seals and stores what it read (a year of a
 * busy calendar is a few MB). A listing not finished by then goes on at the next request.
 */
export const SYNC_PAGING_SHARE = 0.6;

export interface EventsDeps {
  store: CalendarStore;
  connections: ConnectionService;
  providers: Record<ProviderId, CalendarProvider>;
  buildUnifiedEvents: BuildUnifiedEvents;
  now: () => number;
  fetchDeadlineMs?: number;
  /** Incremental sync of the year's events (absent: every visit lists the range afresh, as in some tests). */
  sync?: EventSync;
}

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;

/** Date.parse rolls 2026-02-30 over to March: the calendar date must exist as written. */
function realDate(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function instant(query: Record<string, unknown>, name: "start" | "end"): number {
  const example = name === "start" ? "2026-01-01T00:00:00Z" : "2026-04-01T00:00:00Z";
  const value = query[name];
  if (value === undefined || value === "")
    throw ApiErrors.invalidRequest(`Query parameter "${name}" is required (an ISO 8601 instant such as ${example}).`);
  const ms = typeof value === "string" && realDate(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms))
    throw ApiErrors.invalidRequest(
      `Query parameter "${name}" must be an ISO 8601 instant with a time zone, such as ${example}.`,
    );
  return ms;
}

/** The requested window, normalized to UTC; 400 naming the parameter otherwise. */
export function parseRange(query: Record<string, unknown>): TimeRange {
  const start = instant(query, "start");
  const end = instant(query, "end");
  if (end <= start) throw ApiErrors.invalidRequest('Query parameter "end" must be after "start".');
  if (end - start > MAX_RANGE_DAYS * DAY_MS)
    throw ApiErrors.invalidRequest(
      `The range from "start" to "end" is longer than ${MAX_RANGE_DAYS} days; ask for a shorter range.`,
    );
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** How much of the function's time limit was spent before the calendars were asked (0: none). */
export interface RequestTiming {
  spentMs?: number;
}

interface Deadline {
  /** Epoch ms by which each calendar has answered or is reported as failed. */
  deadlineAt: number;
  /** The whole deadline, for messages. */
  deadlineMs: number;
}

class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "DeadlineExceeded";
  }
}

/**
 * The promise, or DeadlineExceeded after `ms` (and the signal aborted so the provider can stop its requests);
 * `total` is the whole deadline the message names.
 */
function withDeadline<T>(ms: number, total: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settle first: aborting may make the provider reject at once, and its error must not win the race.
      reject(new DeadlineExceeded(total));
      controller.abort();
    }, ms);
  });
  return Promise.race([run(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

/** What the page says when one calendar could not be read. */
export function failureMessage(provider: ProviderId, err: unknown): { message: string; status?: number } {
  const name = `${PROVIDER_NAMES[provider]} calendar`;
  if (err instanceof DeadlineExceeded) {
    const seconds = Math.max(1, Math.round(err.ms / 1000));
    return {
      message: `${name}: the service did not answer within ${seconds} second${seconds === 1 ? "" : "s"}; try again shortly.`,
    };
  }
  if (err instanceof ProviderError) {
    const status = err.status !== undefined ? { status: err.status } : {};
    switch (err.kind) {
      case "rate_limited":
        return { message: `${name}: the service is throttling requests; try again in a minute.`, ...status };
      case "network":
        return { message: `${name}: the service could not be reached; try again shortly.` };
      default:
        return {
          message:
            err.status !== undefined
              ? `${name}: the service answered with an error (HTTP ${err.status}); try again later.`
              : `${name}: the service sent an answer that could not be read; try again later.`,
          ...status,
        };
    }
  }
  return { message: `${name}: the events could not be read; try again later.` };
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Whether the event shows in the range. Timed events by their instants; all-day events by their dates, a day wider
 * on each side, since the range was cut in the viewer's zone and the dates belong to none (the page places them).
 */
export function overlaps(event: Pick<UnifiedEvent, "allDay" | "start" | "end">, range: TimeRange): boolean {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  if (event.allDay) return event.start <= dateOf(end + DAY_MS) && event.end >= dateOf(start - DAY_MS);
  const eventStart = Date.parse(event.start);
  return eventStart < end && (Date.parse(event.end) > start || eventStart >= start);
}

const refusedToken = (err: unknown) =>
  err instanceof ProviderError &&
  (err.kind === "unauthorized" || (err.kind === "provider_error" && err.status === 401));

interface ProviderResult {
  outcome: ProviderOutcome;
  items?: unknown[];
}

export class EventsService {
  constructor(private readonly deps: EventsDeps) {}

  /**
   * `spentMs`: what the function spent before this call (its sign-in checks), on the platform's clock: the deadline
   * counts from the function's start.
   */
  async events(sub: string, range: TimeRange, timing: RequestTiming = {}): Promise<EventsResponse> {
    const deadlineMs = this.deps.fetchDeadlineMs ?? DEFAULT_FETCH_DEADLINE_MS;
    const deadlineAt = this.deps.now() - Math.max(0, timing.spentMs ?? 0) + deadlineMs;
    const [connections, unmerged] = await Promise.all([
      this.deps.store.listConnections(sub),
      this.deps.store.listUnmerged(sub),
    ]);
    // Independent tasks, each catching its own failure: Promise.all never rejects here.
    const results = await Promise.all(
      PROVIDERS.map((p) => this.fetchOne(sub, p, connections[p], range, { deadlineAt, deadlineMs })),
    );
    const raw: Partial<Record<ProviderId, readonly unknown[]>> = {};
    const providers = {} as Record<ProviderId, ProviderOutcome>;
    PROVIDERS.forEach((provider, i) => {
      const result = results[i] ?? { outcome: { state: "not_connected" } };
      providers[provider] = result.outcome;
      if (result.items) raw[provider] = result.items;
    });
    const { events: built, skipped } = this.deps.buildUnifiedEvents(raw, { unmerged });
    // A synced calendar hands over the whole year: the answer keeps the requested range, and counts it.
    const events = built.filter((event) => overlaps(event, range));
    for (const provider of PROVIDERS) {
      const outcome = providers[provider];
      if (outcome.state === "ok")
        outcome.count = events.filter((event) => event.sources.some((source) => source.provider === provider)).length;
    }
    const unreadable = skipped.slice(0, MAX_UNREADABLE).map(({ provider, id, reason }) => ({
      provider,
      ...(id === undefined ? {} : { id }),
      reason,
    }));
    return { range, events, providers, ...(unreadable.length ? { unreadable } : {}) };
  }

  private async fetchOne(
    sub: string,
    provider: ProviderId,
    stored: StoredConnection | undefined,
    range: TimeRange,
    deadline: Deadline,
  ): Promise<ProviderResult> {
    if (!stored) return { outcome: { state: "not_connected" } };
    try {
      // One deadline for the whole of this calendar's work, from the request's start.
      const ms = Math.max(0, deadline.deadlineAt - this.deps.now());
      return await withDeadline(ms, deadline.deadlineMs, (signal) =>
        this.read(sub, provider, stored, range, { signal, ...deadline }),
      );
    } catch (err) {
      const account = stored.account;
      const message = reconnectMessage(
        err,
        stored.connectedAt,
        this.deps.now(),
        this.deps.providers[provider].refreshTokenDays,
      );
      if (message) {
        await this.deps.store.markReconnect(sub, provider, message).catch(() => false);
        return { outcome: { state: "reconnect", account, message } };
      }
      if (err instanceof ProviderError)
        logError(`calendar: ${provider} ${err.operation} failed (${err.kind}): ${err.message}`);
      else logError(`calendar: fetching ${provider} events failed`, err);
      return { outcome: { state: "error", account, ...failureMessage(provider, err) } };
    }
  }

  /** One calendar's events for the range: its token, the sync, one refresh and retry if the token is refused. */
  private async read(
    sub: string,
    provider: ProviderId,
    stored: StoredConnection,
    range: TimeRange,
    call: Deadline & { signal: AbortSignal },
  ): Promise<ProviderResult> {
    const account = stored.account;
    const unusable = (token: Exclude<AccessToken, { ok: true }>): ProviderResult =>
      token.state === "not_connected"
        ? { outcome: { state: "not_connected" } }
        : { outcome: { state: "reconnect", account, message: token.message } };
    let token = await this.deps.connections.accessTokenFor(sub, provider, { connection: stored });
    if (!token.ok) return unusable(token);
    let fetched: FetchedEvents & Pick<SyncResult, "unfinished" | "catchingUp">;
    try {
      fetched = await this.fetch(sub, provider, token.accessToken, stored.accountId, range, call);
    } catch (err) {
      if (!refusedToken(err)) throw err;
      // The provider refused a token we thought valid: one refresh, one more try, then 'reconnect'.
      token = await this.deps.connections.accessTokenFor(sub, provider, {
        connection: token.connection,
        forceRefresh: true,
      });
      if (!token.ok) return unusable(token);
      try {
        fetched = await this.fetch(sub, provider, token.accessToken, stored.accountId, range, call);
      } catch (again) {
        if (!refusedToken(again)) throw again;
        const message = reconnectMessages.refused(provider);
        await this.deps.store.markReconnect(sub, provider, message);
        return { outcome: { state: "reconnect", account, message } };
      }
    }
    if (fetched.unfinished) {
      const { pages, retries } = fetched;
      return { outcome: { state: "syncing", account, read: fetched.unfinished.read, pages, retries } };
    }
    const fetchedAt = new Date(this.deps.now()).toISOString();
    await this.deps.store.recordFetch(sub, provider, fetchedAt).catch((err: unknown) => {
      logError(`calendar: recording the ${provider} fetch time failed`, err);
    });
    return {
      outcome: {
        state: "ok",
        account,
        count: fetched.items.length,
        fetchedAt,
        pages: fetched.pages,
        retries: fetched.retries,
        ...(fetched.catchingUp ? { catchingUp: fetched.catchingUp } : {}),
      },
      items: fetched.items,
    };
  }

  /**
   * The range's events: from the synced year when the range lies in it, else listed directly. A sync asks for no
   * page after the first SYNC_PAGING_SHARE of the deadline, keeping the rest to store what it read; no provider
   * request waits out a throttle past the deadline (it says it was throttled instead).
   */
  private fetch(
    sub: string,
    provider: ProviderId,
    accessToken: string,
    accountId: string,
    range: TimeRange,
    call: Deadline & { signal: AbortSignal },
  ): Promise<FetchedEvents & Pick<SyncResult, "unfinished" | "catchingUp">> {
    const { sync, providers } = this.deps;
    const { signal, deadlineAt, deadlineMs } = call;
    const stopAfter = deadlineAt - Math.round(deadlineMs * (1 - SYNC_PAGING_SHARE));
    return sync
      ? sync.events(sub, providers[provider], accessToken, accountId, range, { signal, stopAfter, deadlineAt })
      : providers[provider].listEvents(accessToken, range, { signal, deadlineAt });
  }
}
