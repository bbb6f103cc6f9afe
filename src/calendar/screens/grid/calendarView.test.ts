/** Which period each view shows: grids their own kind around today (or the first day shown), the list any. */
import { dayOf, monthOf, weekOf } from "../../../../core/time/ranges";
import { anchorOf, defaultView, NARROW_QUERY, rangeForView, visibleRange } from "./calendarView";

const TODAY = "2026-03-04";

describe("calendarView", () => {
  it("opens phones on a day and other screens on a week", () => {
    expect(defaultView(true)).toBe("day");
    expect(defaultView(false)).toBe("week");
    expect(NARROW_QUERY).toBe("(max-width: 599.98px)");
  });

  it("centers a new grid view on today when it is shown, else on the first day shown", () => {
    expect(anchorOf(weekOf(TODAY), TODAY)).toBe(TODAY);
    expect(rangeForView("day", weekOf(TODAY), TODAY)).toEqual(dayOf(TODAY));
    expect(rangeForView("day", weekOf("2026-03-12"), TODAY)).toEqual(dayOf("2026-03-09"));
    expect(rangeForView("week", monthOf("2026-04-10"), TODAY)).toEqual(weekOf("2026-04-01"));
    expect(rangeForView("month", dayOf("2026-05-31"), TODAY)).toEqual(monthOf("2026-05-01"));
  });

  it("keeps a period the view can already show, and any period for the list", () => {
    const week = weekOf("2026-03-12");
    expect(rangeForView("week", week, TODAY)).toBe(week);
    const custom = { kind: "custom" as const, from: "2026-01-05", to: "2026-01-20" };
    expect(rangeForView("list", custom, TODAY)).toBe(custom);
    expect(rangeForView("week", custom, TODAY)).toEqual(weekOf("2026-01-05"));
  });

  it("draws whole weeks around a month and exactly the period otherwise", () => {
    expect(visibleRange("month", monthOf("2026-03-01"))).toEqual({ from: "2026-02-23", to: "2026-04-06" });
    expect(visibleRange("week", weekOf(TODAY))).toEqual({ from: "2026-03-02", to: "2026-03-09" });
    expect(visibleRange("list", monthOf("2026-03-01"))).toEqual({ from: "2026-03-01", to: "2026-04-01" });
  });
});
