/**
 * The production wiring of the calendar functions: the real providers and the rules engine handed to the runtime.
 * The only module that imports them, so everything else (and every test) builds the same services with fakes.
 */
import { checkProviderSettings, createProviders } from "./providers/registry";
import { buildUnifiedEvents } from "./rules";
import { cachedCalendarServices, type CalendarServices } from "./runtime";
import { builtCalendarSettings } from "./settings";

export function calendarServices(): CalendarServices {
  return cachedCalendarServices(builtCalendarSettings(), {
    createProviders,
    checkProviderSettings,
    buildUnifiedEvents,
  });
}
