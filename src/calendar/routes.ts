/** Which UnifiedTime page a path is: the five calendar routes, pure so Portal and the tests agree. */
import type { ProviderId } from "../../core/calendar/model";
import { CALENDAR_CARDS, type CalendarCardKey } from "./cards";

export type CalendarPage = "landing" | ProviderId | "unified" | "external";

const PAGES: Readonly<Record<CalendarPage, CalendarCardKey>> = {
  landing: "landing",
  microsoft: "msft",
  google: "google",
  unified: "unified",
  external: "external",
};

/** The page of a normalized path ("/unifiedtime/google/"), or undefined for any other path. */
export function calendarPageOf(normalizedPath: string): CalendarPage | undefined {
  return (Object.keys(PAGES) as CalendarPage[]).find((page) => CALENDAR_CARDS[PAGES[page]].route === normalizedPath);
}

export function routeOf(page: CalendarPage): string {
  return CALENDAR_CARDS[PAGES[page]].route;
}
