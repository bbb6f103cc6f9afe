/**
 * A recurring series edited, as an incremental sync (singleEvents=true, syncToken) sees it: Google sends every
 * instance of the series again, the ones the edit left as they were too (with a new `updated` and etag), and beyond
 * the full sync's window; an edit of one instance ("this event") sends that instance alone; a series cut short sends
 * its remaining instances and the removed ones as canceled.
 */
import { seededStandIn } from "../../kit/testing";
import { apiGet, connect, googleEvent, startTest } from "../testing/helpers";

type Body = Record<string, unknown>;

const SERIES = "r7k2series";
const DAYS = ["06", "13", "20", "27"];
/** An instance of the weekly review, as singleEvents=true lists it; the 20th is an exception with its own title. */
function instance(day: string, extra: Body = {}, month = "05"): Body {
  const start = `2024-${month}-${day}T09:00:00+01:00`;
  return googleEvent(`${SERIES}_2024${month}${day}T080000Z`, start, `2024-${month}-${day}T10:00:00+01:00`, {
    summary: day === "20" ? "Weekly review (moved room)" : "Weekly review",
    location: day === "20" ? "Fjord room" : "Harbor room",
    recurringEventId: SERIES,
    originalStartTime: { dateTime: start, timeZone: "Europe/London" },
    iCalUID: `${SERIES}@google.com`,
    ...extra,
  });
}
/** An instance in June: outside the full sync's May window, still part of the series. */
const JUNE = instance("03", {}, "06");
const SOLO = googleEvent("solo", "2024-05-07T09:00:00+01:00", "2024-05-07T10:00:00+01:00");
const BASE = [...DAYS.map((day) => instance(day)), JUNE, SOLO];
const FULL = `timeMin=${encodeURIComponent("2024-05-01T00:00:00Z")}&timeMax=${encodeURIComponent("2024-06-01T00:00:00Z")}&singleEvents=true`;

const seeded = seededStandIn((events) => startTest({ events }), connect, BASE);

const list = (query: string) => apiGet(`${seeded.emu.url}/calendar/v3/calendars/primary/events?${query}`, seeded.token);

async function syncToken(): Promise<string> {
  const res = await list(FULL);
  expect(res.body.nextPageToken).toBeUndefined();
  return String(res.body.nextSyncToken);
}

async function changes(token: string): Promise<Body[]> {
  const res = await list(`singleEvents=true&syncToken=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  return res.body.items as Body[];
}

const byId = (items: Body[]) => new Map(items.map((item) => [String(item.id), item]));
const ids = (items: Body[]) => items.map((item) => String(item.id)).sort();
const seriesIds = [...DAYS.map((day) => `${SERIES}_202405${day}T080000Z`), `${SERIES}_20240603T080000Z`].sort();

test("the series edited (a new room for every instance but the exception): every instance comes again", async () => {
  const token = await syncToken();
  const before = byId((await list(FULL)).body.items as Body[]);
  // The exception keeps its own room: its seed is as it was.
  seeded.emu.setEvents([
    ...DAYS.map((day) => (day === "20" ? instance(day) : instance(day, { location: "Lighthouse room" }))),
    instance("03", { location: "Lighthouse room" }, "06"),
    SOLO,
  ]);
  const items = await changes(token);
  expect(ids(items)).toEqual(seriesIds);
  const exception = byId(items).get(`${SERIES}_20240520T080000Z`);
  const was = before.get(`${SERIES}_20240520T080000Z`);
  expect(exception).toMatchObject({ summary: "Weekly review (moved room)", location: "Fjord room" });
  // Sent again as a change: newer `updated`, a new etag.
  expect(Date.parse(String(exception?.updated))).toBeGreaterThan(Date.parse(String(was?.updated)));
  expect(exception?.etag).not.toBe(was?.etag);
  expect(byId(items).get(`${SERIES}_20240513T080000Z`)).toMatchObject({ location: "Lighthouse room" });

  // Nothing since: nothing comes, and a full listing shows the same stamps the changes had.
  const after = await syncToken();
  expect(await changes(after)).toEqual([]);
  const listed = byId((await list(FULL)).body.items as Body[]);
  expect(listed.get(`${SERIES}_20240520T080000Z`)?.etag).toBe(exception?.etag);
});

test("one instance edited (this event only): that instance alone", async () => {
  const token = await syncToken();
  seeded.emu.setEvents(
    BASE.map((e) => (e.id === `${SERIES}_20240513T080000Z` ? { ...e, summary: "Review, short" } : e)),
  );
  expect(ids(await changes(token))).toEqual([`${SERIES}_20240513T080000Z`]);
});

test("the series cut short: its remaining instances, and the ones it lost as canceled", async () => {
  const token = await syncToken();
  // The series now ends after the 13th: the 20th, the 27th and June's are gone.
  seeded.emu.setEvents([instance("06"), instance("13"), SOLO]);
  const items = await changes(token);
  expect(ids(items)).toEqual(seriesIds);
  const gone = items.filter((item) => item.status === "cancelled").map((item) => String(item.id));
  expect(gone.sort()).toEqual(
    [`${SERIES}_20240520T080000Z`, `${SERIES}_20240527T080000Z`, `${SERIES}_20240603T080000Z`].sort(),
  );
  expect(byId(items).get(`${SERIES}_20240506T080000Z`)).toMatchObject({
    status: "confirmed",
    summary: "Weekly review",
  });
});

test("a single event changed beside the series leaves the series alone", async () => {
  const token = await syncToken();
  seeded.emu.setEvents(BASE.map((e) => (e.id === "solo" ? { ...e, summary: "Solo, moved" } : e)));
  expect(ids(await changes(token))).toEqual(["solo"]);
});
