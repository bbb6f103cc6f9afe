/**
 * The UnifiedTime calendar tool's navigation cards, chosen per screen by key: each screen links to the others.
 * Data only, so screens and tests share one source for routes, titles and button labels.
 */
import type { NavCardIconName } from "../components/navCardIcons";

export type CalendarCardKey = "msft" | "google" | "unified" | "external" | "landing";

export interface CalendarCard {
  key: CalendarCardKey;
  /** With the trailing slash the site's links use (trailingSlash "always"). */
  route: string;
  title: string;
  description: string;
  buttonLabel: string;
  icon: NavCardIconName;
}

export const CALENDAR_CARDS: Readonly<Record<CalendarCardKey, CalendarCard>> = {
  msft: {
    key: "msft",
    route: "/unifiedtime/microsoft/",
    title: "Microsoft Calendar",
    description: "Connect your Microsoft calendar so its events show up in UnifiedTime.",
    buttonLabel: "Connect Microsoft",
    icon: "microsoft",
  },
  google: {
    key: "google",
    route: "/unifiedtime/google/",
    title: "Google Calendar",
    description: "Connect your Google calendar so its events show up in UnifiedTime.",
    buttonLabel: "Connect Google",
    icon: "google",
  },
  unified: {
    key: "unified",
    route: "/unifiedtime/unified/",
    title: "Unified Events",
    description: "See the events from both your Microsoft and Google calendars together in one view.",
    buttonLabel: "View Unified Events",
    icon: "calendar",
  },
  external: {
    key: "external",
    route: "/unifiedtime/external/",
    title: "External Events",
    description: "See the in-person events you have attended this year to date, across all your calendars.",
    buttonLabel: "View External Events",
    icon: "globe",
  },
  landing: {
    key: "landing",
    route: "/unifiedtime/",
    title: "UnifiedTime Home",
    description: "Go back to the UnifiedTime landing page.",
    buttonLabel: "Back to Landing",
    icon: "home",
  },
};

/** Every key, in the spec's order. */
export const CALENDAR_CARD_KEYS: readonly CalendarCardKey[] = ["msft", "unified", "google", "external", "landing"];

/** The cards the loading screen shows, unless calendar cards are disabled (see loadingScreenCards). */
export const LOADING_CARD_KEYS: readonly CalendarCardKey[] = ["msft", "google", "landing", "external"];

/** The cards for `keys`, in the order given; a key repeated is listed once (its first place). */
export function cardsFor(keys: readonly CalendarCardKey[]): CalendarCard[] {
  return Array.from(new Set(keys), (key) => CALENDAR_CARDS[key]);
}

/** The loading screen's cards: LOADING_CARD_KEYS, or none when calendar cards are disabled. */
export function loadingScreenCards(cardsDisabled = false): CalendarCard[] {
  return cardsDisabled ? [] : cardsFor(LOADING_CARD_KEYS);
}
