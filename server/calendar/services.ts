/**
 * The production wiring of the calendar functions: the real providers and the rules engine handed to the runtime.
 * The only module that imports them, so everything else (and every test) builds the same services with fakes.
 */
import { checkProviderSettings, createProviders } from "./providers/registry";
import { buildUnifiedEvents } from "./rules";
import { buildCalendarServices, cachedCalendarServices, type CalendarServices } from "./runtime";
import { builtCalendarSettings } from "./settings";

export function calendarServices(): CalendarServices {
  return cachedCalendarServices(builtCalendarSettings(), {
    createProviders,
    checkProviderSettings,
    buildUnifiedEvents,
  });
}

const shifted = new Map<string, CalendarServices>();

/**
 * Local builds only (dev-clock.ts): the services on a clock moved by `offsetMs`, so a test can see the calendars as
 * on another day (New Year) while sign-in checks stay on the real clock. A few kept; each is built once.
 */
export function calendarServicesAt(offsetMs: number): CalendarServices {
  if (offsetMs === 0) return calendarServices();
  const settings = builtCalendarSettings();
  const key = `${offsetMs}|${JSON.stringify(settings)}`;
  let services = shifted.get(key);
  if (!services) {
    if (shifted.size >= 4) shifted.clear();
    services = buildCalendarServices(settings, {
      createProviders,
      checkProviderSettings,
      buildUnifiedEvents,
      now: () => Date.now() + offsetMs,
    });
    shifted.set(key, services);
  }
  return services;
}
