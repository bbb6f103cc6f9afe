/** The agenda's grouping by day in the viewer's zone. */
import { anEvent } from "../calendar/testing/eventBuilder";
import { groupByDay } from "./days";
import { weekOf } from "./ranges";

const week = weekOf("2026-03-02"); // Monday 2 to Sunday 8 March

describe("groupByDay", () => {
  it("keeps an all-day event on its date in a zone behind UTC", () => {
    const allDay = anEvent({ allDay: true, start: "2026-03-03", end: "2026-03-04" });
    const days = groupByDay([allDay], week, "America/Los_Angeles", "2026-01-01");
    expect(days.map((d) => d.date)).toEqual(["2026-03-03"]);
  });

  it("lists a multi-day all-day event on each of its days", () => {
    const trip = anEvent({ allDay: true, start: "2026-03-04", end: "2026-03-07" });
    const days = groupByDay([trip], week, "Pacific/Honolulu", "2026-01-01");
    expect(days.map((d) => [d.date, d.entries[0]?.continued, d.entries[0]?.continues])).toEqual([
      ["2026-03-04", false, true],
      ["2026-03-05", true, true],
      ["2026-03-06", true, false],
    ]);
  });

  it("places a timed event on the viewer's day and sorts all-day first", () => {
    const evening = anEvent({ title: "Evening", start: "2026-03-03T02:00:00.000Z", end: "2026-03-03T03:00:00.000Z" });
    const allDay = anEvent({ title: "Holiday", allDay: true, start: "2026-03-02", end: "2026-03-03" });
    const la = groupByDay([evening, allDay], week, "America/Los_Angeles", "2026-03-04");
    expect(la.map((d) => [d.date, d.isToday, d.entries.map((e) => e.event.title)])).toEqual([
      ["2026-03-02", false, ["Holiday", "Evening"]],
      ["2026-03-04", true, []],
    ]);
    const tokyo = groupByDay([evening], week, "Asia/Tokyo", "2026-01-01");
    expect(tokyo.map((d) => d.date)).toEqual(["2026-03-03"]);
  });

  it("lists an overnight event on both days, and not on a day it ends exactly at", () => {
    const overnight = anEvent({ start: "2026-03-02T22:00:00.000Z", end: "2026-03-03T06:00:00.000Z" });
    const endsAtMidnight = anEvent({ start: "2026-03-04T22:00:00.000Z", end: "2026-03-05T00:00:00.000Z" });
    const days = groupByDay([overnight, endsAtMidnight], week, "UTC", "2026-01-01");
    expect(days.map((d) => [d.date, d.entries.length])).toEqual([
      ["2026-03-02", 1],
      ["2026-03-03", 1],
      ["2026-03-04", 1],
    ]);
  });
});
