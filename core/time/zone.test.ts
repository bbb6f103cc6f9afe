/** Wall-clock arithmetic across zones and DST changes. */
import { addDays, dateIn, daysBetween, isPlainDate, offsetAt, startOfDay, today, wallClock, weekdayOf } from "./zone";

describe("zone arithmetic", () => {
  it("finds midnight on both sides of a DST change", () => {
    // Berlin moves to CEST on 2026-03-29 at 02:00.
    expect(new Date(startOfDay("2026-03-29", "Europe/Berlin")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(startOfDay("2026-03-30", "Europe/Berlin")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // New York falls back on 2026-11-01.
    expect(new Date(startOfDay("2026-11-01", "America/New_York")).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(new Date(startOfDay("2026-11-02", "America/New_York")).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("starts a day without a midnight at the change (Santiago springs forward at 00:00)", () => {
    const start = startOfDay("2026-09-06", "America/Santiago");
    expect(wallClock(start, "America/Santiago")).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(dateIn(start - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("reads dates and offsets in a zone", () => {
    const ms = Date.parse("2026-03-03T02:00:00Z");
    expect(dateIn(ms, "America/Los_Angeles")).toBe("2026-03-02");
    expect(dateIn(ms, "Asia/Tokyo")).toBe("2026-03-03");
    expect(offsetAt(ms, "America/Los_Angeles")).toBe(-8 * 3_600_000);
    expect(offsetAt(ms, "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(today("Pacific/Auckland", new Date("2026-06-30T13:00:00Z"))).toBe("2026-07-01");
  });

  it("does plain-date arithmetic", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
    expect(weekdayOf("2026-03-02")).toBe(0); // a Monday
    expect(weekdayOf("2026-03-08")).toBe(6);
    expect(isPlainDate("2026-02-30")).toBe(false);
    expect(isPlainDate("2026-02-28")).toBe(true);
  });
});
