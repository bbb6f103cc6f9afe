/**
 * Incremental sync: each provider's events of the year are kept per user (SyncedEventsStore), and a visit asks the
 * provider only for what changed since (Google syncToken, Graph delta), applying it: changed events replaced,
 * deleted or cancelled ones removed. A full listing replaces what was kept when there is nothing usable (first
 * visit, another window or account, unreadable data) or the provider refuses the cursor (410). Nothing changed
 * means nothing written: the kept cursor still serves.
 */
import type { ProviderId } from "../../core/calendar/model";
import { logError } from "../log";
import type { CalendarProvider, FetchedEvents, TimeRange } from "./providers/provider";
import type { SyncedEvents, SyncedEventsStore } from "./store/synced-events";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The window a sync keeps: the current UTC year, a day wider on each side so every time zone's year is inside.
 * The report reads from January 1 and the views mostly around today; a range outside is listed directly.
 */
export function syncWindow(now: number): TimeRange {
  const year = new Date(now).getUTCFullYear();
  return {
    start: new Date(Date.UTC(year, 0, 1) - DAY_MS).toISOString(),
    end: new Date(Date.UTC(year + 1, 0, 1) + DAY_MS).toISOString(),
  };
}

export function contains(window: TimeRange, range: TimeRange): boolean {
  return Date.parse(range.start) >= Date.parse(window.start) && Date.parse(range.end) <= Date.parse(window.end);
}

function idOf(item: unknown): string | undefined {
  return typeof item === "object" && item !== null && typeof (item as { id?: unknown }).id === "string"
    ? (item as { id: string }).id
    : undefined;
}

export interface SyncResult extends FetchedEvents {
  /** Whether the provider listed the window in full ("full") or only its changes ("changes"). */
  sync: "full" | "changes";
}

export class EventSync {
  constructor(private readonly deps: { store: SyncedEventsStore; now: () => number }) {}

  /** Every kept event of the year window after this sync (the caller keeps those in its range). */
  async events(
    sub: string,
    provider: CalendarProvider,
    accessToken: string,
    accountId: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<SyncResult> {
    const window = syncWindow(this.deps.now());
    const kept = await this.deps.store.read(sub, provider.id);
    const usable =
      kept && kept.accountId === accountId && kept.window.start === window.start && kept.window.end === window.end
        ? kept
        : null;
    const changes = await provider.syncEvents(accessToken, window, usable?.cursor, options);
    const events: Record<string, unknown> = changes.full || !usable ? {} : usable.events;
    for (const id of changes.removed) delete events[id];
    for (const item of changes.items) {
      const id = idOf(item);
      if (id !== undefined) events[id] = item;
    }
    if (changes.full || !usable || changes.items.length > 0 || changes.removed.length > 0) {
      const synced: SyncedEvents = {
        window,
        cursor: changes.cursor,
        accountId,
        syncedAt: new Date(this.deps.now()).toISOString(),
        events,
      };
      await this.write(sub, provider.id, synced);
    }
    return {
      items: Object.values(events),
      pages: changes.pages,
      retries: changes.retries,
      sync: changes.full ? "full" : "changes",
    };
  }

  /** A failed write costs the next visit a full listing, not this one its events. */
  private async write(sub: string, provider: ProviderId, synced: SyncedEvents): Promise<void> {
    try {
      await this.deps.store.write(sub, provider, synced);
    } catch (err) {
      logError(`calendar: keeping the synced ${provider} events failed; the next visit lists them again`, err);
    }
  }
}
