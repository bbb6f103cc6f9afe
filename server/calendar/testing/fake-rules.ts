/**
 * A stand-in for the rules engine (server/calendar/rules) in tests of the events service and the handlers: one
 * plain event per raw item `{ id, title, event? }` (`event`: fields of the UnifiedEvent to set), a skip for an item
 * `{ id, unreadable: <reason> }`, and a record of what it was given.
 */
import type { ProviderId, UnifiedEvent } from "../../../core/calendar/model";
import type { BuildUnifiedEvents } from "../events-service";

export interface FakeRules {
  build: BuildUnifiedEvents;
  calls: { raw: Partial<Record<ProviderId, readonly unknown[]>>; unmerged: readonly string[] }[];
}

export function fakeEvent(provider: ProviderId, id: string, title = id): UnifiedEvent {
  return {
    key: `${provider}:${id}`,
    title,
    allDay: false,
    start: "2026-03-02T09:00:00.000Z",
    end: "2026-03-02T10:00:00.000Z",
    kind: "event",
    status: "confirmed",
    locations: [],
    attendeeCount: 0,
    attendance: "attended",
    class: "unknown",
    signals: [],
    sources: [{ provider, id }],
  };
}

export function fakeRules(): FakeRules {
  const calls: FakeRules["calls"] = [];
  return {
    calls,
    build(raw, options) {
      calls.push({ raw, unmerged: options.unmerged ?? [] });
      const events: UnifiedEvent[] = [];
      const skipped: { provider: ProviderId; id?: string; reason: string }[] = [];
      for (const provider of ["microsoft", "google"] as const)
        for (const item of raw[provider] ?? []) {
          const { id, title, event, unreadable } = item as {
            id: string;
            title?: string;
            event?: Partial<UnifiedEvent>;
            unreadable?: string;
          };
          if (unreadable) skipped.push({ provider, id, reason: unreadable });
          else events.push({ ...fakeEvent(provider, id, title), ...event });
        }
      return { events, skipped };
    },
  };
}
