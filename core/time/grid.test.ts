/** The grid's layout: lanes for overlaps, overnight events on both days, DST days by wall clock, all-day spans. */
import { anEvent } from "../calendar/testing/eventBuilder";
import type { UnifiedEvent } from "../calendar/model";
import {
  assignLanes,
  cellEntries,
  clockChangeOn,
  countEventsIn,
  dayEntries,
  layoutDays,
  monthGridRange,
  type GridDay,
  type TimedSegment,
} from "./grid";
import { daysOf } from "./ranges";

const BERLIN = "Europe/Berlin";

/** A timed event from two ISO instants. */
const timed = (title: string, start: string, end: string, overrides: Partial<UnifiedEvent> = {}) =>
  anEvent({ key: `google:${title}`, title, start, end, ...overrides });

/** What a test reads of a segment: title, minutes, flags, lane. */
const brief = (s: TimedSegment) => ({
  title: s.event.title,
  start: s.startMinute,
  end: s.endMinute,
  continued: s.continued,
  continues: s.continues,
  lane: s.lane,
  lanes: s.lanes,
});

function oneDay(events: UnifiedEvent[], date: string, timeZone = BERLIN): GridDay {
  const [day] = layoutDays(events, [date], timeZone, "2000-01-01");
  if (!day) throw new Error("no day");
  return day;
}

describe("layoutDays: overlapping events go side by side", () => {
  it("puts each event in the first free lane and sizes each cluster by the lanes it used", () => {
    // Berlin is UTC+1 in March: 08:00Z is 09:00.
    const day = oneDay(
      [
        timed("A", "2026-03-03T08:00:00Z", "2026-03-03T09:00:00Z"),
        timed("B", "2026-03-03T08:30:00Z", "2026-03-03T10:00:00Z"),
        timed("C", "2026-03-03T09:00:00Z", "2026-03-03T09:30:00Z"),
        timed("D", "2026-03-03T10:00:00Z", "2026-03-03T11:00:00Z"),
      ],
      "2026-03-03",
    );
    expect(day.timed.map(brief)).toEqual([
      { title: "A", start: 540, end: 600, continued: false, continues: false, lane: 0, lanes: 2 },
      { title: "B", start: 570, end: 660, continued: false, continues: false, lane: 1, lanes: 2 },
      // A has ended at 10:00, so C takes its lane.
      { title: "C", start: 600, end: 630, continued: false, continues: false, lane: 0, lanes: 2 },
      // B ends as D starts: a new cluster, full width.
      { title: "D", start: 660, end: 720, continued: false, continues: false, lane: 0, lanes: 1 },
    ]);
  });

  it("places the longer of two events starting together first", () => {
    const lanes = assignLanes(
      [
        { title: "Short", startMinute: 540, endMinute: 600 },
        { title: "Long", startMinute: 540, endMinute: 720 },
        { title: "Later", startMinute: 610, endMinute: 640 },
      ].map(({ title, ...minutes }) => ({ ...minutes, event: anEvent({ title }) })),
    );
    expect(lanes.map((s) => [s.event.title, s.lane, s.lanes])).toEqual([
      ["Long", 0, 2],
      ["Short", 1, 2],
      ["Later", 1, 2],
    ]);
  });

  it("gives a very short event room to be read, so a neighbor is not drawn over it", () => {
    const day = oneDay(
      [
        timed("Check-in", "2026-03-03T08:00:00Z", "2026-03-03T08:05:00Z"),
        timed("Call", "2026-03-03T08:10:00Z", "2026-03-03T08:30:00Z"),
        timed("Reminder", "2026-03-03T12:00:00Z", "2026-03-03T12:00:00Z"),
      ],
      "2026-03-03",
    );
    expect(day.timed.map((s) => [s.event.title, s.startMinute, s.endMinute, s.lane, s.lanes])).toEqual([
      ["Check-in", 540, 545, 0, 2],
      ["Call", 550, 570, 1, 2],
      // Zero length: kept, on its own.
      ["Reminder", 780, 780, 0, 1],
    ]);
  });

  it("keeps canceled and declined events, after an active one starting at the same time", () => {
    const day = oneDay(
      [
        timed("Board (canceled)", "2026-03-03T08:00:00Z", "2026-03-03T09:00:00Z", { status: "canceled" }),
        timed("Workshop (declined)", "2026-03-03T08:00:00Z", "2026-03-03T09:00:00Z", { attendance: "declined" }),
        timed("Audit", "2026-03-03T08:00:00Z", "2026-03-03T09:00:00Z"),
      ],
      "2026-03-03",
    );
    expect(day.timed.map((s) => [s.event.title, s.lane, s.lanes])).toEqual([
      ["Audit", 0, 3],
      ["Board (canceled)", 1, 3],
      ["Workshop (declined)", 2, 3],
    ]);
  });
});

describe("layoutDays: events across midnight and all-day events", () => {
  it("shows 23:00–01:00 on both days, the second marked as continued", () => {
    const late = timed("Release", "2026-03-03T22:00:00Z", "2026-03-04T00:00:00Z");
    const [first, second, third] = layoutDays([late], daysOf({ from: "2026-03-03", to: "2026-03-06" }), BERLIN, "");
    expect(first?.timed.map(brief)).toEqual([
      { title: "Release", start: 1380, end: 1440, continued: false, continues: true, lane: 0, lanes: 1 },
    ]);
    expect(second?.timed.map(brief)).toEqual([
      { title: "Release", start: 0, end: 60, continued: true, continues: false, lane: 0, lanes: 1 },
    ]);
    expect(third?.timed).toEqual([]);
  });

  it("leaves an event ending at midnight on its own day, ending at 24:00", () => {
    const [first, second] = layoutDays(
      [timed("Evening", "2026-03-03T21:00:00Z", "2026-03-03T23:00:00Z")],
      ["2026-03-03", "2026-03-04"],
      BERLIN,
      "",
    );
    expect(first?.timed.map(brief)).toEqual([
      { title: "Evening", start: 1320, end: 1440, continued: false, continues: false, lane: 0, lanes: 1 },
    ]);
    expect(second?.timed).toEqual([]);
  });

  it("spreads a multi-day all-day event over its plain dates in any zone, never among the timed ones", () => {
    const offsite = anEvent({
      key: "google:offsite",
      title: "Offsite",
      allDay: true,
      start: "2026-03-02",
      end: "2026-03-05",
    });
    for (const zone of [BERLIN, "Pacific/Auckland", "America/Los_Angeles"]) {
      const days = layoutDays([offsite], daysOf({ from: "2026-03-01", to: "2026-03-07" }), zone, "2026-03-03");
      expect(days.map((d) => [d.date, d.isToday, d.allDay.map((e) => [e.continued, e.continues]), d.timed])).toEqual([
        ["2026-03-01", false, [], []],
        ["2026-03-02", false, [[false, true]], []],
        ["2026-03-03", true, [[true, true]], []],
        ["2026-03-04", false, [[true, false]], []],
        ["2026-03-05", false, [], []],
        ["2026-03-06", false, [], []],
      ]);
    }
  });

  it("lists a day's all-day entries before its timed ones", () => {
    const day = oneDay(
      [
        timed("Standup", "2026-03-03T08:00:00Z", "2026-03-03T08:15:00Z"),
        anEvent({ key: "google:holiday", title: "Holiday", allDay: true, start: "2026-03-03", end: "2026-03-04" }),
      ],
      "2026-03-03",
    );
    expect(dayEntries(day).map((e) => e.event.title)).toEqual(["Holiday", "Standup"]);
  });
});

describe("layoutDays: DST days keep 24 rows and place by wall clock", () => {
  it("Europe/Oslo, clocks forward on 2026-03-29: 01:30 (UTC+1) for two hours ends at 04:30 (UTC+2)", () => {
    const oslo = "Europe/Oslo";
    const day = oneDay(
      [
        timed("Night shift", "2026-03-29T00:30:00Z", "2026-03-29T02:30:00Z"),
        timed("After", "2026-03-29T01:00:00Z", "2026-03-29T01:30:00Z"),
      ],
      "2026-03-29",
      oslo,
    );
    expect(day.clockChange).toEqual({ direction: "forward", startMinute: 120, endMinute: 180 });
    expect(day.timed.map(brief)).toEqual([
      { title: "Night shift", start: 90, end: 270, continued: false, continues: false, lane: 0, lanes: 2 },
      // The first instant of summer time reads 03:00: nothing lands in the skipped hour.
      { title: "After", start: 180, end: 210, continued: false, continues: false, lane: 1, lanes: 2 },
    ]);
  });

  it("America/New_York, clocks back on 2026-11-01: both passes of 01:15 share the repeated rows", () => {
    const ny = "America/New_York";
    const day = oneDay(
      [
        timed("First pass", "2026-11-01T05:15:00Z", "2026-11-01T05:45:00Z"),
        timed("Second pass", "2026-11-01T06:15:00Z", "2026-11-01T06:45:00Z"),
        // 01:45 EDT to 01:15 EST: the wall end is before the wall start, so it keeps its real 30 minutes.
        timed("Across", "2026-11-01T05:45:00Z", "2026-11-01T06:15:00Z"),
        // 23:00 the evening before to 02:00 EST: four real hours, two on this day's wall clock.
        timed("Overnight", "2026-11-01T03:00:00Z", "2026-11-01T07:00:00Z"),
      ],
      "2026-11-01",
      ny,
    );
    expect(day.clockChange).toEqual({ direction: "back", startMinute: 60, endMinute: 120 });
    expect(day.timed.map((s) => [s.event.title, s.startMinute, s.endMinute, s.continued, s.lane, s.lanes])).toEqual([
      ["Overnight", 0, 120, true, 0, 3],
      ["First pass", 75, 105, false, 1, 3],
      ["Second pass", 75, 105, false, 2, 3],
      ["Across", 105, 135, false, 1, 3],
    ]);
  });

  it("America/New_York, clocks forward on 2026-03-08, and ordinary days have no clock change", () => {
    expect(clockChangeOn("2026-03-08", "America/New_York")).toEqual({
      direction: "forward",
      startMinute: 120,
      endMinute: 180,
    });
    expect(clockChangeOn("2026-03-09", "America/New_York")).toBeUndefined();
    expect(clockChangeOn("2026-03-29", "UTC")).toBeUndefined();
    // A zone whose change skips midnight itself: the day starts at 01:00.
    expect(clockChangeOn("2026-09-06", "America/Santiago")).toEqual({
      direction: "forward",
      startMinute: 0,
      endMinute: 60,
    });
  });
});

describe("the month grid", () => {
  it("covers whole Monday weeks around the month", () => {
    expect(monthGridRange("2026-03-17")).toEqual({ from: "2026-02-23", to: "2026-04-06" });
    expect(daysOf(monthGridRange("2026-03-01"))).toHaveLength(42);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGridRange("2027-02-10")).toEqual({ from: "2027-02-01", to: "2027-03-01" });
  });

  it("lists what fits in a cell and counts the rest as '+N more'", () => {
    expect(cellEntries(["a", "b", "c"], 3)).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(cellEntries(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b"], more: 3 });
    expect(cellEntries([], 3)).toEqual({ shown: [], more: 0 });
  });

  it("counts each event once, and only on the days of the period", () => {
    const days = layoutDays(
      [
        timed("Late February", "2026-02-27T09:00:00Z", "2026-02-27T10:00:00Z"),
        timed("Overnight", "2026-03-02T22:00:00Z", "2026-03-03T01:00:00Z"),
        timed("Thursday", "2026-03-05T09:00:00Z", "2026-03-05T10:00:00Z"),
      ],
      daysOf(monthGridRange("2026-03-01")),
      BERLIN,
      "",
    );
    expect(countEventsIn(days, { from: "2026-03-01", to: "2026-04-01" })).toBe(2);
    expect(countEventsIn(days, { from: "2026-02-23", to: "2026-04-06" })).toBe(3);
  });
});
