/**
 * The series masters the Microsoft stand-in synthesizes from an expanded seed (occurrences with a seriesMasterId,
 * no master items): the first occurrence's properties under the series id, a recurrence read from the original
 * starts, the clean iCalUId, and an etag that moves with any member and is the same on every run.
 */
import { loadGraphEvents, type GraphEventRecord } from "../events";
import { findSeriesMaster, isPlainOccurrence, seriesIdOf, seriesMaster, seriesMembers } from "../series";
import { graphEvent } from "../testing/helpers";

const HEADER = "040000008200E00074C5B7101A82E008";
const REST = "0000000000000000000000000000000000100000001234567890ABCDEF1234567890ABCDEF";
// 2024-05-01 in bytes 17–20 (year high, low, month, day): Exchange's form for an occurrence.
const UID = `${HEADER}07E80501${REST}`;
const UID_CLEAN = `${HEADER}00000000${REST}`;

/** A member of series `series` on `date` ("2024-05-01") at 10:00 UTC. */
function member(series: string, date: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return graphEvent(`${series}-${date}`, `${date}T10:00:00.0000000`, `${date}T11:00:00.0000000`, {
    type: "occurrence",
    seriesMasterId: series,
    originalStart: `${date}T10:00:00Z`,
    iCalUId: UID,
    lastModifiedDateTime: "2024-04-01T08:00:00.0000000Z",
    webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(`${series}-${date}`)}&path=/calendar/item`,
    ...extra,
  });
}

const load = (events: unknown[]): GraphEventRecord[] => loadGraphEvents(events, "UTC").events;
const masterOf = (events: unknown[], id = "S"): Record<string, unknown> => {
  const master = findSeriesMaster(load(events), id);
  if (!master) throw new Error(`no master ${id}`);
  return master.wire;
};
const pattern = (wire: Record<string, unknown>) => (wire.recurrence as { pattern: Record<string, unknown> }).pattern;

describe("series membership", () => {
  it("counts occurrences and exceptions with a seriesMasterId, not single instances", () => {
    const events = load([
      member("S", "2024-05-01"),
      member("S", "2024-05-08", { type: "exception", subject: "Moved" }),
      graphEvent("single", "2024-05-02T10:00:00.0000000", "2024-05-02T11:00:00.0000000", { type: "singleInstance" }),
      graphEvent("odd", "2024-05-03T10:00:00.0000000", "2024-05-03T11:00:00.0000000", { seriesMasterId: "S" }),
    ]);
    expect(events.map(seriesIdOf)).toEqual(["S", null, null, "S"]);
    expect(events.map(isPlainOccurrence)).toEqual([true, false, false, false]);
    expect([...seriesMembers(events)].map(([id, list]) => [id, list.map((e) => e.id)])).toEqual([
      ["S", ["S-2024-05-01", "S-2024-05-08"]],
    ]);
  });
});

describe("the synthesized master", () => {
  const WEEKLY = ["2024-05-01", "2024-05-08", "2024-05-15", "2024-05-22"].map((d) => member("S", d));

  it("is the first occurrence's event under the series id, typed seriesMaster, with a recurrence", () => {
    const wire = masterOf(WEEKLY);
    expect(wire).toMatchObject({
      id: "S",
      type: "seriesMaster",
      seriesMasterId: null,
      subject: "Event S-2024-05-01",
      start: { dateTime: "2024-05-01T10:00:00.0000000", timeZone: "UTC" },
      end: { dateTime: "2024-05-01T11:00:00.0000000", timeZone: "UTC" },
      location: { displayName: "Room 1", locationType: "conferenceRoom" },
      iCalUId: UID_CLEAN,
      webLink: "https://outlook.office365.com/owa/?itemid=S&path=/calendar/item",
      recurrence: {
        pattern: {
          type: "weekly",
          interval: 1,
          month: 0,
          dayOfMonth: 0,
          daysOfWeek: ["wednesday"],
          firstDayOfWeek: "sunday",
          index: "first",
        },
        range: {
          type: "endDate",
          startDate: "2024-05-01",
          endDate: "2024-05-22",
          recurrenceTimeZone: "UTC",
          numberOfOccurrences: 0,
        },
      },
    });
    expect(wire).not.toHaveProperty("originalStart");
    expect(Object.keys(wire).slice(0, 2)).toEqual(["@odata.etag", "id"]);
    expect(String(wire["@odata.etag"])).toMatch(/^W\/"[A-Za-z0-9+/=]{28}"$/);
  });

  it("takes its properties from the first plain occurrence, not an exception before it", () => {
    const wire = masterOf([
      member("S", "2024-05-01", {
        type: "exception",
        subject: "Moved and renamed",
        start: { dateTime: "2024-05-02T14:00:00.0000000", timeZone: "UTC" },
        end: { dateTime: "2024-05-02T16:00:00.0000000", timeZone: "UTC" },
      }),
      ...WEEKLY.slice(1),
    ]);
    expect(wire.subject).toBe("Event S-2024-05-08");
    // The series still starts where the recurrence did, for as long as a plain occurrence lasts.
    expect(wire.recurrence).toMatchObject({ range: { startDate: "2024-05-01", endDate: "2024-05-22" } });
    expect(wire.start).toEqual({ dateTime: "2024-05-01T10:00:00.0000000", timeZone: "UTC" });
    expect(wire.end).toEqual({ dateTime: "2024-05-01T11:00:00.0000000", timeZone: "UTC" });
    // Without the first occurrence (deleted), it starts with the next one.
    expect(masterOf(WEEKLY.slice(1)).start).toEqual({ dateTime: "2024-05-08T10:00:00.0000000", timeZone: "UTC" });
  });

  it("reads the pattern from the original starts: every n weeks, weekdays, daily, monthly", () => {
    // Every two weeks, one occurrence deleted, one moved (its original start counts).
    expect(
      pattern(
        masterOf([
          member("S", "2024-05-01"),
          member("S", "2024-05-16", { type: "exception", originalStart: "2024-05-15T10:00:00Z" }),
          member("S", "2024-06-12"),
        ]),
      ),
    ).toMatchObject({ type: "weekly", interval: 2, daysOfWeek: ["wednesday"] });
    // Monday to Friday.
    const weekdays = ["06", "07", "08", "09", "10", "13", "14"].map((d) => member("S", `2024-05-${d}`));
    expect(pattern(masterOf(weekdays))).toMatchObject({
      type: "weekly",
      interval: 1,
      daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    });
    const daily = Array.from({ length: 8 }, (_, i) => member("S", `2024-05-${String(1 + i).padStart(2, "0")}`));
    expect(pattern(masterOf(daily))).toMatchObject({ type: "daily", interval: 1, daysOfWeek: [] });
    const monthly = ["2024-01-15", "2024-02-15", "2024-03-15", "2024-05-15"].map((d) => member("S", d));
    expect(pattern(masterOf(monthly))).toMatchObject({ type: "absoluteMonthly", interval: 1, dayOfMonth: 15 });
  });

  it("reads dates in the series' zone: 23:30 in New York is the next day in UTC", () => {
    const late = (date: string, utc: string) =>
      graphEvent(`L-${date}`, `${utc}T03:30:00.0000000`, `${utc}T04:00:00.0000000`, {
        type: "occurrence",
        seriesMasterId: "L",
        originalStart: `${utc}T03:30:00Z`,
        originalStartTimeZone: "Eastern Standard Time",
      });
    // Tuesdays 23:30 EDT (Wednesdays 03:30 UTC).
    const wire = masterOf([late("2024-05-07", "2024-05-08"), late("2024-05-14", "2024-05-15")], "L");
    expect(wire.recurrence).toMatchObject({
      pattern: { type: "weekly", daysOfWeek: ["tuesday"] },
      range: { startDate: "2024-05-07", endDate: "2024-05-14", recurrenceTimeZone: "Eastern Standard Time" },
    });
  });

  it("keeps an all-day series on its dates", () => {
    const day = (date: string, next: string) =>
      graphEvent(`A-${date}`, `${date}T00:00:00.0000000`, `${next}T00:00:00.0000000`, {
        isAllDay: true,
        type: "occurrence",
        seriesMasterId: "A",
        originalStart: `${date}T00:00:00Z`,
      });
    const master = findSeriesMaster(load([day("2024-05-06", "2024-05-07"), day("2024-05-13", "2024-05-14")]), "A");
    expect(master?.allDay).toBe(true);
    expect(master?.wire.start).toEqual({ dateTime: "2024-05-06T00:00:00.0000000", timeZone: "UTC" });
    expect(master?.wire.end).toEqual({ dateTime: "2024-05-07T00:00:00.0000000", timeZone: "UTC" });
    // The first day moved to Tuesday: the series still starts on its Monday.
    const shifted = findSeriesMaster(
      load([
        {
          ...day("2024-05-06", "2024-05-07"),
          type: "exception",
          start: { dateTime: "2024-05-07T00:00:00.0000000", timeZone: "UTC" },
          end: { dateTime: "2024-05-08T00:00:00.0000000", timeZone: "UTC" },
        },
        day("2024-05-13", "2024-05-14"),
      ]),
      "A",
    );
    expect(shifted?.wire.start).toEqual({ dateTime: "2024-05-06T00:00:00.0000000", timeZone: "UTC" });
    expect(shifted?.wire.end).toEqual({ dateTime: "2024-05-07T00:00:00.0000000", timeZone: "UTC" });
    expect(master?.wire.recurrence).toMatchObject({ pattern: { daysOfWeek: ["monday"] } });
  });

  it("is the same for the same seed, and gets a new etag and lastModifiedDateTime when any member changes", () => {
    const a = masterOf(WEEKLY);
    expect(masterOf(WEEKLY)).toEqual(a);
    const renamed = masterOf([
      ...WEEKLY.slice(0, 3),
      member("S", "2024-05-22", { subject: "Renamed", lastModifiedDateTime: "2024-05-20T08:00:00.0000000Z" }),
    ]);
    expect(renamed["@odata.etag"]).not.toBe(a["@odata.etag"]);
    expect(renamed.lastModifiedDateTime).toBe("2024-05-20T08:00:00.0000000Z");
    expect(renamed.subject).toBe(a.subject);
    const shorter = masterOf(WEEKLY.slice(0, 3));
    expect(shorter["@odata.etag"]).not.toBe(a["@odata.etag"]);
    expect(shorter.recurrence).toMatchObject({ range: { endDate: "2024-05-15" } });
  });

  it("is not found for an id no event belongs to", () => {
    expect(findSeriesMaster(load(WEEKLY), "S-2024-05-01")).toBeNull();
    expect(findSeriesMaster(load(WEEKLY), "nope")).toBeNull();
    expect(() => seriesMaster("S", [])).toThrow(/no members/);
  });
});
