/** The unified view's periods: days, Monday weeks, months, custom ranges, DST-correct instants. */
import { customRange, dayOf, daysOf, monthOf, rangeAround, rangeInstants, shiftRange, weekOf } from "./ranges";

const HOUR = 3_600_000;

describe("ranges", () => {
  it("cuts a week across the spring DST change as 167 hours", () => {
    const week = weekOf("2026-03-26");
    expect(week).toEqual({ kind: "week", from: "2026-03-23", to: "2026-03-30" });
    const { start, end } = rangeInstants(week, "Europe/Berlin");
    expect(start).toBe("2026-03-22T23:00:00.000Z");
    expect(end).toBe("2026-03-29T22:00:00.000Z");
    expect((Date.parse(end) - Date.parse(start)) / HOUR).toBe(167);
  });

  it("cuts a week across the autumn DST change as 169 hours", () => {
    const { start, end } = rangeInstants(weekOf("2026-10-28"), "America/New_York");
    expect((Date.parse(end) - Date.parse(start)) / HOUR).toBe(169);
  });

  it("takes months and moves by period", () => {
    expect(monthOf("2026-02-17")).toEqual({ kind: "month", from: "2026-02-01", to: "2026-03-01" });
    expect(shiftRange(monthOf("2026-12-05"), 1)).toEqual({ kind: "month", from: "2027-01-01", to: "2027-02-01" });
    expect(shiftRange(weekOf("2026-01-01"), -1)).toEqual({ kind: "week", from: "2025-12-22", to: "2025-12-29" });
    const custom = customRange("2026-03-01", "2026-03-10");
    if (!custom.ok) throw new Error(custom.message);
    expect(custom.range.to).toBe("2026-03-11");
    expect(shiftRange(custom.range, 1)).toEqual({ kind: "custom", from: "2026-03-11", to: "2026-03-21" });
    expect(daysOf(weekOf("2026-03-04"))).toHaveLength(7);
  });

  it("takes single days, moves by one day and cuts a DST day as 23 or 25 hours", () => {
    expect(dayOf("2026-03-29")).toEqual({ kind: "day", from: "2026-03-29", to: "2026-03-30" });
    expect(rangeAround("day", "2026-02-28")).toEqual(dayOf("2026-02-28"));
    expect(shiftRange(dayOf("2026-02-28"), 1)).toEqual(dayOf("2026-03-01"));
    expect(shiftRange(dayOf("2026-01-01"), -1)).toEqual(dayOf("2025-12-31"));
    const spring = rangeInstants(dayOf("2026-03-29"), "Europe/Oslo");
    expect(spring).toEqual({ start: "2026-03-28T23:00:00.000Z", end: "2026-03-29T22:00:00.000Z" });
    const autumn = rangeInstants(dayOf("2026-11-01"), "America/New_York");
    expect((Date.parse(autumn.end) - Date.parse(autumn.start)) / HOUR).toBe(25);
  });

  it("refuses custom ranges that are reversed, invalid or too long", () => {
    expect(customRange("2026-03-10", "2026-03-01")).toMatchObject({ ok: false });
    expect(customRange("2026-02-30", "2026-03-01")).toMatchObject({ ok: false });
    expect(customRange("2025-01-01", "2026-03-01")).toEqual({ ok: false, message: "Choose at most 400 days." });
  });
});
