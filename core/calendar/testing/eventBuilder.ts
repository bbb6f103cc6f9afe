/** Builders of UnifiedEvent and preferences for the calendar's tests: one place for a valid default. */
import { DEFAULT_DEFINITION, type PreferencesResponse, type UnifiedEvent } from "../model";

let counter = 0;

export function anEvent(overrides: Partial<UnifiedEvent> = {}): UnifiedEvent {
  counter += 1;
  return {
    key: `google:e${counter}`,
    title: `Meeting ${counter}`,
    allDay: false,
    start: "2026-03-02T09:00:00.000Z",
    end: "2026-03-02T10:00:00.000Z",
    kind: "event",
    status: "confirmed",
    locations: ["Client HQ, 1 Main St"],
    attendeeCount: 3,
    attendance: "attended",
    class: "in_person",
    signals: [{ kind: "physical", strength: "strong", code: "street-address", label: "street address" }],
    sources: [{ provider: "google", id: `e${counter}` }],
    ...overrides,
  };
}

export function somePreferences(overrides: Partial<PreferencesResponse> = {}): PreferencesResponse {
  return { definition: { ...DEFAULT_DEFINITION }, overrides: {}, unmerged: [], locks: [], ...overrides };
}
