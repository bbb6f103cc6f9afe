/**
 * The production Google sync client against the stand-in when a recurring series is edited: Google sends every
 * instance of the series again (singleEvents=true, syncToken), the ones the edit did not touch too, and the client
 * hands all of them on as changes; an instance cut from the series comes as removed; one instance edited comes
 * alone.
 */
import { apiGet, connect, googleEvent, startTest, type TestStandIn } from "../../../../emulators/google/testing";
import { testSettings } from "../../testing/settings";
import type { CalendarProvider, SyncedChanges } from "../provider";
import { createGoogleProvider } from ".";

const WINDOW = { start: "2024-01-01T00:00:00.000Z", end: "2025-01-01T00:00:00.000Z" };
const SERIES = "w3ekly";
const DAYS = ["06", "13", "20", "27"];
const idOf = (day: string) => `${SERIES}_202405${day}T080000Z`;

/** The weekly review's instance on `day`; the 20th is an exception in another room. */
function instance(day: string, room = "Harbor room"): Record<string, unknown> {
  const start = `2024-05-${day}T09:00:00+01:00`;
  return googleEvent(idOf(day), start, `2024-05-${day}T10:00:00+01:00`, {
    summary: "Weekly review",
    location: day === "20" ? "Fjord room" : room,
    recurringEventId: SERIES,
    originalStartTime: { dateTime: start, timeZone: "Europe/London" },
    iCalUID: `${SERIES}@google.com`,
  });
}
const SOLO = googleEvent("solo", "2024-05-07T09:00:00+01:00", "2024-05-07T10:00:00+01:00");
const ids = (changes: SyncedChanges) => changes.items.map((item) => (item as { id: string }).id).sort();

let emu: TestStandIn;
let token: string;
let provider: CalendarProvider;

beforeAll(async () => {
  emu = await startTest({ events: [...DAYS.map((day) => instance(day)), SOLO] });
  token = String((await connect(emu)).access_token);
  provider = createGoogleProvider(
    testSettings({ GOOGLE_API_URL: emu.url, GOOGLE_OAUTH2_URL: emu.url, GOOGLE_ACCOUNTS_URL: emu.url }).google,
  );
});
afterAll(() => emu.close());

test("a series edited comes back whole, the exception the edit left alone included; one instance edited, alone", async () => {
  const full = await provider.syncEvents(token, WINDOW, undefined);
  expect(ids(full)).toEqual([...DAYS.map(idOf), "solo"].sort());

  // The series moves to the Lighthouse room; the exception keeps its own.
  emu.setEvents([...DAYS.map((day) => instance(day, "Lighthouse room")), SOLO]);
  const edited = await provider.syncEvents(token, WINDOW, full.cursor);
  expect(edited).toMatchObject({ full: false, complete: true, removed: [] });
  expect(ids(edited)).toEqual(DAYS.map(idOf).sort());
  const exception = edited.items.find((item) => (item as { id: string }).id === idOf("20"));
  const before = full.items.find((item) => (item as { id: string }).id === idOf("20"));
  expect(exception).toMatchObject({ location: "Fjord room" });
  expect((exception as { etag: string }).etag).not.toBe((before as { etag: string }).etag);

  // "This event only": the 13th gets its own title.
  emu.setEvents([
    ...DAYS.map((day) =>
      day === "13"
        ? { ...instance(day, "Lighthouse room"), summary: "Short review" }
        : instance(day, "Lighthouse room"),
    ),
    SOLO,
  ]);
  const one = await provider.syncEvents(token, WINDOW, edited.cursor);
  expect(ids(one)).toEqual([idOf("13")]);

  // The series ends after the 13th: the two left come again, the two cut as removed.
  emu.setEvents([
    { ...instance("06", "Lighthouse room") },
    { ...instance("13", "Lighthouse room"), summary: "Short review" },
    SOLO,
  ]);
  const cut = await provider.syncEvents(token, WINDOW, one.cursor);
  expect(ids(cut)).toEqual([idOf("06"), idOf("13")].sort());
  expect([...cut.removed].sort()).toEqual([idOf("20"), idOf("27")].sort());

  // The stand-in's own listing agrees: what the client keeps is what Google lists.
  const listed = await apiGet(
    `${emu.url}/calendar/v3/calendars/primary/events?singleEvents=true&timeMin=${encodeURIComponent(WINDOW.start)}&timeMax=${encodeURIComponent(WINDOW.end)}`,
    token,
  );
  expect((listed.body.items as { id: string }[]).map((e) => e.id).sort()).toEqual(
    [idOf("06"), idOf("13"), "solo"].sort(),
  );
});
