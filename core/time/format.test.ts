import { formatDay, formatEventTime, formatHours, formatInstant, formatShortDay } from "./format";

describe("the calendar's dates, in the site's one long and one short form", () => {
  it("writes a plain date the same wherever the reader is", () => {
    expect(formatDay("2026-03-02", "en-US")).toBe("Monday, March 2, 2026");
    expect(formatShortDay("2026-03-02", "en-US")).toBe("Mar 2, 2026");
  });

  it("writes a moment in the zone it is given", () => {
    expect(formatInstant("2026-03-02T09:05:00Z", "UTC", "en-US")).toBe("Mar 2, 2026, 9:05 AM");
    expect(formatInstant("2026-03-02T09:05:00Z", "America/Los_Angeles", "en-US")).toBe("Mar 2, 2026, 1:05 AM");
  });

  it("writes an event's hours, or All day, and hours with at most two decimals", () => {
    const event = { allDay: false, start: "2026-03-02T17:00:00Z", end: "2026-03-02T18:30:00Z" };
    expect(formatEventTime(event, "America/Denver", "en-US")).toBe("10:00 AM – 11:30 AM");
    expect(formatEventTime({ ...event, allDay: true }, "UTC", "en-US")).toBe("All day");
    expect(formatHours(1.5)).toBe("1.5 h");
    expect(formatHours(2 / 3)).toBe("0.67 h");
  });
});
