/**
 * Incremental sync: each provider's events of a UTC year are kept per user (SyncedEventsStore), and a visit asks the
 * provider only for what changed since (Google syncToken, Graph delta), applying it: changed events replaced,
 * deleted or canceled ones removed, a series sent again replaced whole. A full listing replaces what was kept when
 * nothing kept is usable (first visit, another account or query, unreadable data) or the provider refuses the
 * cursor (410). Nothing changed means nothing written: the kept cursor still serves.
 *
 * Two years are kept, each in a record of its own with its own cursor: the current one, and last year's through the
 * whole of this one (consultants file last year's report in the first months, and late edits to last year's
 * meetings still sync in). Writing the current year's record removes older years' (best effort). A range in neither
 * is listed directly.
 *
 * A first visit that asks for a short range (a day, a week, a month) is answered by listing that range, as before
 * incremental sync: listing the year would make it wait for every page of a busy calendar. The year is listed on the
 * first visit that asks for more (the report's year to date, last year's report).
 *
 * A year too long to list in one request (SyncOptions.stopAfter) is listed over several: each keeps what it read
 * and where the listing goes on, answers "unfinished" with the count so far, and the next request continues. Short
 * ranges are listed directly until the year is complete.
 */
import type { ProviderId } from "../../core/calendar/model";
import { logError } from "../log";
import type { CalendarProvider, FetchedEvents, SyncedChanges, SyncOptions, TimeRange } from "./providers/provider";
import type { ChangeSet, KeptEvents, SyncedEvents, SyncedEventsStore } from "./store/synced-events";
import { DAY_MS } from "../../core/time/units";

/** Ranges up to this long are listed directly while nothing usable is kept for their year. */
export const SHORT_RANGE_DAYS = 31;

/** How much wider than the UTC year the kept window is, on each side. */
const WINDOW_MARGIN_MS = 2 * DAY_MS;

/** The years kept per provider: the current UTC year and the one before. */
export const KEPT_YEARS = 2;

function yearWindow(year: number): TimeRange {
  return {
    start: new Date(Date.UTC(year, 0, 1) - WINDOW_MARGIN_MS).toISOString(),
    end: new Date(Date.UTC(year + 1, 0, 1) + WINDOW_MARGIN_MS).toISOString(),
  };
}

/**
 * The window of the current UTC year's record: the year, two days wider on each side, so that every time zone's
 * report of that year is inside with the day it reads before January 1 (at UTC+14 that is December 30, 10:00 UTC).
 * Last year's record has last year's window, alike. The report reads from January 1 and the views mostly around
 * today; a range in neither window is listed directly.
 */
export function syncWindow(now: number): TimeRange {
  return yearWindow(new Date(now).getUTCFullYear());
}

/**
 * The year whose kept window `range` is read from, if any: the current UTC year's for a range that lies there, else
 * last year's, at any time this year (last year's report, filed in January to March; on January 1, west of UTC, the
 * year-end report). Undefined: the range is listed directly (an older year, or across two years' windows). Short
 * ranges are listed directly anyway while nothing usable is kept for their year (EventSync.events).
 */
export function keptYearFor(now: number, range: TimeRange): number | undefined {
  const year = new Date(now).getUTCFullYear();
  for (let kept = year; kept > year - KEPT_YEARS; kept--) if (contains(yearWindow(kept), range)) return kept;
  return undefined;
}

/** The kept window `range` is read from, if any (keptYearFor). */
export function keptWindowFor(now: number, range: TimeRange): TimeRange | undefined {
  const year = keptYearFor(now, range);
  return year === undefined ? undefined : yearWindow(year);
}

export function contains(window: TimeRange, range: TimeRange): boolean {
  return Date.parse(range.start) >= Date.parse(window.start) && Date.parse(range.end) <= Date.parse(window.end);
}

function field(item: unknown, name: string): string | undefined {
  const value = typeof item === "object" && item !== null ? (item as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The recurring series an instance belongs to (Graph seriesMasterId, Google recurringEventId). */
const seriesOf = (item: unknown) => field(item, "seriesMasterId") ?? field(item, "recurringEventId");

/** What one pass changes, as kept while its round is not finished. */
function changeSet(changes: SyncedChanges): ChangeSet {
  return { items: changes.items, removed: changes.removed, clearedSeries: changes.clearedSeries };
}

/** Applies one pass's changes to the kept events: series cleared, removals, then the changed events. */
function applyChanges(events: Record<string, unknown>, set: ChangeSet): void {
  // A removed id may be a series master's: its occurrences go with it (Graph may name only the master).
  const cleared = new Set([...set.clearedSeries, ...set.removed]);
  if (cleared.size > 0)
    for (const [id, item] of Object.entries(events)) if (cleared.has(seriesOf(item) ?? "")) delete events[id];
  for (const id of set.removed) delete events[id];
  for (const item of set.items) {
    const id = field(item, "id");
    if (id !== undefined) events[id] = item;
  }
}

export interface SyncResult extends FetchedEvents {
  /** How the events were read: the year in full, its changes, or the range alone. */
  sync: "full" | "changes" | "direct";
  /**
   * Set when the year's listing is not finished (it stopped at `stopAfter`, or a page failed after others): `items`
   * is empty, since what is kept may miss any of the range's events, and `read` says how many of the year's events
   * are kept so far. `sync` is then "full" for its first pass and "changes" for a continued one.
   */
  unfinished?: { read: number };
  /**
   * Set when a round of changes is not finished (it stopped at `stopAfter`): `items` are the kept year as it was
   * before the round, and `read` counts the changes held so far. The next request goes on with the round.
   */
  catchingUp?: { read: number };
}

export interface EventSyncDeps {
  store: SyncedEventsStore;
  now: () => number;
  /** Whether the connection these events belong to is still there (a disconnect may come during a sync). */
  stillConnected(sub: string, provider: ProviderId, accountId: string): Promise<boolean>;
}

export class EventSync {
  constructor(private readonly deps: EventSyncDeps) {}

  /**
   * The events for `range`: the kept year after this sync (the caller keeps those in the range), or the range listed
   * directly when it lies in no year that is kept (keptYearFor, read once here so the two cannot disagree).
   */
  async events(
    sub: string,
    provider: CalendarProvider,
    accessToken: string,
    accountId: string,
    range: TimeRange,
    options: SyncOptions = {},
  ): Promise<SyncResult> {
    const year = keptYearFor(this.deps.now(), range);
    const direct = { signal: options.signal, deadlineAt: options.deadlineAt };
    if (year === undefined) return { ...(await provider.listEvents(accessToken, range, direct)), sync: "direct" };
    const window = yearWindow(year);
    const kept = await this.read(sub, provider.id, year);
    const usable =
      kept &&
      kept.synced.accountId === accountId &&
      kept.synced.version === provider.syncVersion &&
      kept.synced.window.start === window.start &&
      kept.synced.window.end === window.end
        ? kept
        : null;
    // A kept year whose full listing is not finished yet (records without the flag are complete).
    const keptUnfinished = usable?.synced.complete === false;
    const short = Date.parse(range.end) - Date.parse(range.start) <= SHORT_RANGE_DAYS * DAY_MS;
    if ((!usable || keptUnfinished) && short) {
      const listed = await provider.listEvents(accessToken, range, direct);
      return { ...listed, sync: "direct" };
    }
    const state = usable?.synced.providerState;
    const changes = await provider.syncEvents(accessToken, window, usable?.synced.cursor, {
      ...options,
      ...(state === undefined ? {} : { state }),
    });
    const held = changes.full ? [] : (usable?.synced.pending ?? []);
    // A pass of a round of changes that is not finished: held apart, the kept year answers as it was.
    if (usable && !keptUnfinished && !changes.full && !changes.complete) {
      const pending = [...held, changeSet(changes)];
      // The provider's state is its latest (none when it keeps none; JSON leaves the undefined field out).
      const synced: SyncedEvents = { ...usable.synced, cursor: changes.cursor, pending, providerState: changes.state };
      if (!(await this.write(sub, provider.id, year, synced, usable.generation)))
        throw new Error(`The ${provider.id} changes read so far could not be kept; the calendar cannot catch up.`);
      return {
        items: Object.values(usable.synced.events),
        pages: changes.pages,
        retries: changes.retries,
        sync: "changes",
        catchingUp: { read: pending.reduce((n, set) => n + set.items.length + set.removed.length, 0) },
      };
    }
    const events: Record<string, unknown> = changes.full || !usable ? {} : usable.synced.events;
    // The round's held passes first, in the order they came, then this one: as if the round had come at once.
    for (const set of [...held, changeSet(changes)]) applyChanges(events, set);
    const changed =
      held.length > 0 || changes.items.length > 0 || changes.removed.length > 0 || changes.clearedSeries.length > 0;
    // An unchanged calendar writes nothing (the kept cursor still serves); an unfinished listing always moves on.
    if (changes.full || !usable || changed || !changes.complete || keptUnfinished) {
      const synced: SyncedEvents = {
        version: provider.syncVersion,
        window,
        cursor: changes.cursor,
        ...(changes.complete ? {} : { complete: false }),
        accountId,
        syncedAt: new Date(this.deps.now()).toISOString(),
        events,
        providerState: changes.state,
      };
      const stored = await this.write(sub, provider.id, year, synced, usable?.generation ?? kept?.generation ?? null);
      // What an unfinished listing read is only worth its request if it is kept: else the next one reads it again.
      if (!stored && !changes.complete)
        throw new Error(`The ${provider.id} events read so far could not be kept; the year's listing cannot go on.`);
    }
    if (!changes.complete)
      return {
        items: [],
        pages: changes.pages,
        retries: changes.retries,
        sync: changes.full ? "full" : "changes",
        unfinished: { read: Object.keys(events).length },
      };
    return {
      items: Object.values(events),
      pages: changes.pages,
      retries: changes.retries,
      sync: changes.full ? "full" : "changes",
    };
  }

  /** Kept events that cannot be read are as good as none: the provider lists them again. */
  private async read(sub: string, provider: ProviderId, year: number): Promise<KeptEvents | null> {
    try {
      return await this.deps.store.read(sub, provider, year);
    } catch {
      return null;
    }
  }

  /**
   * A failed write costs the next visit a full listing, not this one its events (false: it failed; a write that
   * another one beat leaves that one's events, and counts as kept). Events written after the user disconnected (a
   * sync that was under way) are removed again, every year's: they must not outlive the connection. A write of the
   * current year's record then removes the years no longer kept (prune).
   */
  private async write(
    sub: string,
    provider: ProviderId,
    year: number,
    synced: SyncedEvents,
    previous: string | null,
  ): Promise<boolean> {
    try {
      await this.deps.store.write(sub, provider, year, synced, previous);
      if (!(await this.deps.stillConnected(sub, provider, synced.accountId))) {
        await this.deps.store.delete(sub, provider);
        return true;
      }
    } catch (err) {
      logError(`calendar: keeping the synced ${provider} events failed; the next visit lists them again`, err);
      return false;
    }
    if (year === new Date(this.deps.now()).getUTCFullYear()) await this.prune(sub, provider, year);
    return true;
  }

  /** Removes the records of the years before those kept: best effort, a failure is logged and the answer goes on. */
  private async prune(sub: string, provider: ProviderId, year: number): Promise<void> {
    try {
      await this.deps.store.prune(sub, provider, year - (KEPT_YEARS - 1));
    } catch (err) {
      logError(
        `calendar: removing the ${provider} events of years no longer kept failed; the next write tries again`,
        err,
      );
    }
  }
}
