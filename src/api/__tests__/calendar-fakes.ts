/**
 * The calendar services the handler tests run against: the real runtime (store on dynalite, token vault, OAuth
 * flow, events service) with fake providers and a stand-in rules engine. Test files swap the production wiring for
 * this with `jest.mock("../../../server/calendar/services", ...)`, so no test needs the real providers or rules.
 */
import type { ProviderId } from "../../../core/calendar/model";
import {
  buildCalendarServices,
  cachedCalendarServices,
  resetCalendarServices,
  type CalendarServices,
} from "../../../server/calendar/runtime";
import { builtCalendarSettings } from "../../../server/calendar/settings";
import { fakeProviders, type FakeProvider } from "../../../server/calendar/testing/fake-provider";
import { fakeRules, type FakeRules } from "../../../server/calendar/testing/fake-rules";

export const fakes: { providers: Record<ProviderId, FakeProvider>; rules: FakeRules; clock: number | null } = {
  providers: fakeProviders(),
  rules: fakeRules(),
  clock: null,
};

const now = () => fakes.clock ?? Date.now();

/** Fresh providers and rules (and services built again around them). */
export function resetFakes(): void {
  fakes.providers = fakeProviders({ now });
  fakes.rules = fakeRules();
  fakes.clock = null;
  resetCalendarServices();
}

export function testCalendarServices(): CalendarServices {
  return cachedCalendarServices(builtCalendarSettings(), {
    createProviders: () => fakes.providers,
    buildUnifiedEvents: (raw, options) => fakes.rules.build(raw, options),
    now,
    fetchDeadlineMs: 2000,
  });
}

/** The same services on a clock moved by `offsetMs` (the local dev clock), as services.ts builds them. */
export function testCalendarServicesAt(offsetMs: number): CalendarServices {
  if (offsetMs === 0) return testCalendarServices();
  return buildCalendarServices(builtCalendarSettings(), {
    createProviders: () => fakes.providers,
    buildUnifiedEvents: (raw, options) => fakes.rules.build(raw, options),
    now: () => now() + offsetMs,
    fetchDeadlineMs: 2000,
  });
}
