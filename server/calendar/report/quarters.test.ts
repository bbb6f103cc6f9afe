/** Quarter names, time zones, and whether a quarter is over where the viewer is. */
import { parseQuarter, quarterEnded, validTimeZone, type Quarter } from "./quarters";

describe("quarters", () => {
  it.each(["2026-Q1", "2025-Q4"])("parses %s", (q) => expect(parseQuarter(q)).not.toBeNull());
  it.each(["2026-Q5", "2026-Q0", "2026Q1", "26-Q1", "2026-q1", "1999-Q4", " 2026-Q1"])("refuses %j", (q) =>
    expect(parseQuarter(q)).toBeNull(),
  );

  it.each(["Europe/Berlin", "America/Los_Angeles", "UTC", "Asia/Kolkata"])("knows %s", (zone) =>
    expect(validTimeZone(zone)).toBe(true),
  );
  it.each(["", "Mars/Olympus_Mons", "Europe/Berlin; DROP", "x".repeat(65)])("refuses the zone %j", (zone) =>
    expect(validTimeZone(zone)).toBe(false),
  );

  const q1: Quarter = { year: 2026, index: 1 };
  // 2026-03-31T23:30:00Z is already April 1 in Berlin but still March 31 in Los Angeles.
  const edge = Date.parse("2026-03-31T23:30:00Z");
  it("is over on the first day of the next quarter in the viewer's zone, not before", () => {
    expect(quarterEnded(q1, "Europe/Berlin", edge)).toBe(true);
    expect(quarterEnded(q1, "America/Los_Angeles", edge)).toBe(false);
    expect(quarterEnded(q1, "UTC", edge)).toBe(false);
    expect(quarterEnded(q1, "UTC", Date.parse("2026-04-01T00:00:00Z"))).toBe(true);
  });

  it("handles the year's last quarter and later years", () => {
    const q4: Quarter = { year: 2025, index: 4 };
    expect(quarterEnded(q4, "UTC", Date.parse("2025-12-31T12:00:00Z"))).toBe(false);
    expect(quarterEnded(q4, "UTC", Date.parse("2026-01-01T00:00:00Z"))).toBe(true);
    expect(quarterEnded({ year: 2026, index: 3 }, "UTC", Date.parse("2027-02-01T00:00:00Z"))).toBe(true);
    expect(quarterEnded({ year: 2027, index: 1 }, "UTC", Date.parse("2026-12-01T00:00:00Z"))).toBe(false);
  });
});
