/** The calendar tool's cards: routes, labels and per-screen selection. */
import {
  CALENDAR_CARDS,
  CALENDAR_CARD_KEYS,
  LOADING_CARD_KEYS,
  cardsFor,
  loadingScreenCards,
  type CalendarCardKey,
} from "./cards";
import { NAV_CARD_ICON_NAMES } from "../components/navCardIcons";

describe("calendar cards", () => {
  it.each([
    ["msft", "/unifiedtime/microsoft/", "Connect Microsoft"],
    ["google", "/unifiedtime/google/", "Connect Google"],
    ["unified", "/unifiedtime/unified/", "View Unified Events"],
    ["external", "/unifiedtime/external/", "View External Events"],
    ["landing", "/unifiedtime/", "Back to Landing"],
  ] as const)("%s goes to %s with the button %s", (key, route, buttonLabel) => {
    expect(CALENDAR_CARDS[key]).toMatchObject({ key, route, buttonLabel });
  });

  it("gives every card a title, a description and a known icon, and routes with a trailing slash", () => {
    for (const key of CALENDAR_CARD_KEYS) {
      const card = CALENDAR_CARDS[key];
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(0);
      expect(NAV_CARD_ICON_NAMES).toContain(card.icon);
      expect(card.route).toMatch(/^\/unifiedtime\/([a-z]+\/)?$/);
    }
  });

  it("describes the unified and external views as the spec does", () => {
    expect(CALENDAR_CARDS.unified.description).toMatch(/both/);
    expect(CALENDAR_CARDS.external.description).toMatch(/in-person/);
    expect(CALENDAR_CARDS.external.description).toMatch(/year to date/);
    expect(CALENDAR_CARDS.external.description).toMatch(/all your calendars/);
  });

  it("lists all five keys once", () => {
    expect([...CALENDAR_CARD_KEYS].sort()).toEqual(["external", "google", "landing", "msft", "unified"]);
  });
});

describe("cardsFor", () => {
  it("returns the cards in the order given", () => {
    const keys: CalendarCardKey[] = ["landing", "unified", "msft"];
    expect(cardsFor(keys).map((card) => card.key)).toEqual(keys);
  });

  it("returns nothing for no keys and lists a repeated key once", () => {
    expect(cardsFor([])).toEqual([]);
    expect(cardsFor(["google", "msft", "google"]).map((card) => card.key)).toEqual(["google", "msft"]);
  });
});

describe("loading screen cards", () => {
  it("are Microsoft, Google, landing and external", () => {
    expect(LOADING_CARD_KEYS).toEqual(["msft", "google", "landing", "external"]);
    expect(loadingScreenCards().map((card) => card.buttonLabel)).toEqual([
      "Connect Microsoft",
      "Connect Google",
      "Back to Landing",
      "View External Events",
    ]);
  });

  it("are none when calendar cards are disabled", () => {
    expect(loadingScreenCards(true)).toEqual([]);
  });
});
